import { JOB_ALERT_MESSAGES as M } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, greeting, greetingHtml, layout } from '../../platform/mail/layout-legacy.js';
import { escapeHtml } from '../../platform/lib/escape.js';

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

/** Issue 15, double opt-in: the anonymous visitor's link that starts the alert. */
export function jobAlertConfirmEmail(o: { to: string; search: string; link: string; companyName: string }): OutgoingMail {
  const text = [
    greeting(),
    '',
    `Someone asked to get new ${o.companyName} jobs for "${o.search}" by e-mail at this address.`,
    'Open this link to start the job alert:',
    '',
    o.link,
    '',
    'Nothing is sent until you do. If it was not you, ignore this e-mail.',
    '',
    o.companyName,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml()}
<p style="margin:0 0 12px">Someone asked to get new ${escapeHtml(o.companyName)} jobs for “${escapeHtml(o.search)}” by e-mail at this address.</p>
${button(o.link, M.confirmLabel)}
<p style="margin:0 0 12px;font-size:13px;color:#4b5a6b;word-break:break-all">Or paste this link into your browser: ${escapeHtml(o.link)}</p>
<p style="margin:0">Nothing is sent until you do.</p>`,
  );
  return { to: o.to, subject: M.confirmSubject, text, html, outboxNotice: `job alert confirmation link for ${o.to}: ${o.link}` };
}

/**
 * Issue 15: new matches of one alert (one job at once, or a digest), each linked to its page, with
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
  const subject = !o.digest && o.jobs.length === 1 && first ? M.instantSubject(first.title) : M.digestSubject(o.jobs.length);
  const text = [
    `New jobs for your alert "${o.search}":`,
    '',
    ...o.jobs.flatMap((j) => [`${j.title} (${j.location})`, j.link, '']),
    `${M.unsubscribeLabel}: ${o.unsubscribePageUrl}`,
    '',
    o.companyName,
  ].join('\n');
  const items = o.jobs
    .map(
      (j) =>
        `<li style="margin:0 0 10px"><a href="${escapeHtml(j.link)}" style="color:#114884;font-weight:600">${escapeHtml(j.title)}</a> – ${escapeHtml(j.location)}</li>`,
    )
    .join('\n');
  const html = layout(
    o.companyName,
    `<p style="margin:0 0 12px">New jobs for your alert “${escapeHtml(o.search)}”:</p>
<ul style="margin:0 0 12px;padding-left:20px">${items}</ul>
<p style="margin:20px 0 0;font-size:13px"><a href="${escapeHtml(o.unsubscribePageUrl)}" style="color:#4b5a6b">${escapeHtml(M.unsubscribeLabel)}</a></p>`,
  );
  return {
    to: o.to,
    subject,
    text,
    html,
    outboxNotice: `job alert for ${o.to}: ${o.jobs.length} job(s)`,
    headers: { 'List-Unsubscribe': `<${o.unsubscribeApiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
