/** PRV: the texts and messages of the candidates' data rights (docs/product/privacy.md). */

/** PRV-1 and PRV-2: the privacy notice's links, and the profile's "Your data and privacy" card. */
export const PRIVACY_TEXTS = {
  footerLink: 'Privacy notice',
  /** Under the sign-up button, before the link. */
  signupBefore: 'By signing up you confirm that you have read our',
  signupLink: 'privacy notice',
  profileTitle: 'Your data and privacy',
  profileHint: 'What we keep about you, why, for how long, and your rights.',
  profileLink: 'Read the privacy notice',
  downloadData: 'Download my data',
  downloadingData: 'Preparing your data...',
  downloadHint:
    'A zip file with everything we hold about you: your profile, applications, drafts, saved jobs, consents and uploaded files.',
} as const;

export const PRIVACY_MESSAGES = {
  /** The account behind a valid session is gone (it was deleted a moment ago). */
  accountGone: 'This account no longer exists.',
  downloadFailed: 'We could not prepare your data. Please try again.',
} as const;

/** PRV-2: the export's file name, by the day it was made (the server's answer and the browser's save agree). */
export const dataExportFileName = (day: Date) => `my-data-${day.toISOString().slice(0, 10)}.zip`;
