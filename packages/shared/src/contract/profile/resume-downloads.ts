import type { OperationsFor, TypedOperations } from '../operation.js';
import type { resumeDownloadsSchemas } from './resume-downloads.schemas.js';

/**
 * PRO-19: the candidate's resume, read from the fixed uploads path prefixed to its stored path
 * (`/uploads/resumes/….pdf`), outside `/api`. Personal data: only its owner, signed in, may download it,
 * always as an attachment (docs/decisions/006); anyone else signed in gets 404, anonymous callers 401.
 */
const operations = {
  downloadResume: { method: 'GET', path: '/uploads/resumes/:file', access: 'signed-in', errors: [404] },
} satisfies OperationsFor<typeof resumeDownloadsSchemas>;
export const resumeDownloadsOperations: TypedOperations<typeof operations, typeof resumeDownloadsSchemas> = operations;
