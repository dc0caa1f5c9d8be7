import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { APPLICATION_STEP_LABELS, WATCH_DIGEST_MAIL as D, type LaterStatus } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../../platform/lib/escape.js';
import { button, greeting, greetingHtml, layout } from '../../platform/mail/layout-legacy.js';

/** What each new status means for the candidate, in a sentence or two. */
const NEWS: Record<LaterStatus, string> = {
  under_review: 'A recruiter is now reviewing your application.',
  interview: 'You have moved to the interview stage. A recruiter will contact you to arrange it.',
  offer: 'Good news: we would like to make you an offer. A recruiter will be in touch with the details.',
  hired: 'Congratulations, you are hired! A recruiter will be in touch about your start.',
  not_selected:
    'Thank you for your interest. After careful consideration we will not be moving forward with your application for this role. We encourage you to apply to other openings that match your skills.',
};

/** Issue 14: an interview as the e-mail states it (the calendar part carries it for the calendar). */
export interface InterviewMailDetails {
  startsAt: Date;
  timeZone: string;
  durationMinutes: number;
  meetingUrl: string;
  calendar: string;
}

/** When, in the recruiter's zone and in UTC: the candidate's calendar shows it in their own zone. */
const when = (i: InterviewMailDetails) =>
  `${format(new TZDate(i.startsAt, i.timeZone), 'EEEE d MMMM yyyy, HH:mm')} (${i.timeZone}; ${format(new TZDate(i.startsAt, 'UTC'), 'HH:mm')} UTC), ${i.durationMinutes} minutes`;

const interviewLines = (i: InterviewMailDetails) => [`When: ${when(i)}`, `Meeting link: ${i.meetingUrl}`];
const interviewHtml = (i: InterviewMailDetails) =>
  `<p style="margin:0 0 12px"><strong>When:</strong> ${escapeHtml(when(i))}<br><strong>Meeting link:</strong> <a href="${escapeHtml(i.meetingUrl)}">${escapeHtml(i.meetingUrl)}</a></p>`;

/** REC-6: the candidate hears of every move along the timeline; a scheduled interview comes as an invitation. */
export function applicationStatusEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  status: LaterStatus;
  link: string;
  companyName: string;
  interview?: InterviewMailDetails;
}): OutgoingMail {
  const step = APPLICATION_STEP_LABELS[o.status];
  const news = o.interview
    ? 'You have moved to the interview stage. Your interview is booked; the invitation is attached for your calendar.'
    : NEWS[o.status];
  const subject = `Your application for ${o.jobTitle}: ${step}`;
  const text = [
    greeting(o.firstName),
    '',
    `Your application for ${o.jobTitle} is now at: ${step}.`,
    news,
    ...(o.interview ? interviewLines(o.interview) : []),
    '',
    `Follow your application under Applied Jobs in your profile: ${o.link}`,
    '',
    `${o.companyName}`,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml(o.firstName)}
<p style="margin:0 0 12px">Your application for <strong>${escapeHtml(o.jobTitle)}</strong> is now at: <strong>${escapeHtml(step)}</strong>.</p>
<p style="margin:0 0 12px">${escapeHtml(news)}</p>
${o.interview ? interviewHtml(o.interview) : ''}
${button(o.link, 'See your applications')}`,
  );
  return {
    to: o.to,
    subject,
    text,
    html,
    outboxNotice: `application status for ${o.to}: ${o.jobTitle} -> ${step}`,
    ...(o.interview ? { calendar: { method: 'REQUEST' as const, content: o.interview.calendar } } : {}),
  };
}

/** Issue 14: the interview was moved; the updated invitation (same UID, higher SEQUENCE) replaces the old one. */
export function interviewMovedEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  companyName: string;
  interview: InterviewMailDetails;
}): OutgoingMail {
  const subject = `Your interview for ${o.jobTitle} has moved`;
  const text = [
    greeting(o.firstName),
    '',
    `Your interview for ${o.jobTitle} has moved. The updated invitation is attached for your calendar.`,
    ...interviewLines(o.interview),
    '',
    `Follow your application under Applied Jobs in your profile: ${o.link}`,
    '',
    o.companyName,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml(o.firstName)}
<p style="margin:0 0 12px">Your interview for <strong>${escapeHtml(o.jobTitle)}</strong> has moved. The updated invitation is attached for your calendar.</p>
${interviewHtml(o.interview)}
${button(o.link, 'See your applications')}`,
  );
  return {
    to: o.to,
    subject,
    text,
    html,
    outboxNotice: `interview moved for ${o.to}: ${o.jobTitle}`,
    calendar: { method: 'REQUEST', content: o.interview.calendar },
  };
}

/** Issue 14: a job's watcher hears of each new application, with a link straight to the applicant. */
export function newApplicationEmail(o: {
  to: string;
  candidateName: string;
  jobTitle: string;
  link: string;
  companyName: string;
}): OutgoingMail {
  const subject = `New application for ${o.jobTitle}: ${o.candidateName}`;
  const text = [
    `${o.candidateName} has applied for ${o.jobTitle}.`,
    '',
    `See the applicant: ${o.link}`,
    '',
    'You get this e-mail because you watch this job. Unwatch it on the Posted jobs page to stop these e-mails.',
  ].join('\n');
  const html = layout(
    o.companyName,
    `<p style="margin:0 0 12px"><strong>${escapeHtml(o.candidateName)}</strong> has applied for <strong>${escapeHtml(o.jobTitle)}</strong>.</p>
${button(o.link, 'See the applicant')}
<p style="margin:0 0 12px;font-size:13px">You get this e-mail because you watch this job. Unwatch it on the Posted jobs page to stop these e-mails.</p>`,
  );
  return { to: o.to, subject, text, html, outboxNotice: `new application for ${o.jobTitle}: ${o.link}` };
}

/** Issue 14: a watcher on the daily digest gets one e-mail listing the new applications, each linking to the applicant. */
export function watchDigestEmail(o: {
  to: string;
  applications: { candidateName: string; jobTitle: string; link: string }[];
  companyName: string;
}): OutgoingMail {
  const count = o.applications.length;
  const text = [
    D.intro(count),
    '',
    ...o.applications.flatMap((a) => [`- ${D.line(a.candidateName, a.jobTitle)}`, `  ${D.seeApplicant}: ${a.link}`]),
    '',
    D.footer,
  ].join('\n');
  // Each applicant with their own button (mail-layout's one call-to-action style), in the order they applied.
  const items = o.applications
    .map((a) => `<p style="margin:16px 0 0">${escapeHtml(D.line(a.candidateName, a.jobTitle))}</p>\n${button(a.link, D.seeApplicant)}`)
    .join('\n');
  const html = layout(
    o.companyName,
    `<p style="margin:0 0 12px">${escapeHtml(D.intro(count))}</p>
${items}
<p style="margin:0 0 12px;font-size:13px">${escapeHtml(D.footer)}</p>`,
  );
  return { to: o.to, subject: D.subject(count), text, html, outboxNotice: `daily digest of ${count} new application(s)` };
}
