import { messageResponseSchema } from '../../schemas/common.js';
import {
  authResponseSchema,
  forgotPasswordSchema,
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
    body: loginSchema,
    response: { 200: authResponseSchema },
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
