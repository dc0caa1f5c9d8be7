/**
 * Every user-facing text that the product fixes (docs/product), character for character (GEN-1).
 * Field messages come from GEN-6, toast texts from GEN-1.
 */
export const FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMaxSignup: 'First name must be at most 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMaxSignup: 'Last name must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is required',
  // ACC-3's length policy on new passwords (our own wording, in the style of GEN-6).
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must not exceed 128 characters',
  // ACC-3: sign-up names refuse markup and punctuation (our wording).
  firstNameCharactersSignup: 'First name can only contain letters, spaces, hyphens, apostrophes and periods',
  lastNameCharactersSignup: 'Last name can only contain letters, spaces, hyphens, apostrophes and periods',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  otpRequired: 'OTP is required',
  otpSixDigits: 'OTP must be exactly 6 digits',
  firstNameMin: 'First name must be at least 2 characters',
  firstNameMax: 'First name must not exceed 50 characters',
  firstNameLetters: 'First name can only contain letters and spaces',
  lastNameMin: 'Last name must be at least 2 characters',
  lastNameMax: 'Last name must not exceed 50 characters',
  lastNameLetters: 'Last name can only contain letters and spaces',
  primaryMobileRequired: 'Primary mobile number is required',
  primaryMobileTenDigits: 'Primary mobile number must be exactly 10 digits',
  // GEN-6: two spaces before 'is' (GEN-1).
  primaryMobileCodeRequired: 'Primary mobile Number code  is required',
  secondaryMobileCodeRequired: 'Secondary mobile number code is required',
  secondaryMobileRequired: 'Secondary mobile number is required',
  secondaryMobileTenDigits: 'Secondary mobile number must be exactly 10 digits',
  presentAddressRequired: 'Present address is required',
  presentAddressMin: 'Present address must be at least 10 characters',
  presentAddressMax: 'Present address must not exceed 200 characters',
  permanentAddressRequired: 'Permanent address is required',
  permanentAddressMin: 'Permanent address must be at least 10 characters',
  permanentAddressMax: 'Permanent address must not exceed 200 characters',
  jobTitleRequired: 'Job title is required',
  companyRequired: 'Company is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  keyAchievementsMin: 'Key achievements must be at least 10 characters',
  keyAchievementsMax: 'Key achievements must not exceed 200 characters',
  degreeRequired: 'Degree is required',
  instituteRequired: 'Institute is required',
  specializationRequired: 'Specialization is required',
  startAfterEnd: 'Start date cannot be after the end date',
  startAfterToday: 'Start date cannot be after today',
  endBeforeStart: 'End date cannot be before the start date',
  endAfterToday: 'End date cannot be after today',
  resumeRequired: 'Resume is required',
  resumeType: 'Only PDF, DOC, and DOCX files are accepted',
  resumeSize: 'File size must be less than 1MB',
} as const;

/** GEN-6's pattern for length rules: '{Field} must be at least N characters' / '... must not exceed 200 characters'. */
export const minLengthMessage = (field: string, n: number) => `${field} must be at least ${n} characters`;
export const maxLengthMessage = (field: string, n: number) => `${field} must not exceed ${n} characters`;

/**
 * The API's own answers for accounts (ACC-4, ACC-12, ACC-13, ACC-17). Not fixed texts (GEN-1), but one place
 * so the server, the browser and the tests agree on them.
 */
export const AUTH_MESSAGES = {
  codeSent: 'We sent a 6-digit verification code to your email.',
  codeResent: 'We sent a new verification code to your email.',
  accountExists: 'An account with this email already exists. Please log in instead.',
  alreadyVerified: 'This email is already verified. Please log in.',
  noPendingSignup: 'No sign-up is waiting for this email. Please sign up again.',
  codeIncorrect: (triesLeft: number) => `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeVoid: 'This code was entered wrongly too many times. Request a new code.',
  codeExpired: 'This code has expired. Request a new code.',
  signupPasswordMismatch: 'The password does not match the one you signed up with. Please sign up again.',
  verified: 'Your email is verified and your account is ready.',
  invalidCredentials: 'Invalid email or password.',
  loggedOut: 'You have been logged out.',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  tooManyRequests: (retryAfterSeconds: number) => `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
  authMissing: 'Please log in to continue.',
  authInvalid: 'Your session is not valid. Please log in again.',
  authExpired: 'Your session has expired. Please log in again.',
  authRevoked: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have access to this.',
  resendCode: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  // docs/decisions/009
  signupPending:
    'A sign-up for this email is already waiting for its code. Enter the code we sent, or sign up again with the same password to get a new one.',
  resendWait: (seconds: number) => `Please wait ${formatWait(seconds)} before requesting a new code.`,
  signupVoid: 'The code was entered wrongly too many times, so this sign-up has stopped. Please sign up again.',
  // ACC-19, docs/decisions/030: the same words whether or not an account uses the address.
  loginCodeRequired:
    'For your security, signing in to this account needs a code as well as the password. If an account uses this email, we have e-mailed it a 6-digit code.',
  loginCodeExpired: 'That code has expired. If an account uses this email, we have e-mailed it a new 6-digit code.',
  loginCodeIncorrect: 'The code is incorrect. Check the latest sign-in e-mail from us and try again.',
} as const;

/** ACC-19: the login page's code step (docs/decisions/030). */
export const LOGIN_CODE_TEXTS = {
  title: 'Check your email',
  description: 'One more step to sign in.',
  sentTo: 'We e-mailed a 6-digit sign-in code to',
  why: 'There have been many failed attempts to sign in to this account, so we need to check that it is you. Enter the code with your password; it works once and expires in 10 minutes.',
  codeLegend: 'Sign-in code',
  submit: 'Login',
  busy: 'Logging in...',
  noMail: 'No email? Check your spam folder, or',
  resetPassword: 'reset your password',
  otherAccount: 'Use a different account',
} as const;

/**
 * GEN-6, GEN-12: answers to input the site cannot take. Not fixed texts (GEN-1); one place so that the API, the
 * browser forms and the tests agree on them.
 */
export const INPUT_MESSAGES = {
  /** NUL or half of a UTF-16 surrogate pair: PostgreSQL cannot store it, and no person types it. */
  textUnstorable:
    'This text contains a character that cannot be saved (a NUL character or a broken symbol). Please remove it and try again.',
  /** A new password found in the list of common passwords (sign-up and reset). */
  passwordCommon: 'This password is too common and easy to guess. Please choose a different one.',
  /** PATCH /api/user-details without `section`: fields of more than one section. */
  profileFieldsOfSeveralSections: (fields: string) =>
    `These fields belong to different profile sections: ${fields}. Save one section at a time.`,
  /** PATCH /api/user-details without `section`: no field of any section. */
  profileNoSectionFields: (fields: string) =>
    fields ? `Unknown field: ${fields}. Send the fields of one profile section.` : 'Send the fields of one profile section.',
  /** An upload whose multipart body is cut short or malformed. */
  uploadMalformed: 'The upload could not be read: the form data was incomplete or malformed. Please choose the file and try again.',
} as const;

/** The API's answers to INT-4's CRM calls; the browser does not show them. */
export const CRM_MESSAGES = {
  queued: 'Your details are queued for our recruitment CRM.',
  unchanged: 'Our recruitment CRM already has, or is about to get, your current details.',
  candidatesOnly: 'Only candidate accounts are kept in the recruitment CRM.',
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
