import { systemQueueParamsSchema, systemRetryResponseSchema, systemStatusSchema } from '../../schemas/system.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `recruiter-system.ts`. */
export const recruiterSystemSchemas = {
  getSystemStatus: {
    summary:
      'REC-15 The server as an admin sees it: version, database engine, uptime, background queues and failed jobs per kind, scheduled runs, mail and SMS delivery and whether codes reach the log, the latest restorable backup',
    response: { 200: systemStatusSchema },
  },
  retryFailedJobs: {
    summary: 'REC-15 Queue every failed job of one kind again, with fresh attempts (as `npm run crm:retry` does for the CRM)',
    params: systemQueueParamsSchema,
    response: { 200: systemRetryResponseSchema },
  },
} satisfies SchemaTable;
