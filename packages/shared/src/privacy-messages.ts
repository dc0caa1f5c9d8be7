import { PRIVACY_FOOTER_LINK } from './privacy-link.js';

/** PRV: the texts and messages of the candidates' data rights (docs/product/privacy.md). */

/** PRV-1 and PRV-2: the privacy notice's links, and the profile's "Your data and privacy" card. */
export const PRIVACY_TEXTS = {
  footerLink: PRIVACY_FOOTER_LINK,
  noticeLoading: 'Loading the privacy notice…',
  /** Under the sign-up button, before the link. */
  signupBefore: 'By signing up you confirm that you have read our',
  signupLink: 'privacy notice',
  profileTitle: 'Your data and privacy',
  profileHint: 'What we keep about you, why, for how long, and your rights.',
  profileLink: 'Read the privacy notice',
  downloadData: 'Download my data',
  downloadingData: 'Preparing your data...',
  accessesTitle: 'Who looked at my data',
  accessesEmpty: 'No recruiter has opened your profile or downloaded your files yet.',
  accessesLoading: 'Loading the record of accesses…',
  accessesCount: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'access' : 'accesses'}` : `The latest ${shown} of ${total} accesses`,
  /** What a recruiter did, as the candidate reads it. */
  accessKinds: {
    profile_view: 'Viewed your full profile',
    resume: 'Downloaded your resume',
    cv: 'Downloaded the CV of one of your applications',
    photo: 'Downloaded your photo',
    applicants_export: 'Exported the applicants of a job you applied to, including you',
    applicants_view: 'Viewed the applicants of a job you applied to, including you',
    messages_view: 'Read the messages on one of your applications',
    calendar_feed: 'Had your interview, with your name, in their calendar',
  },
  formerRecruiter: 'A former recruiter',
  downloadHint:
    'A zip file with everything we hold about you: your profile, applications, drafts, saved jobs, consents and uploaded files.',
} as const;

export const PRIVACY_MESSAGES = {
  /** The account behind a valid session is gone (it was deleted a moment ago). */
  accountGone: 'This account no longer exists.',
  downloadFailed: 'We could not prepare your data. Please try again.',
  /** PRV-4: DELETE /api/me. */
  deleteWrongPassword: 'The password is not correct. Your account has not been deleted.',
  deleteConfirmRequired: 'Type DELETE to confirm.',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'We could not delete your account. Please try again.',
} as const;

/** PRV-4: what a candidate types to confirm the deletion of their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** PRV-4: the name an anonymised application shows recruiters once its candidate deleted their account. */
export const DELETED_CANDIDATE_NAME = 'Deleted candidate';

/** PRV-4: the "Delete my account" action and its dialog. */
export const DELETE_ACCOUNT_TEXTS = {
  action: 'Delete my account',
  hint: 'Removes your profile, files, drafts, saved jobs, job alerts and sessions for good. Your applications stay with the recruiters, anonymised.',
  title: 'Delete your account?',
  warning:
    'This cannot be undone. Your profile, uploaded files, drafts, saved jobs and job alerts are removed, and you are signed out everywhere. Recruiters keep your applications only as "Deleted candidate", without your name, contact details or files, and with the texts of your messages removed.',
  passwordLabel: 'Your password',
  confirmLabel: 'Type DELETE to confirm',
  submit: 'Delete for good',
  submitting: 'Deleting…',
} as const;

/** PRV-2: the export's file name, by the day it was made (the server's answer and the browser's save agree). */
export const dataExportFileName = (day: Date) => `my-data-${day.toISOString().slice(0, 10)}.zip`;

/**
 * PRV-5: the e-mails of the retention of inactive accounts: the warning, sent once, 30 days before the
 * data is anonymised, and the notice that it was. `date` is the day of the anonymisation as words
 * ("22 December 2026"); `loginUrl` is the site's login page.
 */
export const RETENTION_EMAIL_TEXTS = {
  warningSubject: (companyName: string) => `Your ${companyName} careers account will be anonymised soon`,
  warningLines: (o: { companyName: string; months: number; date: string; loginUrl: string }) => [
    `You have not used your ${o.companyName} careers account for a long time. We keep the data of an account that is not used for ${o.months} months only until then.`,
    `If you do nothing, on or soon after ${o.date} we will anonymise your account: we remove your profile, your uploaded files, your drafts, your saved jobs, your job alerts and every session. Recruiters keep your applications only as "Deleted candidate", without your name, contact details or files, and with the texts of your messages removed.`,
    `To keep your account, simply sign in before then: ${o.loginUrl}`,
  ],
  anonymisedSubject: (companyName: string) => `Your ${companyName} careers account has been anonymised`,
  anonymisedLines: (o: { companyName: string; months: number }) => [
    `Your ${o.companyName} careers account was not used for ${o.months} months, so we have anonymised it, as we told you by e-mail a month ago.`,
    'We removed your profile, your uploaded files, your drafts, your saved jobs, your job alerts and every session. Recruiters keep your applications only as "Deleted candidate", without your name, contact details or files, and with the texts of your messages removed.',
    'This is the last e-mail we send to this address. You are welcome to sign up again at any time as a new candidate.',
  ],
} as const;

/**
 * PRV-3's list on its own (a separate constant, so the landing route's bundle, which carries PRIVACY_TEXTS,
 * does not): its hint, and a list of a job's applicants that carried the candidate's row in the words of
 * the admins' access log (docs/decisions/033): "Viewed the applicants of “Intune Engineer”".
 */
export const WHO_LOOKED_TEXTS = {
  hint: 'Every time one of our recruiters opened your full profile, downloaded your files, or viewed or exported the applicants of a job you applied to, with their name and the time.',
  listAccess: {
    applicants_view: (job: string) => `Viewed the applicants of “${job}”`,
    applicants_export: (job: string) => `Exported the applicants of “${job}” (CSV)`,
  },
} as const;
