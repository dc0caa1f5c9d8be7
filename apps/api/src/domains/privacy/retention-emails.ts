import { RETENTION_EMAIL_TEXTS } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { greeting, paragraph, renderMail, withLinks } from '../../platform/mail/layout.js';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** PRV-5: the one warning to an inactive candidate, naming the day their data will be anonymised. */
export function retentionWarningEmail(o: {
  to: string;
  firstName: string;
  companyName: string;
  siteUrl: string;
  months: number;
  anonymiseOn: Date;
}): OutgoingMail {
  const loginUrl = `${o.siteUrl}/login`;
  const lines = RETENTION_EMAIL_TEXTS.warningLines({
    companyName: o.companyName,
    months: o.months,
    date: DAY_FORMAT.format(o.anonymiseOn),
    loginUrl,
  });
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: RETENTION_EMAIL_TEXTS.warningSubject(o.companyName),
    outboxNotice: `retention warning for ${o.to}`,
    // The login address in SPEC's sentence becomes a link in the HTML.
    blocks: [greeting(o.firstName), ...lines.map((line) => paragraph(...withLinks(line, loginUrl)))],
  });
}

/** PRV-5: the last e-mail, to the address read before the account was anonymised. */
export function retentionAnonymisedEmail(o: { to: string; firstName: string; companyName: string; months: number }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: RETENTION_EMAIL_TEXTS.anonymisedSubject(o.companyName),
    outboxNotice: `account anonymised after inactivity: notice for ${o.to}`,
    blocks: [
      greeting(o.firstName),
      ...RETENTION_EMAIL_TEXTS.anonymisedLines({ companyName: o.companyName, months: o.months }).map((line) => paragraph(line)),
    ],
  });
}
