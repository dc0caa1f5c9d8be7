import type { OperationsFor, TypedOperations } from '../operation.js';
import type { profileSchemas } from './profile.schemas.js';

/**
 * PRO-12's profile calls and PRO-19's uploads: candidates only (ACC-13, PRO-14), each on the caller's
 * own profile (no operation takes a user id, so one candidate never reaches another's data).
 * PRO-14's mobile codes: 409 a number already verified, 429 the SMS and verification limits, 503 the
 * SMS sender unavailable (the profile save has listed the same three since PRO-12's first document).
 * PRO-19's uploads: 429 the uploads per account, 503 storage unavailable.
 * PRO-20's terms (docs/decisions/042): read and replaced as a whole.
 */
const operations = {
  getUserDetails: { method: 'GET', path: '/api/user-details', access: 'candidate' },
  updateUserDetails: { method: 'PATCH', path: '/api/user-details', access: 'candidate', errors: [409, 429, 503] },
  sendMobileOtp: { method: 'POST', path: '/api/get-otp', access: 'candidate', errors: [409, 429, 503] },
  verifyMobile: { method: 'POST', path: '/api/verify/mobile', access: 'candidate', errors: [409, 429, 503] },
  uploadResume: { method: 'POST', path: '/api/upload/resume', access: 'candidate', errors: [429, 503] },
  uploadProfilePhoto: { method: 'POST', path: '/api/upload/profile_photo', access: 'candidate', errors: [429, 503] },
  getProfileTerms: { method: 'GET', path: '/api/profile/terms', access: 'candidate' },
  updateProfileTerms: { method: 'PUT', path: '/api/profile/terms', access: 'candidate' },
} satisfies OperationsFor<typeof profileSchemas>;
export const profileOperations: TypedOperations<typeof operations, typeof profileSchemas> = operations;
