import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { INTERVIEW_CHANGE_HOURS, INTERVIEW_REMINDER_MAIL as M, canonicalTimeZone, zoneLabel } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, details, greeting, link, paragraph, renderMail, smallPrint } from '../../platform/mail/layout.js';

/**
 * REC-32: when an interview is, in the reader's zone, the zone named with its offset at that instant:
 * "Sunday 28 March 2027, 13:30 Asia/Kolkata (UTC+05:30), 45 minutes". Through date-fns-tz's TZDate and
 * Intl, no offset arithmetic of our own.
 */
export function reminderWhen(startsAt: Date, zone: string, durationMinutes: number): string {
  const named = zone === 'UTC' ? 'UTC' : zoneLabel(zone, startsAt);
  return `${format(new TZDate(startsAt, zone), 'EEEE d MMMM yyyy, HH:mm')} ${named}, ${durationMinutes} minutes`;
}

/** A stored zone if Intl knows it (a zone removed from the tz database since must not fail the mail). */
/** REC-30: the video link, or the place of an interview in person. */
const where = (o: { meetingUrl: string | null; place: string | null }) =>
  o.meetingUrl ? { label: M.meetingLink, content: [link(o.meetingUrl)] } : { label: M.place, content: [o.place ?? ''] };

const known = (zone: string | null | undefined) => (zone && canonicalTimeZone(zone) ? zone : null);

interface ReminderBase {
  to: string;
  firstName: string;
  jobTitle: string;
  hours: number;
  startsAt: Date;
  durationMinutes: number;
  /** REC-30: the video link, or null when the interview is at `place`. */
  meetingUrl: string | null;
  place: string | null;
  link: string;
  companyName: string;
}

/** REC-32: the candidate's reminder, in their profile's zone (PRO-20), else in UTC, named. */
export function candidateReminderEmail(o: ReminderBase & { timeZone: string | null }): OutgoingMail {
  const zone = known(o.timeZone);
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: M.candidateSubject(o.jobTitle, o.hours),
    outboxNotice: `interview reminder (${o.hours} h) for ${o.to}: ${o.jobTitle}`,
    blocks: [
      greeting(o.firstName),
      paragraph(M.candidateIntro(o.jobTitle, o.hours)),
      details({ label: M.when, content: [reminderWhen(o.startsAt, zone ?? 'UTC', o.durationMinutes)] }, where(o)),
      ...(zone ? [] : [paragraph(M.zoneUnknown)]),
      // APP-13: moving or cancelling is the candidate's until INTERVIEW_CHANGE_HOURS before; the one-hour reminder comes after.
      ...(o.hours > INTERVIEW_CHANGE_HOURS ? [paragraph(M.candidateAfter)] : []),
      button(o.link, M.candidateButton),
      smallPrint(M.footer),
    ],
  });
}

/**
 * REC-32: a team member's reminder (the organiser and each interviewer), in the zone of their settings,
 * else the zone the interview was scheduled in (the organiser's).
 */
export function teamReminderEmail(
  o: ReminderBase & { candidateName: string; timeZone: string | null; interviewTimeZone: string },
): OutgoingMail {
  const own = known(o.timeZone);
  const zone = own ?? known(o.interviewTimeZone) ?? 'UTC';
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: M.teamSubject(o.candidateName, o.jobTitle, o.hours),
    outboxNotice: `interview reminder (${o.hours} h) for ${o.to}: application for ${o.jobTitle}`,
    blocks: [
      greeting(o.firstName),
      paragraph(M.teamIntro(o.candidateName, o.jobTitle, o.hours)),
      details({ label: M.when, content: [reminderWhen(o.startsAt, zone, o.durationMinutes)] }, where(o)),
      ...(own ? [] : [paragraph(M.teamZoneUnset)]),
      button(o.link, M.teamButton),
      smallPrint(M.footer),
    ],
  });
}
