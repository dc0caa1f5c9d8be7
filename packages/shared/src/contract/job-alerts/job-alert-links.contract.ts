import { defineContract } from '../contract.js';
import { jobAlertLinksOperations } from './job-alert-links.js';
import { jobAlertLinksSchemas } from './job-alert-links.schemas.js';

/** A job alert's e-mailed links, as `routes/job-alerts/job-alert-links.ts` (apps/api) registers them: the table joined with its schemas. */
export const jobAlertLinksContract = defineContract({
  tag: 'job alerts',
  operations: jobAlertLinksOperations,
  schemas: jobAlertLinksSchemas,
});
