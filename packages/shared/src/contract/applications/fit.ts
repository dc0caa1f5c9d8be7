import type { OperationsFor, TypedOperations } from '../operation.js';
import type { fitSchemas } from './fit.schemas.js';

/**
 * APP-10 (docs/decisions/043): a signed-in candidate's explainable fit to an open job, read from their
 * terms, the job's and the exchange rates at the time of asking (never cached, never stored). Candidates
 * only: 401 anonymous, 403 recruiters and admins; 404 for a job that is not open.
 */
const operations = {
  getJobFit: { method: 'GET', path: '/api/jobs/:jobId/fit', access: 'candidate', errors: [404] },
} satisfies OperationsFor<typeof fitSchemas>;
export const fitOperations: TypedOperations<typeof operations, typeof fitSchemas> = operations;
