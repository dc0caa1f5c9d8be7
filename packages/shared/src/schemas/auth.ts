import { z } from 'zod';
import { FIELD_MESSAGES as M, INPUT_MESSAGES } from '../messages.js';
import { NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, USER_ROLES } from '../constants.js';
import { isCommonPassword } from '../common-passwords.js';
import { errorResponseSchema, text } from './common.js';

export const emailSchema = text({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/**
 * Letters of any script (with their combining marks, which Indian scripts need), spaces, and the
 * hyphens, apostrophes and periods real names carry. Markup, digits and SQL punctuation are refused.
 */
const SIGNUP_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

const signupName = (required: string, max: string, characters: string) =>
  text({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(NAME_MAX, { error: max, abort: true })
    .regex(SIGNUP_NAME, characters);

/**
 * Sign-up and reset passwords (ACC-3, ACC-11): the 8..128 length policy, then not a common
 * password. The list holds only passwords the length rules let through, so a password gets one of
 * the two kinds of message, never both. It must be loaded before parsing (`loadCommonPasswords()`:
 * the API before it listens, the browser forms before they validate).
 */
export const newPasswordSchema = text({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN, M.passwordMin)
  .max(PASSWORD_MAX, M.passwordMax)
  .refine((password) => !isCommonPassword(password), INPUT_MESSAGES.passwordCommon);

/** Login only checks presence; the length cap keeps hashing cheap. */
export const passwordSchema = text({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .max(PASSWORD_MAX, M.passwordMax);

export const otpSchema = text({ error: M.otpRequired })
  .min(1, { error: M.otpRequired, abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpSixDigits);

/** ACC-4's signup payload: username (the email), password, first_name, last_name. */
export const signupSchema = z
  .object({
    first_name: signupName(M.firstNameRequired, M.firstNameMaxSignup, M.firstNameCharactersSignup),
    last_name: signupName(M.lastNameRequired, M.lastNameMaxSignup, M.lastNameCharactersSignup),
    username: emailSchema,
    password: newPasswordSchema,
  })
  .strict();
export type SignupRequest = z.input<typeof signupSchema>;

export const verifySignupSchema = signupSchema.extend({ otp: otpSchema }).strict();
export type VerifySignupRequest = z.input<typeof verifySignupSchema>;

export const resendCodeSchema = z.object({ username: emailSchema }).strict();

/**
 * ACC-9's payload; `otp` only once the account needs the e-mailed login code as well (ACC-19,
 * docs/decisions/030).
 */
export const loginSchema = z.object({ username: emailSchema, password: passwordSchema, otp: otpSchema.optional() }).strict();
export type LoginRequest = z.input<typeof loginSchema>;

/**
 * ACC-19 (docs/decisions/030): why a login was refused, when the client must act on it: the account has
 * had too many wrong passwords within the hour, so the password is checked only together with the
 * one-time code e-mailed to the owner (`login_code_required`, also when the code given has expired), or
 * the code given is not the one e-mailed (`login_code_incorrect`). A wrong password has no code.
 */
export const LOGIN_REFUSALS = ['login_code_required', 'login_code_incorrect'] as const;
export type LoginRefusal = (typeof LOGIN_REFUSALS)[number];

/** Login's 401: the error shape, with ACC-9's `msg` and ACC-19's `code` when a code is needed. */
export const loginRefusalSchema = errorResponseSchema.extend({ code: z.enum(LOGIN_REFUSALS).optional() });
export type LoginRefusalResponse = z.infer<typeof loginRefusalSchema>;

export const forgotPasswordSchema = z.object({ username: emailSchema }).strict();
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

const confirmsNewPassword = (v: { new_password: string; confirm_new_password: string }) => v.new_password === v.confirm_new_password;
const passwordFields = {
  new_password: newPasswordSchema,
  confirm_new_password: text({ error: M.confirmPasswordRequired })
    .min(1, { error: M.confirmPasswordRequired, abort: true })
    .max(PASSWORD_MAX, M.passwordMax),
};
const mismatch = { message: M.passwordsDoNotMatch, path: ['confirm_new_password'] };

/** ACC-11's form: New Password and Confirm New Password with ACC-11's confirm rules. */
export const resetPasswordFormSchema = z.object(passwordFields).strict().refine(confirmsNewPassword, mismatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** ACC-11's reset payload: the form plus the token from the e-mailed link (ACC-12: 32 bytes, base64url). */
export const resetPasswordSchema = z
  .object({
    token: text({ error: 'Reset token is missing.' })
      .min(1, { error: 'Reset token is missing.', abort: true })
      .max(200, 'Invalid request or token is expired.'),
    ...passwordFields,
  })
  .strict()
  .refine(confirmsNewPassword, mismatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

export const userSummarySchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  message: z.string(),
  user_details: userSummarySchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/session: who the stored access token belongs to. */
export const sessionResponseSchema = z.object({ user_details: userSummarySchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
