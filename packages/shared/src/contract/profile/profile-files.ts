import type { OperationsFor, TypedOperations } from '../operation.js';
import type { profileFilesSchemas } from './profile-files.schemas.js';

/**
 * PRO-19: the candidate's resume and profile photo, uploaded as multipart (PRO-18: typed by content).
 * 429: the uploads per account (rate limits); 503: storage unavailable.
 */
const operations = {
  uploadResume: { method: 'POST', path: '/api/upload/resume', access: 'candidate', errors: [429, 503] },
  uploadProfilePhoto: { method: 'POST', path: '/api/upload/profile_photo', access: 'candidate', errors: [429, 503] },
} satisfies OperationsFor<typeof profileFilesSchemas>;
export const profileFilesOperations: TypedOperations<typeof operations, typeof profileFilesSchemas> = operations;
