import { defineContract } from '../contract.js';
import { recruiterJobsOperations } from './recruiter.js';
import { recruiterJobsSchemas } from './recruiter.schemas.js';

/** The recruiter area's postings, as `routes/jobs/recruiter.ts` (apps/api) registers them: the table joined with its schemas. */
export const recruiterJobsContract = defineContract({
  tag: 'recruiter',
  operations: recruiterJobsOperations,
  schemas: recruiterJobsSchemas,
});
