import type { OperationsFor, TypedOperations } from '../operation.js';
import type { jobAlertLinksSchemas } from './job-alert-links.schemas.js';

/**
 * ALR-2, ALR-5: a job alert's e-mailed links, open to anyone: they work without signing in, by their
 * signed token (400 for a forged one or another's). 404: the alert to confirm is gone or expired (ALR-7).
 */
const operations = {
  confirmJobAlert: { method: 'GET', path: '/api/job-alerts/confirm', access: 'public', errors: [404] },
  unsubscribeJobAlert: { method: 'POST', path: '/api/job-alerts/unsubscribe', access: 'public' },
} satisfies OperationsFor<typeof jobAlertLinksSchemas>;
export const jobAlertLinksOperations: TypedOperations<typeof operations, typeof jobAlertLinksSchemas> = operations;
