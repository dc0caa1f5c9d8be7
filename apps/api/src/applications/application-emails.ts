import { APPLICATION_STEP_LABELS, type LaterStatus } from '@careers/shared';
import type { OutgoingMail } from '../adapters/mail.js';
import { escapeHtml } from '../lib/escape.js';
import { layout } from '../adapters/mail-layout.js';

/** What each new status means for the candidate, in a sentence or two. */
const NEWS: Record<LaterStatus, string> = {
  under_review: 'A recruiter is now reviewing your application.',
  interview: 'You have moved to the interview stage. A recruiter will contact you to arrange it.',
  offer: 'Good news: we would like to make you an offer. A recruiter will be in touch with the details.',
  hired: 'Congratulations, you are hired! A recruiter will be in touch about your start.',
  not_selected:
    'Thank you for your interest. After careful consideration we will not be moving forward with your application for this role. We encourage you to apply to other openings that match your skills.',
};

/** REC-6: the candidate hears of every move along the timeline. */
export function applicationStatusEmail(o: {
  to: string;
  firstName: string;
  jobTitle: string;
  status: LaterStatus;
  link: string;
  companyName: string;
}): OutgoingMail {
  const step = APPLICATION_STEP_LABELS[o.status];
  const subject = `Your application for ${o.jobTitle}: ${step}`;
  const text = [
    `Hello ${o.firstName},`,
    '',
    `Your application for ${o.jobTitle} is now at: ${step}.`,
    NEWS[o.status],
    '',
    `Follow your application under Applied Jobs in your profile: ${o.link}`,
    '',
    `${o.companyName}`,
  ].join('\n');
  const html = layout(
    o.companyName,
    `<p style="margin:0 0 12px">Hello ${escapeHtml(o.firstName)},</p>
<p style="margin:0 0 12px">Your application for <strong>${escapeHtml(o.jobTitle)}</strong> is now at: <strong>${escapeHtml(step)}</strong>.</p>
<p style="margin:0 0 12px">${escapeHtml(NEWS[o.status])}</p>
<p style="margin:20px 0"><a href="${escapeHtml(o.link)}" style="display:inline-block;background:#114884;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">See your applications</a></p>`,
  );
  return { to: o.to, subject, text, html, outboxNotice: `application status for ${o.to}: ${o.jobTitle} -> ${step}` };
}
