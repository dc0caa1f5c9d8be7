import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterAuditSchemas } from './recruiter-audit.schemas.js';

/** REC-9 (docs/decisions/017): the access audit log, for admins only (a recruiter who is not an admin gets 403). */
const operations = {
  listAccessLog: { method: 'GET', path: '/api/recruiter/audit', access: 'admin' },
} satisfies OperationsFor<typeof recruiterAuditSchemas>;
export const recruiterAuditOperations: TypedOperations<typeof operations, typeof recruiterAuditSchemas> = operations;
