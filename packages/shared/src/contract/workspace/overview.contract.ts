import { defineContract } from '../contract.js';
import { overviewOperations } from './overview.js';
import { overviewSchemas } from './overview.schemas.js';

/** The dashboard and the jobs table, as `routes/workspace/overview.ts` (apps/api) registers them. */
export const overviewContract = defineContract({ tag: 'recruiter overview', operations: overviewOperations, schemas: overviewSchemas });
