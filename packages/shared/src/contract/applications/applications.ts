import type { OperationsFor, TypedOperations } from '../operation.js';
import type { applicationsSchemas } from './applications.schemas.js';

/**
 * A candidate's drafts, applications and the files the form uploads (APP-3, APP-4, APP-5, APP-8, APP-9);
 * saved jobs are `saved-jobs.ts`. Signed-in candidates only: 401 anonymous, 403 recruiters and admins.
 * 429: the uploads per account (rate limits); 503: storage unavailable.
 */
const operations = {
  getApplicationDraft: { method: 'GET', path: '/api/application-drafts/:jobId', access: 'candidate', errors: [404] },
  saveApplicationDraft: { method: 'PUT', path: '/api/application-drafts/:jobId', access: 'candidate', errors: [404, 409] },
  deleteApplicationDraft: { method: 'DELETE', path: '/api/application-drafts/:jobId', access: 'candidate' },
  listApplications: { method: 'GET', path: '/api/applications', access: 'candidate' },
  submitApplication: { method: 'POST', path: '/api/applications', access: 'candidate', errors: [404, 409] },
  withdrawApplication: { method: 'POST', path: '/api/applications/:id/withdraw', access: 'candidate', errors: [404, 409] },
  uploadApplicationFile: { method: 'POST', path: '/api/application-files/:kind', access: 'candidate', errors: [429, 503] },
  getProfileFileOffers: { method: 'GET', path: '/api/application-files/profile', access: 'candidate' },
  copyProfileFile: { method: 'POST', path: '/api/application-files/profile/:kind', access: 'candidate', errors: [404, 429, 503] },
} satisfies OperationsFor<typeof applicationsSchemas>;
export const applicationsOperations: TypedOperations<typeof operations, typeof applicationsSchemas> = operations;
