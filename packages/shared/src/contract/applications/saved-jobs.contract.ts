import { defineContract } from '../contract.js';
import { savedJobsOperations } from './saved-jobs.js';
import { savedJobsSchemas } from './saved-jobs.schemas.js';

/** A candidate's saved jobs, as `routes/applications/saved-jobs.ts` (apps/api) registers them: the table joined with its schemas. */
export const savedJobsContract = defineContract({ tag: 'saved jobs', operations: savedJobsOperations, schemas: savedJobsSchemas });
