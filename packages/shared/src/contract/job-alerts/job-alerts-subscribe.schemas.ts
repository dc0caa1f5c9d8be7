import { createJobAlertResponseSchema, createJobAlertSchema } from '../../schemas/job-alerts.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `job-alerts-subscribe.ts`. */
export const jobAlertsSubscribeSchemas = {
  createJobAlert: {
    summary: 'Save the careers filters as a job alert (signed-in candidate, or anonymous with email: double opt-in)',
    body: createJobAlertSchema,
    // 200: a signed-in candidate's alert, on at once; 202: an anonymous one, waiting for its confirmation (ALR-2).
    response: { 200: createJobAlertResponseSchema, 202: createJobAlertResponseSchema },
  },
} satisfies SchemaTable;
