import { messageResponseSchema } from '../../schemas/common.js';
import { jobAlertIdParamsSchema, jobAlertsResponseSchema } from '../../schemas/job-alerts.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `job-alerts.ts`. */
export const jobAlertsSchemas = {
  listJobAlerts: {
    summary: 'The candidate’s job alerts, newest first (ALR-1)',
    response: { 200: jobAlertsResponseSchema },
  },
  deleteJobAlert: {
    summary: 'Delete one of the candidate’s job alerts',
    params: jobAlertIdParamsSchema,
    response: { 200: messageResponseSchema },
  },
} satisfies SchemaTable;
