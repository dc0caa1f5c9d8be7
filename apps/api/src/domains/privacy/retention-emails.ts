import { RETENTION_EMAIL_TEXTS } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { greeting, greetingHtml, layout } from '../../platform/mail/layout-legacy.js';
import { escapeHtml } from '../../platform/lib/escape.js';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function render(o: { to: string; firstName: string; companyName: string; subject: string; lines: readonly string[]; notice: string }) {
  const text = [greeting(o.firstName), '', ...o.lines.flatMap((line) => [line, '']), o.companyName].join('\n');
  const html = layout(
    o.companyName,
    [greetingHtml(o.firstName), ...o.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)].join('\n'),
  );
  return { to: o.to, subject: o.subject, text, html, outboxNotice: o.notice };
}

/** PRV-5: the one warning to an inactive candidate, naming the day their data will be anonymised. */
export function retentionWarningEmail(o: {
  to: string;
  firstName: string;
  companyName: string;
  siteUrl: string;
  months: number;
  anonymiseOn: Date;
}): OutgoingMail {
  return render({
    ...o,
    subject: RETENTION_EMAIL_TEXTS.warningSubject(o.companyName),
    lines: RETENTION_EMAIL_TEXTS.warningLines({
      companyName: o.companyName,
      months: o.months,
      date: DAY_FORMAT.format(o.anonymiseOn),
      loginUrl: `${o.siteUrl}/login`,
    }),
    notice: `retention warning for ${o.to}`,
  });
}

/** PRV-5: the last e-mail, to the address read before the account was anonymised. */
export function retentionAnonymisedEmail(o: { to: string; firstName: string; companyName: string; months: number }): OutgoingMail {
  return render({
    ...o,
    subject: RETENTION_EMAIL_TEXTS.anonymisedSubject(o.companyName),
    lines: RETENTION_EMAIL_TEXTS.anonymisedLines({ companyName: o.companyName, months: o.months }),
    notice: `account anonymised after inactivity: notice for ${o.to}`,
  });
}
