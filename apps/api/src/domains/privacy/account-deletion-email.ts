import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { greeting, paragraph, renderMail } from '../../platform/mail/layout.js';

/** PRV-4: the confirmation sent to the address of an account just deleted, before it is forgotten. */
export function accountDeletedEmail(o: { to: string; firstName: string; companyName: string }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Your ${o.companyName} careers account has been deleted`,
    outboxNotice: `account deleted: confirmation for ${o.to}`,
    blocks: [
      greeting(o.firstName),
      paragraph(`Your ${o.companyName} careers account has been deleted, as you asked.`),
      paragraph(
        'We removed your profile, your uploaded files, your drafts, your saved jobs and every session. Recruiters keep your applications only as "Deleted candidate", without your name, contact details or files, and with the texts of your messages removed.',
      ),
      paragraph('This is the last e-mail we send to this address. You are welcome to sign up again at any time as a new candidate.'),
    ],
  });
}
