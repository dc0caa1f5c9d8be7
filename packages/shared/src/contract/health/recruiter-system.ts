import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterSystemSchemas } from './recruiter-system.schemas.js';

/**
 * REC-15 (docs/decisions/027): the admins' system page: the server's build, engine, uptime, queues,
 * schedules, delivery modes and backups, and the retry of a job kind's failed jobs. Admins only (a
 * recruiter who is not an admin gets 403). 404: no job kind of that name; 409: its failed jobs cannot be
 * queued again (a failed e-mail's text is erased).
 */
const operations = {
  getSystemStatus: { method: 'GET', path: '/api/recruiter/system', access: 'admin' },
  retryFailedJobs: { method: 'POST', path: '/api/recruiter/system/queues/:kind/retry', access: 'admin', errors: [404, 409] },
} satisfies OperationsFor<typeof recruiterSystemSchemas>;
export const recruiterSystemOperations: TypedOperations<typeof operations, typeof recruiterSystemSchemas> = operations;
