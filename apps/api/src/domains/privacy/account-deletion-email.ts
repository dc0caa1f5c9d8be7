import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { greeting, greetingHtml, layout } from '../../platform/mail/layout-legacy.js';
import { escapeHtml } from '../../platform/lib/escape.js';

/** PRV-4: the confirmation sent to the address of an account just deleted, before it is forgotten. */
export function accountDeletedEmail(o: { to: string; firstName: string; companyName: string }): OutgoingMail {
  const subject = `Your ${o.companyName} careers account has been deleted`;
  const lines = [
    `Your ${o.companyName} careers account has been deleted, as you asked.`,
    'We removed your profile, your uploaded files, your drafts, your saved jobs and every session. Recruiters keep your applications only as "Deleted candidate", without your name, contact details or files.',
    'This is the last e-mail we send to this address. You are welcome to sign up again at any time as a new candidate.',
  ];
  const text = [greeting(o.firstName), '', ...lines.flatMap((line) => [line, '']), o.companyName].join('\n');
  const html = layout(
    o.companyName,
    [greetingHtml(o.firstName), ...lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)].join('\n'),
  );
  return { to: o.to, subject, text, html, outboxNotice: `account deleted: confirmation for ${o.to}` };
}
