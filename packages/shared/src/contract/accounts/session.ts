import type { OperationsFor, TypedOperations } from '../operation.js';
import type { sessionSchemas } from './session.schemas.js';

/**
 * ACC-13, ACC-16: the calls of any signed-in user about their own session (401 anonymous). Logout is
 * on the header, so the landing route loads this table: it holds these two entries and nothing else.
 */
const operations = {
  logout: { method: 'POST', path: '/api/logout', access: 'signed-in' },
  getSession: { method: 'GET', path: '/api/session', access: 'signed-in' },
} satisfies OperationsFor<typeof sessionSchemas>;
export const sessionOperations: TypedOperations<typeof operations, typeof sessionSchemas> = operations;
