import { defineContract } from '../contract.js';
import { jobAlertsOperations } from './job-alerts.js';
import { jobAlertsSchemas } from './job-alerts.schemas.js';

/** A candidate's job alerts, as `routes/job-alerts/job-alerts.ts` (apps/api) registers them: the table joined with its schemas. */
export const jobAlertsContract = defineContract({ tag: 'job alerts', operations: jobAlertsOperations, schemas: jobAlertsSchemas });
