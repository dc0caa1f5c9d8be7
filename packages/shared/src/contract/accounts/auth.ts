import type { OperationsFor, TypedOperations } from '../operation.js';
import type { authSchemas } from './auth.schemas.js';

/**
 * ACC-4, ACC-9 to ACC-12, ACC-17: signing up, signing in and resetting a password, open to anyone, with
 * SPEC's legacy paths and shapes (`msg`, `access_token`, `user_details`) kept exactly. The signed-in
 * calls about a session are in `session.ts`.
 *
 * Public, so no access rule adds a 401 or 403; the failures listed are the ones the document has always
 * given these six calls: 401 a wrong e-mail or password at login and 403 a deactivated account (ACC-9,
 * REC-8), 404 no sign-up waiting or no such account, 409 a sign-up waiting or an account already made,
 * 429 ACC-17's limits and the resend wait (with Retry-After), 503 the database unavailable.
 */
const operations = {
  register: { method: 'POST', path: '/api/register', access: 'public', errors: [401, 403, 409, 429, 503] },
  resendCode: { method: 'POST', path: '/api/resend-code', access: 'public', errors: [401, 403, 404, 409, 429, 503] },
  verifySignup: { method: 'POST', path: '/api/verify', access: 'public', errors: [401, 403, 409, 429, 503] },
  login: { method: 'POST', path: '/api/login', access: 'public', errors: [401, 403, 409, 429, 503] },
  forgotPassword: { method: 'POST', path: '/api/forgot-password', access: 'public', errors: [401, 403, 404, 409, 429, 503] },
  resetPassword: { method: 'POST', path: '/api/reset-password', access: 'public', errors: [401, 403, 409, 429, 503] },
} satisfies OperationsFor<typeof authSchemas>;
export const authOperations: TypedOperations<typeof operations, typeof authSchemas> = operations;
