import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

/**
 * ACC-3: a new password (sign-up, reset) may not be a common one. The list is
 * @zxcvbn-ts/language-common's ~49,000 most used passwords, most frequent first (its top 10,000
 * hold `password` and `12345678`), compared without regard to case. It is ~400 KB of text, so it is
 * loaded on demand: the API once before it takes requests, the browser only in the sign-up and reset
 * forms (its own chunk, never the landing route's). Only entries that pass the length rules are
 * kept: a password too short or too long gets that rule's message and never this one.
 */
let common: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => {
      common = new Set(
        dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX),
      );
    },
    (error: unknown) => {
      // A failed download (the browser offline) may be tried again by the next check.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the list holds the password. The list must be loaded first (a mistake otherwise, not a guess). */
export function isCommonPassword(password: string): boolean {
  if (!common) throw new Error('The common-password list is not loaded: await loadCommonPasswords() before checking a new password.');
  return common.has(password.toLowerCase());
}
