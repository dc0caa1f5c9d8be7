import type { OperationsFor, TypedOperations } from '../operation.js';
import type { myDataSchemas } from './me.schemas.js';

/**
 * PRV-2 to PRV-4 (docs/product/privacy.md): a candidate's rights over their own data; candidates only,
 * each call about the caller's own account. 404: the account is gone; 429: the exports per account, and
 * the password tries of a deletion (ACC-17).
 */
const operations = {
  exportMyData: { method: 'GET', path: '/api/me/export', access: 'candidate', errors: [404, 429] },
  listMyAccesses: { method: 'GET', path: '/api/me/accesses', access: 'candidate' },
  deleteMyAccount: { method: 'DELETE', path: '/api/me', access: 'candidate', errors: [429] },
} satisfies OperationsFor<typeof myDataSchemas>;
export const myDataOperations: TypedOperations<typeof operations, typeof myDataSchemas> = operations;
