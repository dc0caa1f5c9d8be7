import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterTalentSchemas } from './recruiter.schemas.js';

/**
 * REC-10: the talent pool in the recruiter area, recruiters and admins only (REC-8): the search, and
 * a candidate recruiters may see (discoverable, or applied to a job) with the profile's resume and
 * photo, by candidate id. REC-9: each read of a candidate is recorded in the access log first
 * (docs/decisions/017); 503 when it cannot be written, 404 for a candidate out of reach.
 */
const operations = {
  searchTalent: { method: 'GET', path: '/api/recruiter/talent', access: 'recruiter-area' },
  getCandidate: { method: 'GET', path: '/api/recruiter/candidates/:id', access: 'recruiter-area', errors: [404, 503] },
  getCandidateResume: { method: 'GET', path: '/api/recruiter/candidates/:id/resume', access: 'recruiter-area', errors: [404, 503] },
  getCandidatePhoto: { method: 'GET', path: '/api/recruiter/candidates/:id/photo', access: 'recruiter-area', errors: [404, 503] },
} satisfies OperationsFor<typeof recruiterTalentSchemas>;
export const recruiterTalentOperations: TypedOperations<typeof operations, typeof recruiterTalentSchemas> = operations;
