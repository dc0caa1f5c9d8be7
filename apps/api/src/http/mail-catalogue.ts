import {
  APPLICATION_STATUSES,
  applicationInterviewPath,
  zonedTime,
  jobPath,
  profileTabPath,
  recruiterApplicantPath,
  reportsRangePath,
  resetPasswordPath,
  routePath,
  type LaterStatus,
} from '@careers/shared';
import { loginCodeEmail, passwordResetEmail, teamInvitationEmail, verificationCodeEmail } from '../domains/accounts/index.js';
import type { OutgoingMail } from '../platform/mail/mailer.js';
import {
  applicationStatusEmail,
  candidateReminderEmail,
  teamReminderEmail,
  conversationMessageEmail,
  conversationReplyEmail,
  interviewMovedEmail,
  interviewChangeEmail,
  slotsOfferedEmail,
  newApplicationEmail,
  interviewCalendar,
  offerAnswerEmail,
  offerEmail,
  referralHiredEmail,
  watchDigestEmail,
  weeklySummaryEmail,
  type InterviewMailDetails,
} from '../domains/applications/index.js';
import type { MailKind } from '../platform/db/schema/mail.js';
import { jobAlertConfirmEmail, jobAlertEmail, type AlertSearchWords } from '../domains/job-alerts/index.js';
import { accountDeletedEmail, retentionAnonymisedEmail, retentionWarningEmail } from '../domains/privacy/index.js';

/**
 * Every e-mail the product sends, each with sample data (docs/decisions/023): `npm run mail:preview`
 * writes them all to files, and test/http/mail-catalogue.test.ts renders each one and checks that no
 * e-mail function in src/ and no mail kind (`MAIL_KINDS`) is missing here. Not part of the server.
 */

/**
 * The words a person typed (names, job titles, a job's location): the test swaps in hostile ones. A job
 * alert's search text is not among them: no e-mail quotes it (ALR-8).
 */
export interface SampleTexts {
  firstName: string;
  lastName: string;
  jobTitle: string;
  location: string;
}

/** Made up, like every address below (example domains, no real person). */
export const SAMPLE_TEXTS: SampleTexts = {
  firstName: 'Priya',
  lastName: 'Raman',
  jobTitle: 'Azure Cloud Architect',
  location: 'Remote (India)',
};

const COMPANY = 'Northwind Cloud Services';
const SITE = 'https://careers.northwind.example';
const CANDIDATE = 'priya.raman@example.in';
const RECRUITER = 'anna.schmidt@northwind.example';
/** A token's shape (43 characters of base64url), not a real one. */
const TOKEN = 'Xq3vN8kLr2TzW5yHc7JmPb4GdFs9AeU1oRi6KtYwVn0';
const INTERVIEW_AT = new Date('2026-12-08T09:30:00Z');

export interface MailSample {
  /** Its files: mail-preview/<name>.html and .txt. */
  name: string;
  kind: MailKind;
  /** The e-mail's definition, the function its caller uses. */
  email: (input: never) => OutgoingMail;
  render: (texts: SampleTexts) => OutgoingMail;
}

const sample = <Input>(
  name: string,
  kind: MailKind,
  email: (input: Input) => OutgoingMail,
  input: (t: SampleTexts) => NoInfer<Input>,
): MailSample => ({
  name,
  kind,
  email,
  render: (texts) => email(input(texts)),
});

const interview = (t: SampleTexts, sequence: number, startsAt: Date): InterviewMailDetails => {
  const meetingUrl = 'https://meet.northwind.example/interview/ncs-4821';
  return {
    startsAt,
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    meetingUrl,
    calendar: interviewCalendar({
      uid: `5d0c1f8e-2b6a-4c1e-9a57-0f3e8d2c7b14@careers.northwind.example`,
      sequence,
      startsAt,
      durationMinutes: 45,
      meetingUrl,
      title: `Interview: ${t.jobTitle} (${COMPANY})`,
      description: `Your interview for ${t.jobTitle}. Join at ${meetingUrl}`,
      organizer: { name: 'Anna Schmidt', email: RECRUITER },
      attendee: { name: t.firstName, email: CANDIDATE },
      now: new Date('2026-11-26T10:00:00Z'),
    }),
  };
};

const statusInput = (t: SampleTexts, status: LaterStatus) => ({
  to: CANDIDATE,
  firstName: t.firstName,
  jobTitle: t.jobTitle,
  status,
  link: `${SITE}${profileTabPath('applied')}`,
  companyName: COMPANY,
});

const statusSample = (status: LaterStatus) =>
  sample(`application-status-${status.replace(/_/g, '-')}`, 'application-status', applicationStatusEmail, (t) => statusInput(t, status));

const applicant = (t: SampleTexts, applicationId: number, jobTitle = t.jobTitle) => ({
  candidateName: `${t.firstName} ${t.lastName}`,
  jobTitle,
  link: `${SITE}${recruiterApplicantPath(12, applicationId)}`,
});

const alertJobs = (t: SampleTexts) => [
  { title: t.jobTitle, location: t.location, link: `${SITE}${jobPath(12)}` },
  { title: 'Microsoft Intune Engineer', location: 'Remote (Philippines)', link: `${SITE}${jobPath(15)}` },
  { title: 'Microsoft 365 Security Consultant', location: 'Remote (Vietnam)', link: `${SITE}${jobPath(17)}` },
];

/** An alert's search as its e-mails may name it (ALR-8). */
/** An alert's search words; PUB-20's filters (ALR-9) unused unless given. */
const alertSearch = (words: Omit<AlertSearchWords, 'minPay' | 'workFrom' | 'skills'> & Partial<AlertSearchWords>): AlertSearchWords => ({
  minPay: null,
  workFrom: null,
  skills: [],
  ...words,
});

const alertLinks = {
  unsubscribeApiUrl: `${SITE}/api/job-alerts/unsubscribe?token=${TOKEN}`,
  unsubscribePageUrl: `${SITE}${routePath('jobAlertLink')}?unsubscribe=${TOKEN}`,
};

export const MAIL_CATALOGUE: readonly MailSample[] = [
  sample('verification-code', 'signup-code', verificationCodeEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    code: '482910',
    minutes: 10,
    companyName: COMPANY,
  })),
  sample('login-code', 'login-code', loginCodeEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    code: '305718',
    minutes: 10,
    forgotPasswordLink: `${SITE}${routePath('forgotPassword')}`,
    companyName: COMPANY,
  })),
  sample('password-reset', 'password-reset', passwordResetEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    link: `${SITE}${resetPasswordPath(TOKEN)}`,
    minutes: 30,
    companyName: COMPANY,
  })),
  sample('team-invitation', 'team-invitation', teamInvitationEmail, (t) => ({
    to: 'ravi.kumar@northwind.example',
    firstName: t.firstName,
    invitedBy: 'Anna Schmidt',
    roleName: 'a recruiter',
    link: `${SITE}${resetPasswordPath(TOKEN)}`,
    hours: 72,
    companyName: COMPANY,
  })),
  // One for each status a recruiter can move an application to: each says something of its own.
  ...APPLICATION_STATUSES.filter((s): s is LaterStatus => s !== 'applied' && s !== 'withdrawn').map(statusSample),
  sample('interview-booked', 'interview-update', applicationStatusEmail, (t) => ({
    ...statusInput(t, 'interview'),
    interview: interview(t, 0, INTERVIEW_AT),
  })),
  sample('interview-moved', 'interview-update', interviewMovedEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    link: `${SITE}${profileTabPath('applied')}`,
    companyName: COMPANY,
    interview: interview(t, 1, new Date('2026-12-09T13:00:00Z')),
  })),
  // REC-30, REC-31, APP-13: offered times, and a booking, a move and a cancellation on each side's clock.
  sample('interview-times', 'interview-times', slotsOfferedEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    candidateZone: 'Asia/Kolkata',
    slots: ['2027-03-26T09:00:00Z', '2027-03-29T08:00:00Z'].map((at) => ({
      candidate: zonedTime(new Date(at), 45, 'Asia/Kolkata'),
      recruiter: zonedTime(new Date(at), 45, 'Europe/Zurich'),
    })),
    link: `${SITE}${applicationInterviewPath(311)}`,
    companyName: COMPANY,
  })),
  ...(['booked', 'moved', 'cancelled'] as const).flatMap((change) =>
    (['candidate', 'team'] as const).map((side) =>
      sample(`interview-${change}-${side}`, 'interview-update', interviewChangeEmail, (t) => {
        const candidateTime = zonedTime(INTERVIEW_AT, 45, 'Asia/Kolkata');
        const recruiterTime = zonedTime(INTERVIEW_AT, 45, 'Europe/Zurich');
        return {
          to: side === 'candidate' ? CANDIDATE : RECRUITER,
          side,
          firstName: side === 'candidate' ? t.firstName : null,
          candidateName: `${t.firstName} ${t.lastName}`,
          jobTitle: t.jobTitle,
          change,
          yours: side === 'candidate' ? candidateTime : recruiterTime,
          theirs: side === 'candidate' ? recruiterTime : candidateTime,
          meetingUrl: 'https://meet.northwind.example/interview/ncs-4821',
          place: null,
          reason: change === 'cancelled' ? 'The interviewer is ill; we will offer new times.' : null,
          link: side === 'candidate' ? `${SITE}${applicationInterviewPath(311)}` : `${SITE}${recruiterApplicantPath(42, 311)}`,
          companyName: COMPANY,
          calendar: {
            method: change === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
            content: interview(t, 1, INTERVIEW_AT).calendar,
          },
        };
      }),
    ),
  ),
  // REC-32 (docs/decisions/051): the reminders, each in its reader's zone: the candidate's profile zone, a
  // candidate without one in UTC (named), a recruiter in the zone of their settings.
  sample('interview-reminder-candidate', 'interview-reminder', candidateReminderEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    hours: 24,
    startsAt: INTERVIEW_AT,
    durationMinutes: 45,
    meetingUrl: 'https://meet.northwind.example/interview/ncs-4821',
    place: null,
    link: `${SITE}${applicationInterviewPath(311)}`,
    companyName: COMPANY,
    timeZone: 'Asia/Kolkata',
  })),
  sample('interview-reminder-candidate-no-zone', 'interview-reminder', candidateReminderEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    hours: 1,
    startsAt: INTERVIEW_AT,
    durationMinutes: 45,
    meetingUrl: null,
    place: 'Northwind Cloud Services, Bahnhofstrasse 10, 8001 Zürich',
    link: `${SITE}${applicationInterviewPath(311)}`,
    companyName: COMPANY,
    timeZone: null,
  })),
  sample('interview-reminder-team', 'interview-reminder', teamReminderEmail, (t) => ({
    to: RECRUITER,
    firstName: 'Anna',
    candidateName: `${t.firstName} ${t.lastName}`,
    jobTitle: t.jobTitle,
    hours: 1,
    startsAt: INTERVIEW_AT,
    durationMinutes: 45,
    meetingUrl: 'https://meet.northwind.example/interview/ncs-4821',
    place: null,
    link: `${SITE}${recruiterApplicantPath(42, 311)}`,
    companyName: COMPANY,
    timeZone: 'Europe/Zurich',
    interviewTimeZone: 'Europe/Zurich',
  })),
  sample('new-application', 'new-application', newApplicationEmail, (t) => ({
    to: RECRUITER,
    ...applicant(t, 311),
    companyName: COMPANY,
  })),
  sample('conversation-message', 'conversation-message', conversationMessageEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    text: `Dear ${t.firstName},\n\nThank you for applying. Could you tell us when you could start? Our project brief is at https://northwind.example/briefs/azure-landing-zone (two pages)\n\nKind regards,\nAnna`,
    link: `${SITE}${profileTabPath('applied')}`,
    companyName: COMPANY,
  })),
  sample('conversation-reply', 'conversation-reply', conversationReplyEmail, (t) => ({
    to: RECRUITER,
    ...applicant(t, 311),
    text: 'I could start on the 1st of next month. My portfolio: https://example.in/priya',
    companyName: COMPANY,
  })),
  // REC-33, APP-14 (docs/decisions/050): the offer with its letter attached (a sample's bytes), and the answer to the team.
  sample('offer', 'offer', offerEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    jobTitle: t.jobTitle,
    companyName: COMPANY,
    rate: { amount: 65_000, currency: 'EUR', unit: 'day' as const },
    startDate: '1 January 2027',
    expires: 'Friday 18 December 2026, 23:30 (Asia/Kolkata); Friday 18 December 2026, 19:00 (Europe/Zurich)',
    link: `${SITE}${profileTabPath('applied')}#offer-311`,
    letter: {
      filename: 'offer-12-v1.pdf',
      contentType: 'application/pdf',
      contentBase64: Buffer.from('%PDF-1.7 sample').toString('base64'),
    },
  })),
  sample('offer-accepted', 'offer-answer', offerAnswerEmail, (t) => ({
    to: RECRUITER,
    candidateName: `${t.firstName} ${t.lastName}`,
    jobTitle: t.jobTitle,
    companyName: COMPANY,
    link: `${SITE}${recruiterApplicantPath(17, 311)}`,
    answer: { accepted: true as const, when: 'Monday 14 December 2026, 10:05 (UTC)' },
  })),
  sample('offer-declined', 'offer-answer', offerAnswerEmail, (t) => ({
    to: RECRUITER,
    candidateName: `${t.firstName} ${t.lastName}`,
    jobTitle: t.jobTitle,
    companyName: COMPANY,
    link: `${SITE}${recruiterApplicantPath(17, 311)}`,
    answer: { accepted: false as const, reason: 'I accepted another engagement that starts earlier.' },
  })),
  sample('referral-hired', 'referral-hired', referralHiredEmail, (t) => ({
    to: 'rahul.verma@northwind.example',
    referrerFirstName: 'Rahul',
    jobTitle: t.jobTitle,
    companyName: COMPANY,
  })),
  sample('watch-digest', 'watch-digest', watchDigestEmail, (t) => ({
    to: RECRUITER,
    applications: [applicant(t, 311), { ...applicant(t, 314, 'Microsoft Intune Engineer'), candidateName: 'Arjun Mehta' }],
    companyName: COMPANY,
  })),
  // REC-42: figures only; the sources are keys as recorded (a utm_source a visitor's link carried, a
  // referring domain, 'direct'): typed by whoever made the link, so the test's hostile text stands in for one.
  sample('weekly-summary', 'weekly-summary', weeklySummaryEmail, (t) => ({
    to: RECRUITER,
    weekFrom: '2026-11-16',
    weekTo: '2026-11-22',
    numbers: {
      applications: 42,
      hires: 2,
      stuck: 7,
      stuckDays: 14,
      topSources: [
        { source: 'linkedin', applications: 18, hires: 1 },
        { source: 'direct', applications: 12, hires: 1 },
        { source: t.lastName.toLowerCase(), applications: 5, hires: 0 },
      ],
    },
    reportLink: `${SITE}${reportsRangePath('2026-11-16', '2026-11-22')}`,
    companyName: COMPANY,
  })),
  sample('job-alert-confirm', 'job-alert-confirm', jobAlertConfirmEmail, (t) => ({
    to: CANDIDATE,
    // Keywords and a category, type and location from the catalogue, a department no open job carries.
    search: alertSearch({
      keywords: true,
      category: 'Microsoft Cloud',
      type: 'Freelance',
      department: 'described',
      location: { named: t.location },
      // ALR-9: a minimum pay (its amount never named), the country the candidate works from, skills.
      minPay: { currency: 'INR', unit: 'day' },
      workFrom: 'PH',
      skills: ['Microsoft Intune', 'Windows Autopilot'],
    }),
    link: `${SITE}${routePath('jobAlertLink')}?confirm=${TOKEN}`,
    companyName: COMPANY,
  })),
  sample('job-alert-instant', 'job-alert', jobAlertEmail, (t) => ({
    to: CANDIDATE,
    search: alertSearch({ keywords: true, category: null, type: null, department: null, location: { named: t.location } }),
    digest: false,
    jobs: alertJobs(t).slice(0, 1),
    ...alertLinks,
    companyName: COMPANY,
  })),
  sample('job-alert-digest', 'job-alert', jobAlertEmail, (t) => ({
    to: CANDIDATE,
    search: alertSearch({
      keywords: false,
      category: 'Security',
      type: 'Full-time',
      department: { named: 'Cloud Engineering' },
      location: 'described',
    }),
    digest: true,
    jobs: alertJobs(t),
    ...alertLinks,
    companyName: COMPANY,
  })),
  sample('account-deleted', 'account-deleted', accountDeletedEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    companyName: COMPANY,
  })),
  sample('retention-warning', 'retention-warning', retentionWarningEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    companyName: COMPANY,
    siteUrl: SITE,
    months: 24,
    anonymiseOn: new Date('2026-12-26T02:30:00Z'),
  })),
  sample('retention-anonymised', 'retention-anonymised', retentionAnonymisedEmail, (t) => ({
    to: CANDIDATE,
    firstName: t.firstName,
    companyName: COMPANY,
    months: 24,
  })),
];
