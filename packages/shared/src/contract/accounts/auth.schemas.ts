import { messageResponseSchema } from '../../schemas/common.js';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginRefusalSchema,
  loginSchema,
  resendCodeSchema,
  resetPasswordSchema,
  signupSchema,
  verifySignupSchema,
} from '../../schemas/auth.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `auth.ts`. */
export const authSchemas = {
  register: {
    summary: 'Start a sign-up: e-mails a 6-digit code (ACC-4); a sign-up already waiting is not changed (409 for another password)',
    body: signupSchema,
    response: { 200: messageResponseSchema },
  },
  resendCode: {
    summary: 'E-mail a new sign-up code; the old one stops working (ACC-4). 429 with Retry-After within the wait',
    body: resendCodeSchema,
    response: { 200: messageResponseSchema },
  },
  verifySignup: {
    summary: 'Check the e-mailed code, create the account and sign in',
    body: verifySignupSchema,
    response: { 200: authResponseSchema },
  },
  login: {
    summary: 'Sign in; errors carry their text in msg too (ACC-9)',
    description:
      'ACC-19 (docs/decisions/030): once an account has had 20 wrong passwords within the hour, from any addresses, ' +
      'the password is checked only together with the 6-digit code e-mailed to the owner (`otp`). Until then the ' +
      'answer is 401 with `code: "login_code_required"` (the code is e-mailed, at most one every 10 minutes, ' +
      'and the same answer is given for an unknown e-mail), or `code: "login_code_incorrect"` for a wrong code.',
    body: loginSchema,
    response: { 200: authResponseSchema },
    failures: { 401: loginRefusalSchema },
  },
  forgotPassword: {
    summary: 'E-mail a single-use reset link valid 30 minutes (ACC-12)',
    body: forgotPasswordSchema,
    response: { 200: messageResponseSchema },
  },
  resetPassword: {
    summary: 'Set a new password with the e-mailed token; ends every session (ACC-12)',
    body: resetPasswordSchema,
    response: { 200: messageResponseSchema },
  },
} satisfies SchemaTable;
