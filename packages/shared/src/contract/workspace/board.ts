import type { OperationsFor, TypedOperations } from '../operation.js';
import type { workspaceBoardSchemas } from './board.schemas.js';

/**
 * REC-23, REC-6 (docs/decisions/034): a job's pipeline board, for recruiters and admins: the counts per step
 * and the first cards of every column in one answer, then a column's later pages by keyset. Each read is
 * one list view of the job's applicants, recorded before it is answered (REC-9: 503 when it cannot be).
 * Moves go through the applications' own operations (`advanceApplication`, `markNotSelected`).
 */
const operations = {
  getBoard: { method: 'GET', path: '/api/recruiter/workspace/jobs/:id/board', access: 'recruiter-area', errors: [404, 503] },
  getBoardColumn: {
    method: 'GET',
    path: '/api/recruiter/workspace/jobs/:id/board/:status',
    access: 'recruiter-area',
    errors: [404, 503],
  },
} satisfies OperationsFor<typeof workspaceBoardSchemas>;
export const workspaceBoardOperations: TypedOperations<typeof operations, typeof workspaceBoardSchemas> = operations;
