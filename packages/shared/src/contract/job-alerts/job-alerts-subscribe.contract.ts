import { defineContract } from '../contract.js';
import { jobAlertsSubscribeOperations } from './job-alerts-subscribe.js';
import { jobAlertsSubscribeSchemas } from './job-alerts-subscribe.schemas.js';

/** Creating a job alert, as `routes/job-alerts/job-alerts-subscribe.ts` (apps/api) registers it: the table joined with its schemas. */
export const jobAlertsSubscribeContract = defineContract({
  tag: 'job alerts',
  operations: jobAlertsSubscribeOperations,
  schemas: jobAlertsSubscribeSchemas,
});
