import { INTERVIEW_SCHEDULING_MESSAGES as S, type ZonedTime } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import {
  button,
  details,
  greeting,
  link,
  list,
  paragraph,
  renderMail,
  smallPrint,
  strong,
  type Inline,
} from '../../platform/mail/layout.js';

/**
 * REC-30: the candidate is asked to choose one of the offered times, each on their own clock with the
 * recruiter's beside it, with a link to the page where one click books it (APP-13).
 */
export function slotsOfferedEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  candidateZone: string;
  slots: { candidate: ZonedTime; recruiter: ZonedTime }[];
  link: string;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: S.mail.offeredSubject(o.jobTitle),
    outboxNotice: `interview times offered for ${o.jobTitle}`,
    blocks: [
      greeting(o.firstName),
      paragraph(S.mail.offeredIntro(o.jobTitle)),
      list(...o.slots.map((s) => [strong(s.candidate.label), ` (${S.recruiterTime(s.recruiter.label)})`])),
      paragraph(S.mail.offeredZone(o.candidateZone)),
      button(o.link, S.mail.offeredButton),
    ],
  });
}

/** What changed, for whom. */
export type InterviewChange = 'booked' | 'moved' | 'cancelled';

/**
 * REC-31: each side hears of a booking, a move or a cancellation, with the time on their own clock and
 * the other side's beside it, and the invitation (METHOD:REQUEST, or METHOD:CANCEL) for their calendar.
 */
export function interviewChangeEmail(o: {
  to: string;
  /** The candidate reads "your interview"; a team member reads the candidate's name. */
  side: 'candidate' | 'team';
  firstName: string | null;
  candidateName: string;
  jobTitle: string;
  change: InterviewChange;
  yours: ZonedTime;
  theirs: ZonedTime;
  meetingUrl: string | null;
  place: string | null;
  reason: string | null;
  link: string;
  companyName: string;
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string };
}): OutgoingMail {
  const team = o.side === 'team';
  const subject =
    o.change === 'booked'
      ? S.mail.bookedSubject(o.jobTitle)
      : o.change === 'moved'
        ? S.mail.movedSubject(o.jobTitle)
        : S.mail.cancelledSubject(o.jobTitle);
  const news =
    o.change === 'booked'
      ? team
        ? S.mail.bookedTeam(o.candidateName, o.jobTitle)
        : S.mail.bookedCandidate(o.jobTitle)
      : o.change === 'moved'
        ? team
          ? S.mail.movedTeam(o.candidateName, o.jobTitle)
          : S.mail.movedCandidate(o.jobTitle)
        : team
          ? S.mail.cancelledTeam(o.candidateName, o.jobTitle)
          : S.mail.cancelledCandidate(o.jobTitle);
  const where: { label: string; content: Inline[] }[] = o.meetingUrl
    ? [{ label: S.mail.join, content: [link(o.meetingUrl)] }]
    : o.place
      ? [{ label: S.mail.where, content: [o.place] }]
      : [];
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject,
    outboxNotice: `interview ${o.change} for ${o.jobTitle} (${o.side})`,
    blocks: [
      ...(team ? [] : [greeting(o.firstName)]),
      paragraph(news),
      details(
        { label: S.mail.yourTime, content: [o.yours.label] },
        { label: team ? S.mail.theirTime : S.mail.recruiterTime, content: [o.theirs.label] },
        ...(o.change === 'cancelled' ? [] : where),
        ...(o.reason ? [{ label: S.mail.reason, content: [o.reason] }] : []),
      ),
      button(o.link, team ? S.mail.seeApplicant : S.mail.seeApplication),
      ...(team ? [smallPrint(`${o.yours.time_zone} · ${o.theirs.time_zone}`)] : []),
    ],
    calendar: o.calendar,
  });
}
