import { defineContract } from '../contract.js';
import { recruiterApplicationsOperations } from './recruiter.js';
import { recruiterApplicationsSchemas } from './recruiter.schemas.js';

/** A job's applicants in the recruiter area, as `routes/applications/recruiter.ts` (apps/api) registers them: the table joined with its schemas. */
export const recruiterApplicationsContract = defineContract({
  tag: 'recruiter',
  operations: recruiterApplicationsOperations,
  schemas: recruiterApplicationsSchemas,
});
