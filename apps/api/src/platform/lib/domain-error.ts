/**
 * What a refusal or failure means, in the domain's words. Services, workers and commands throw these;
 * only the HTTP edge (`http/lib/error-handler.ts`) turns a code into a status and headers, so nothing under
 * `domains/` or `platform/` speaks HTTP (eslint.config.js keeps it so).
 */
export const DOMAIN_ERROR_CODES = [
  /** The input breaks a rule (a past date, a wrong code, an empty file, a file of an unknown type). */
  'invalid',
  /** There is no signed-in account (any more) behind the call. */
  'unauthenticated',
  /** The caller is known but may not do this. */
  'forbidden',
  /** What the call names does not exist (or is not the caller's to see). */
  'not-found',
  /**
   * The input is well formed but cannot be taken as it is without the caller's explicit word (REC-33: a
   * rate outside the job's published range, unconfirmed; APP-14: a typed name that is not the account's).
   */
  'unprocessable',
  /** The call clashes with the current state (already applied, already verified, last admin, …). */
  'conflict',
  /** A file or the account's storage is over its limit. */
  'too-large',
  /** Too many calls or sends: try again after `retryAfterSeconds`. */
  'too-many',
  /** An outside system (storage, SMS, the database for the access log) failed: try again later. */
  'unavailable',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /** The input field the message is about, so a form can show it there. */
  field?: string | undefined;
  /** Seconds after which trying again may succeed ('too-many'; optionally 'unavailable'). */
  retryAfterSeconds?: number | undefined;
  /** The underlying failure, kept for the log (never shown to the caller). */
  cause?: unknown;
  /** Several problems at once (GEN-5: every field is checked), each with its field; the first is the message. */
  errors?: readonly { message: string; field?: string | undefined }[] | undefined;
}

/** A coded error whose message is meant for the person using the site (always a text of @careers/shared). */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly errors: readonly { message: string; field?: string | undefined }[] | undefined;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    { field, retryAfterSeconds, cause, errors }: DomainErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.errors = errors;
  }
}

export const invalid = (message: string, field?: string) => new DomainError('invalid', message, { field });
/** Several invalid fields at once: the first is the message and field, all of them in `errors`. */
export const invalidFields = (errors: readonly [{ message: string; field?: string }, ...{ message: string; field?: string }[]]) =>
  new DomainError('invalid', errors[0].message, { field: errors[0].field, errors: errors.length > 1 ? errors : undefined });
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string, field?: string) => new DomainError('forbidden', message, { field });
export const notFound = (message: string, field?: string) => new DomainError('not-found', message, { field });
export const unprocessable = (message: string, field?: string) => new DomainError('unprocessable', message, { field });
export const conflict = (message: string, field?: string) => new DomainError('conflict', message, { field });
export const tooLarge = (message: string, field?: string) => new DomainError('too-large', message, { field });
export const tooMany = (message: string, retryAfterSeconds: number, field?: string) =>
  new DomainError('too-many', message, { field, retryAfterSeconds });
/** `cause`: what failed underneath, for the log. */
export const unavailable = (message: string, cause: unknown, retryAfterSeconds?: number) =>
  new DomainError('unavailable', message, { cause, retryAfterSeconds });
