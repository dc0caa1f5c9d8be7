import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterJobsSchemas } from './recruiter.schemas.js';

/**
 * REC-2..REC-7: the recruiter area's postings, and watching a job (REC-13: e-mailed of each new
 * application). Recruiters and admins only (REC-8).
 */
const operations = {
  listPostedJobs: { method: 'GET', path: '/api/recruiter/jobs', access: 'recruiter-area' },
  createJob: { method: 'POST', path: '/api/recruiter/jobs', access: 'recruiter-area' },
  getJob: { method: 'GET', path: '/api/recruiter/jobs/:id', access: 'recruiter-area', errors: [404] },
  updateJob: { method: 'PUT', path: '/api/recruiter/jobs/:id', access: 'recruiter-area', errors: [404] },
  setJobStatus: { method: 'PATCH', path: '/api/recruiter/jobs/:id/status', access: 'recruiter-area', errors: [404, 409] },
  watchJob: { method: 'PUT', path: '/api/recruiter/jobs/:id/watch', access: 'recruiter-area', errors: [404] },
  unwatchJob: { method: 'DELETE', path: '/api/recruiter/jobs/:id/watch', access: 'recruiter-area', errors: [404] },
} satisfies OperationsFor<typeof recruiterJobsSchemas>;
export const recruiterJobsOperations: TypedOperations<typeof operations, typeof recruiterJobsSchemas> = operations;
