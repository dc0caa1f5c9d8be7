import { JOB_ALERT_MESSAGES as M } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, greeting, link, list, paragraph, renderMail, secondaryLink, smallPrint } from '../../platform/mail/layout.js';

/** What an alert searches for, in words ("Engineer in Pune, Full-time"). */
export function describeFilters(f: {
  q: string | null;
  department: string | null;
  location: string | null;
  category: string | null;
  type: string | null;
}): string {
  const parts = [f.q, f.department, f.category, f.type].filter((p): p is string => Boolean(p));
  const what = parts.length > 0 ? parts.join(', ') : M.anyJob;
  return f.location ? `${what} in ${f.location}` : what;
}

/** ALR-2, double opt-in: the anonymous visitor's link that starts the alert. */
export function jobAlertConfirmEmail(o: { to: string; search: string; link: string; companyName: string }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: M.confirmSubject,
    outboxNotice: `job alert confirmation link for ${o.to}: ${o.link}`,
    blocks: [
      greeting(),
      paragraph(`Someone asked to get new ${o.companyName} jobs for “${o.search}” by e-mail at this address.`),
      button(o.link, M.confirmLabel, { showUrl: true }),
      paragraph('Nothing is sent until you do.'),
      smallPrint('If it was not you, ignore this e-mail.'),
    ],
  });
}

/**
 * ALR-4, ALR-5: new matches of one alert (one job at once, or a digest), each linked to its page, with
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe link is POSTed by the mail program; the link in
 * the body opens the page that does the same.
 */
export function jobAlertEmail(o: {
  to: string;
  search: string;
  /** A daily or weekly digest (its subject counts the jobs even when there is one). */
  digest: boolean;
  jobs: { title: string; location: string; link: string }[];
  unsubscribeApiUrl: string;
  unsubscribePageUrl: string;
  companyName: string;
}): OutgoingMail {
  const [first] = o.jobs;
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: !o.digest && o.jobs.length === 1 && first ? M.instantSubject(first.title) : M.digestSubject(o.jobs.length),
    outboxNotice: `job alert for ${o.to}: ${o.jobs.length} job(s)`,
    blocks: [
      paragraph(`New jobs for your alert “${o.search}”:`),
      list(...o.jobs.map((j) => [link(j.link, j.title), ` – ${j.location}`])),
      secondaryLink(o.unsubscribePageUrl, M.unsubscribeLabel),
    ],
    headers: { 'List-Unsubscribe': `<${o.unsubscribeApiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
