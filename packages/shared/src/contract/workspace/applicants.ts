import type { OperationsFor, TypedOperations } from '../operation.js';
import type { workspaceApplicantsSchemas } from './applicants.schemas.js';

/**
 * REC-19 (docs/decisions/036): a job's applicants as a table (keyset pages, sorts, filters), bulk moves
 * (REC-6 per application, one e-mail per candidate moved), the side panel, photos shown inside a list
 * view and a DOCX CV as text. Recruiters and admins only (REC-8). REC-9: the list view, the panel and
 * the CV text are recorded in the access log before they are answered (503 when it cannot be written).
 */
const operations = {
  listJobApplicants: {
    method: 'GET',
    path: '/api/recruiter/workspace/jobs/:id/applicants',
    access: 'recruiter-area',
    errors: [404, 503],
  },
  moveApplications: { method: 'POST', path: '/api/recruiter/workspace/jobs/:id/moves', access: 'recruiter-area', errors: [404] },
  getApplicantPanel: {
    method: 'GET',
    path: '/api/recruiter/workspace/applications/:id',
    access: 'recruiter-area',
    errors: [404, 503],
  },
  getApplicantPhoto: {
    method: 'GET',
    path: '/api/recruiter/workspace/jobs/:id/photos/:fileId',
    access: 'recruiter-area',
    errors: [404],
  },
  getApplicationCvText: {
    method: 'GET',
    path: '/api/recruiter/workspace/application-files/:fileId/text',
    access: 'recruiter-area',
    errors: [404, 503],
  },
} satisfies OperationsFor<typeof workspaceApplicantsSchemas>;
export const workspaceApplicantsOperations: TypedOperations<typeof operations, typeof workspaceApplicantsSchemas> = operations;
