/** REC-13: the watchers' daily digest goes out at this UTC time (the API's schedule, the settings page's text). */
export const WATCH_DIGEST_TIME_UTC = '07:00';

/** REC-13 ("Told when someone applies"): a recruiter's settings page and the watchers' daily digest. */
export const RECRUITER_SETTINGS_MESSAGES = {
  title: 'Settings',
  applicationMailsLegend: 'New applications to the jobs you watch',
  each: 'Each by e-mail',
  eachHint: 'An e-mail as soon as someone applies.',
  daily: 'One daily digest',
  dailyHint: `One e-mail a day at ${WATCH_DIGEST_TIME_UTC} UTC listing the new applications since the last one; none when there are none.`,
  /** REC-13, REC-29 (docs/decisions/048): the choice covers new applications; a candidate's reply is always e-mailed at once. */
  repliesNote:
    'Replies from candidates in an application’s conversation always come by e-mail at once, whichever you choose: they wait for an answer.',
  /** REC-41: the weekly summary e-mail, opt-in. */
  weeklySummaryLegend: 'Weekly summary',
  weeklySummary: 'E-mail me a weekly summary',
  weeklySummaryHint:
    'Every Monday at 07:00 in your time zone below (UTC when you have not chosen one): last week’s applications, hires, stuck applications and top sources, with a link to the report.',
  save: 'Save settings',
  saved: 'Your settings are saved.',
  modeInvalid: "Choose 'each' or 'daily'",
  weeklySummaryInvalid: 'The weekly summary is either on (true) or off (false)',
  loading: 'Loading your settings...',
  loadFailed: 'Your settings could not be loaded.',
  saveFailed: 'Your settings could not be saved. Please try again.',
} as const;

/** The watchers' daily digest e-mail (REC-13): one line per new application, each linking to the applicant. */
export const WATCH_DIGEST_MAIL = {
  subject: (count: number) => `${count} new ${count === 1 ? 'application' : 'applications'} to the jobs you watch`,
  intro: (count: number) =>
    `${count === 1 ? 'One new application has' : `${count} new applications have`} come in to the jobs you watch since your last digest.`,
  line: (candidateName: string, jobTitle: string) => `${candidateName} applied for ${jobTitle}`,
  seeApplicant: 'See the applicant',
  footer:
    'You get this daily digest because you watch these jobs and chose one daily digest in your settings. Change it on the Settings page of the recruiter area.',
} as const;
