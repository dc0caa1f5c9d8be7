import type { OperationsFor, TypedOperations } from '../operation.js';
import type { jobAlertsSubscribeSchemas } from './job-alerts-subscribe.schemas.js';

/**
 * ALR-1, ALR-2: saving the careers filters as a job alert, for a signed-in candidate (on at once, 200) or
 * an anonymous visitor with `email` (a confirmation link is e-mailed first, 202). A caller who sends a
 * token must be a candidate: 401 for a bad one, 403 for recruiters and admins. 409: over the alerts an
 * account or address may have; 429: the confirmation mails' limits (ALR-2).
 */
const operations = {
  createJobAlert: { method: 'POST', path: '/api/job-alerts', access: 'anonymous-or-candidate', errors: [409, 429] },
} satisfies OperationsFor<typeof jobAlertsSubscribeSchemas>;
export const jobAlertsSubscribeOperations: TypedOperations<typeof operations, typeof jobAlertsSubscribeSchemas> = operations;
