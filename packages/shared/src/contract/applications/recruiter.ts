import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterApplicationsSchemas } from './recruiter.schemas.js';

/**
 * REC-5, REC-6, REC-11, REC-12, REC-14: a job's applicants in the recruiter area: their steps, interviews, files,
 * private notes and ratings, and the applicants CSV. Recruiters and admins only (REC-8). REC-9: the
 * file and the CSV are recorded in the access log first, and answer 503 when it cannot be written.
 */
const operations = {
  listApplicants: { method: 'GET', path: '/api/recruiter/jobs/:id/applications', access: 'recruiter-area', errors: [404] },
  advanceApplication: {
    method: 'POST',
    path: '/api/recruiter/applications/:id/advance',
    access: 'recruiter-area',
    errors: [404, 409, 503],
  },
  scheduleInterview: { method: 'PUT', path: '/api/recruiter/applications/:id/interview', access: 'recruiter-area', errors: [404, 409] },
  markNotSelected: {
    method: 'POST',
    path: '/api/recruiter/applications/:id/not-selected',
    access: 'recruiter-area',
    errors: [404, 409, 503],
  },
  getApplicationFile: { method: 'GET', path: '/api/recruiter/application-files/:fileId', access: 'recruiter-area', errors: [404, 503] },
  listNotes: { method: 'GET', path: '/api/recruiter/applications/:id/notes', access: 'recruiter-area', errors: [404] },
  addNote: { method: 'POST', path: '/api/recruiter/applications/:id/notes', access: 'recruiter-area', errors: [404] },
  rateApplication: { method: 'PUT', path: '/api/recruiter/applications/:id/rating', access: 'recruiter-area', errors: [404] },
  getApplicantsCsv: { method: 'GET', path: '/api/recruiter/jobs/:id/applicants.csv', access: 'recruiter-area', errors: [404, 503] },
} satisfies OperationsFor<typeof recruiterApplicationsSchemas>;
export const recruiterApplicationsOperations: TypedOperations<typeof operations, typeof recruiterApplicationsSchemas> = operations;
