import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  APPLICATION_STEP_LABELS,
  CONVERSATION_MESSAGES as C,
  WATCH_DIGEST_MAIL as D,
  textWithLinks,
  type LaterStatus,
} from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import {
  button,
  details,
  greeting,
  lineBreak,
  link,
  list,
  paragraph,
  renderMail,
  smallPrint,
  strong,
  type Block,
  type Inline,
} from '../../platform/mail/layout.js';

/** What each new status means for the candidate, in a sentence or two. */
const NEWS: Record<LaterStatus, string> = {
  under_review: 'A recruiter is now reviewing your application.',
  interview: 'You have moved to the interview stage. A recruiter will contact you to arrange it.',
  offer: 'Good news: we would like to make you an offer. A recruiter will be in touch with the details.',
  hired: 'Congratulations, you are hired! A recruiter will be in touch about your start.',
  not_selected:
    'Thank you for your interest. After careful consideration we will not be moving forward with your application for this role. We encourage you to apply to other openings that match your skills.',
};

/** REC-12: an interview as the e-mail states it (the calendar part carries it for the calendar). */
export interface InterviewMailDetails {
  startsAt: Date;
  timeZone: string;
  durationMinutes: number;
  /** REC-30: the video link, or null when it takes place at `place`. */
  meetingUrl: string | null;
  place?: string | null;
  calendar: string;
}

/** When, in the recruiter's zone and in UTC: the candidate's calendar shows it in their own zone. */
const when = (i: InterviewMailDetails) =>
  `${format(new TZDate(i.startsAt, i.timeZone), 'EEEE d MMMM yyyy, HH:mm')} (${i.timeZone}; ${format(new TZDate(i.startsAt, 'UTC'), 'HH:mm')} UTC), ${i.durationMinutes} minutes`;

/** The interview's time and link, in both parts of the mail (the calendar part carries it for the calendar). */
const interviewDetails = (i: InterviewMailDetails) =>
  details(
    { label: 'When', content: [when(i)] },
    ...(i.meetingUrl
      ? [{ label: 'Meeting link', content: [link(i.meetingUrl)] }]
      : i.place
        ? [{ label: 'Where', content: [i.place] }]
        : []),
  );

/**
 * REC-6: the candidate hears of every move along the timeline; a scheduled interview comes as an invitation.
 * REC-29 (docs/decisions/048): a rejection sent with one of the team's templates is this one e-mail, the
 * filled-in message first (it has its own greeting), then the step.
 */
export function applicationStatusEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  status: LaterStatus;
  link: string;
  companyName: string;
  interview?: InterviewMailDetails;
  message?: string;
}): OutgoingMail {
  const step = APPLICATION_STEP_LABELS[o.status];
  if (o.message !== undefined)
    return renderMail({
      to: o.to,
      companyName: o.companyName,
      subject: `Your application for ${o.jobTitle}: ${step}`,
      outboxNotice: `application status for ${o.to}: ${o.jobTitle} -> ${step}, with a message`,
      blocks: [
        ...messageBlocks(o.message),
        paragraph(
          'Your application for ',
          strong(o.jobTitle),
          ' is now at: ',
          strong(step),
          '. The message is also under Applied Jobs in your profile.',
        ),
        button(o.link, 'See your applications'),
      ],
    });
  const news = o.interview
    ? 'You have moved to the interview stage. Your interview is booked; the invitation is attached for your calendar.'
    : NEWS[o.status];
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Your application for ${o.jobTitle}: ${step}`,
    outboxNotice: `application status for ${o.to}: ${o.jobTitle} -> ${step}`,
    blocks: [
      greeting(o.firstName),
      paragraph('Your application for ', strong(o.jobTitle), ' is now at: ', strong(step), '.'),
      paragraph(news),
      ...(o.interview ? [interviewDetails(o.interview)] : []),
      paragraph('Follow your application under Applied Jobs in your profile.'),
      button(o.link, 'See your applications'),
    ],
    ...(o.interview ? { calendar: { method: 'REQUEST' as const, content: o.interview.calendar } } : {}),
  });
}

/** REC-12: the interview was moved; the updated invitation (same UID, higher SEQUENCE) replaces the old one. */
export function interviewMovedEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  companyName: string;
  interview: InterviewMailDetails;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Your interview for ${o.jobTitle} has moved`,
    outboxNotice: `interview moved for ${o.to}: ${o.jobTitle}`,
    blocks: [
      greeting(o.firstName),
      paragraph('Your interview for ', strong(o.jobTitle), ' has moved. The updated invitation is attached for your calendar.'),
      interviewDetails(o.interview),
      paragraph('Follow your application under Applied Jobs in your profile.'),
      button(o.link, 'See your applications'),
    ],
    calendar: { method: 'REQUEST', content: o.interview.calendar },
  });
}

/** REC-13: a job's watcher hears of each new application, with a link straight to the applicant. */
export function newApplicationEmail(o: {
  to: string;
  candidateName: string;
  jobTitle: string;
  link: string;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `New application for ${o.jobTitle}: ${o.candidateName}`,
    outboxNotice: `new application for ${o.jobTitle}: ${o.link}`,
    blocks: [
      paragraph(strong(o.candidateName), ' has applied for ', strong(o.jobTitle), '.'),
      button(o.link, 'See the applicant'),
      smallPrint('You get this e-mail because you watch this job. Unwatch it on the Posted jobs page to stop these e-mails.'),
    ],
  });
}

/** REC-13: a watcher on the daily digest gets one e-mail listing the new applications, each linking to the applicant. */
export function watchDigestEmail(o: {
  to: string;
  applications: { candidateName: string; jobTitle: string; link: string }[];
  companyName: string;
}): OutgoingMail {
  const count = o.applications.length;
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: D.subject(count),
    outboxNotice: `daily digest of ${count} new application(s)`,
    blocks: [
      paragraph(D.intro(count)),
      // In the order they applied, each with the link to the applicant.
      list(...o.applications.map((a) => [`${D.line(a.candidateName, a.jobTitle)} – `, link(a.link, D.seeApplicant)])),
      smallPrint(D.footer),
    ],
  });
}

/** One line of a message: its words, its http(s) addresses as links (textWithLinks, never HTML). */
const lineInlines = (line: string): Inline[] =>
  textWithLinks(line).map((piece) => ('href' in piece ? link(piece.href, piece.label) : piece.text));

/**
 * APP-12, REC-29 (docs/decisions/048): a message's text in the e-mail, paragraph by paragraph (blank
 * lines), each single line break kept (a line break in the text part, `<br>` in the HTML part, so an
 * address, a list or a signature on lines of its own does not run together), its addresses as links.
 */
function messageBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .filter((part) => part.trim() !== '')
    .map((part) => paragraph(...part.split('\n').flatMap((line, i) => [...(i > 0 ? [lineBreak] : []), ...lineInlines(line)])));
}

/** APP-12: the candidate hears that the team wrote, with the text and a link to the conversation. */
export function conversationMessageEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  text: string;
  link: string;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: C.mail.candidateSubject(o.jobTitle),
    outboxNotice: `conversation message for ${o.to}: ${o.jobTitle}`,
    blocks: [
      greeting(o.firstName),
      paragraph(C.mail.candidateIntro(o.jobTitle)),
      ...messageBlocks(o.text),
      button(o.link, C.mail.candidateButton),
    ],
  });
}

/** REC-29: a watcher of the job hears of a candidate's reply, with the text and a link to the applicant. */
export function conversationReplyEmail(o: {
  to: string;
  candidateName: string;
  jobTitle: string;
  text: string;
  link: string;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: C.mail.teamSubject(o.candidateName, o.jobTitle),
    outboxNotice: `conversation reply for ${o.jobTitle}: ${o.link}`,
    blocks: [
      paragraph(C.mail.teamIntro(o.candidateName, o.jobTitle)),
      ...messageBlocks(o.text),
      button(o.link, C.mail.teamButton),
      smallPrint(C.mail.teamFooter),
    ],
  });
}
