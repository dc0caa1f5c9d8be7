import type { OperationsFor, TypedOperations } from '../operation.js';
import type { recruiterSettingsSchemas } from './recruiter-settings.schemas.js';

/**
 * REC-13: the signed-in recruiter's own settings, how they hear of new applications to the jobs they
 * watch (each by e-mail, or the daily digest). Recruiters and admins (REC-2, REC-8): 401 anonymous,
 * 403 candidates.
 */
const operations = {
  getRecruiterSettings: { method: 'GET', path: '/api/recruiter/settings', access: 'recruiter-area' },
  saveRecruiterSettings: { method: 'PUT', path: '/api/recruiter/settings', access: 'recruiter-area' },
} satisfies OperationsFor<typeof recruiterSettingsSchemas>;
export const recruiterSettingsOperations: TypedOperations<typeof operations, typeof recruiterSettingsSchemas> = operations;
