import type { OperationsFor, TypedOperations } from '../operation.js';
import type { jobAlertsSchemas } from './job-alerts.schemas.js';

/**
 * ALR-1: a signed-in candidate's job alerts, listed and deleted (404 for another's). Candidates only:
 * 401 anonymous, 403 recruiters and admins. Creating one is `job-alerts-subscribe.ts`, the e-mailed
 * links `job-alert-links.ts`.
 */
const operations = {
  listJobAlerts: { method: 'GET', path: '/api/job-alerts', access: 'candidate' },
  deleteJobAlert: { method: 'DELETE', path: '/api/job-alerts/:id', access: 'candidate', errors: [404] },
} satisfies OperationsFor<typeof jobAlertsSchemas>;
export const jobAlertsOperations: TypedOperations<typeof operations, typeof jobAlertsSchemas> = operations;
