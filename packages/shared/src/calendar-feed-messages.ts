/**
 * REC-32 (docs/decisions/051): the interview reminders (24 hours and one hour before) and a team member's
 * private calendar feed: the texts of the e-mails, of the feed's events and of the settings page.
 */

import { INTERVIEW_CHANGE_HOURS } from './interview-slots.js';

/** How long before an interview each reminder goes out, in hours. */
export const INTERVIEW_REMINDER_HOURS = { '24h': 24, '1h': 1 } as const;

/** How far back the calendar feed lists interviews (days); every later one is in it. */
export const CALENDAR_FEED_DAYS_BACK = 30;

export const INTERVIEW_REMINDER_MAIL = {
  candidateSubject: (jobTitle: string, hours: number) =>
    `Reminder: your interview for ${jobTitle} ${hours === 1 ? 'starts in one hour' : `is in ${hours} hours`}`,
  candidateIntro: (jobTitle: string, hours: number) =>
    `A reminder: your interview for ${jobTitle} ${hours === 1 ? 'starts in one hour' : `is in ${hours} hours`}.`,
  candidateAfter: `Need another time? You can move or cancel the interview up to ${INTERVIEW_CHANGE_HOURS} hours before it starts.`,
  candidateButton: 'See your interview',
  teamSubject: (candidateName: string, jobTitle: string, hours: number) =>
    `Reminder: interview with ${candidateName} for ${jobTitle} ${hours === 1 ? 'in one hour' : `in ${hours} hours`}`,
  teamIntro: (candidateName: string, jobTitle: string, hours: number) =>
    `A reminder: your interview with ${candidateName} for ${jobTitle} ${hours === 1 ? 'starts in one hour' : `is in ${hours} hours`}.`,
  teamButton: 'See the applicant',
  when: 'When',
  meetingLink: 'Meeting link',
  place: 'Place',
  /** The zone line under the time when the reader's zone was not known. */
  zoneUnknown: 'Your time zone is not set in your profile, so the time is shown in UTC.',
  teamZoneUnset: 'Choose your time zone in Settings to see reminders in your own time.',
  footer: 'You get this reminder because you take part in this interview. Reminders go 24 hours and one hour before it.',
} as const;

export const CALENDAR_FEED_MESSAGES = {
  legend: 'Your interviews in your calendar',
  intro: `A private calendar feed of the interviews you organise or take part in, from ${CALENDAR_FEED_DAYS_BACK} days back onwards. Add it to Outlook, Google Calendar or Apple Calendar as a subscribed calendar; they read it again every few hours.`,
  secret:
    'Anyone with this address can see your interviews and the candidates’ names: keep it to yourself. Make a new one if it got out; the old address stops working at once.',
  none: 'You have no calendar feed yet.',
  create: 'Make my calendar feed address',
  regenerate: 'Make a new address',
  revoke: 'Turn the feed off',
  urlLabel: 'Your calendar feed address',
  shownOnce: 'Copy it now: for your safety it is shown only this once. You can always make a new one.',
  copy: 'Copy address',
  copied: 'Copied.',
  copyFailed: 'Copying did not work; select the address and copy it yourself.',
  active: (createdOn: string) => `Your feed is on. Its address was made on ${createdOn}.`,
  lastRead: (readOn: string) => `A calendar last read it on ${readOn}.`,
  neverRead: 'No calendar has read it yet.',
  created: 'Your new calendar feed address is ready.',
  revoked: 'Your calendar feed is off. Its address no longer works.',
  failed: 'That did not work. Please try again.',
  notFound: 'There is no such calendar feed.',
  /** The calendar's own name in the reader's app. */
  calendarName: (companyName: string) => `${companyName} interviews`,
  /** An event's title: the feed is a recruiter's tool, so it names the candidate. */
  eventTitle: (candidateName: string, jobTitle: string) => `Interview: ${candidateName} (${jobTitle})`,
  eventDescription: (link: string) => `The applicant: ${link}`,
} as const;

export const TIME_ZONE_SETTING_MESSAGES = {
  label: 'Your time zone',
  hint: 'Interview invitations and reminders show times in this zone. Unset, they use the zone each interview was scheduled in.',
  unset: 'Not set',
  invalid: 'Choose a time zone from the list',
} as const;
