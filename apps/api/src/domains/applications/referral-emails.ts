import { REFERRAL_HIRED_MAIL as M } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { greeting, paragraph, renderMail, smallPrint } from '../../platform/mail/layout.js';

/**
 * REC-36 (docs/decisions/052): the referrer hears that their referral for a job was hired: the job's title
 * and nothing about the candidate (not even a name: GDPR Art. 5(1)(c), data minimisation).
 */
export function referralHiredEmail(o: { to: string; referrerFirstName: string; jobTitle: string; companyName: string }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: M.subject(o.jobTitle),
    outboxNotice: M.subject(o.jobTitle),
    blocks: [greeting(o.referrerFirstName), paragraph(M.body(o.jobTitle, o.companyName)), smallPrint(M.footer)],
  });
}
