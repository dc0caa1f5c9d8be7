import { OFFER_MESSAGES as O, formatOfferRate } from '@careers/shared';
import type { MailAttachment, OutgoingMail } from '../../platform/mail/mailer.js';
import { button, details, paragraph, renderMail, smallPrint } from '../../platform/mail/layout.js';

/** REC-33: the offer to the candidate, its letter attached (the terms in the mail too, for a quick read). */
export function offerEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  rate: { amount: number; currency: string; unit: 'hour' | 'day' | 'month' };
  startDate: string;
  expires: string;
  link: string;
  letter: MailAttachment;
}): OutgoingMail {
  const mail = renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: O.mail.offerSubject(o.jobTitle),
    outboxNotice: O.mail.offerNotice(o.link),
    blocks: [
      paragraph(O.mail.offerIntro(o.firstName, o.jobTitle, o.companyName)),
      details({ label: O.rate, content: [formatOfferRate(o.rate, 'en-GB')] }, { label: O.startDate, content: [o.startDate] }),
      paragraph(O.mail.offerExpires(o.expires)),
      button(o.link, O.mail.offerAction),
    ],
  });
  return { ...mail, attachments: [o.letter] };
}

/** APP-14: the team hears of the candidate's answer (accepted: Hired; declined: still at Offer). */
export function offerAnswerEmail(o: {
  to: string;
  candidateName: string;
  jobTitle: string;
  companyName: string;
  link: string;
  answer: { accepted: true; when: string } | { accepted: false; reason: string | null };
}): OutgoingMail {
  const a = o.answer;
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: a.accepted ? O.mail.acceptedSubject(o.candidateName, o.jobTitle) : O.mail.declinedSubject(o.candidateName, o.jobTitle),
    outboxNotice: O.mail.teamNotice(o.link),
    blocks: [
      paragraph(a.accepted ? O.mail.acceptedText(o.candidateName, o.jobTitle, a.when) : O.mail.declinedText(o.candidateName, o.jobTitle)),
      ...(!a.accepted && a.reason ? [smallPrint(O.mail.declinedReason(a.reason))] : []),
      button(o.link, O.mail.teamAction),
    ],
  });
}
