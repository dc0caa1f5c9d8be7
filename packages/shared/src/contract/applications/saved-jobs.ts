import type { OperationsFor, TypedOperations } from '../operation.js';
import type { savedJobsSchemas } from './saved-jobs.schemas.js';

/** APP-6: a candidate's saved jobs. Signed-in candidates only: 401 anonymous, 403 recruiters and admins. */
const operations = {
  listSavedJobs: { method: 'GET', path: '/api/saved-jobs', access: 'candidate' },
  saveJob: { method: 'PUT', path: '/api/saved-jobs/:jobId', access: 'candidate', errors: [404, 409] },
  unsaveJob: { method: 'DELETE', path: '/api/saved-jobs/:jobId', access: 'candidate' },
} satisfies OperationsFor<typeof savedJobsSchemas>;
export const savedJobsOperations: TypedOperations<typeof operations, typeof savedJobsSchemas> = operations;
