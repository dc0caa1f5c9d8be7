import { OTP_LENGTH } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../../platform/lib/escape.js';
import { button, greeting, greetingHtml, layout } from '../../platform/mail/layout-legacy.js';

export function verificationCodeEmail(o: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
  companyName: string;
}): OutgoingMail {
  const subject = `Your ${o.companyName} verification code: ${o.code}`;
  const text = [
    greeting(o.firstName),
    '',
    `Your verification code for ${o.companyName} careers is:`,
    '',
    `    ${o.code}`,
    '',
    `Enter these ${OTP_LENGTH} digits on the verification page. The code works once and expires in ${o.minutes} minutes.`,
    '',
    'If you did not sign up, you can ignore this e-mail.',
    '',
    `${o.companyName}`,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml(o.firstName)}
<p style="margin:0 0 12px">Your verification code for ${escapeHtml(o.companyName)} careers is:</p>
<p style="margin:16px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:#114884">${o.code}</p>
<p style="margin:0">Enter these ${OTP_LENGTH} digits on the verification page. The code works once and expires in ${o.minutes} minutes.</p>`,
  );
  return { to: o.to, subject, text, html, outboxNotice: `verification code for ${o.to}: ${o.code}` };
}

export function passwordResetEmail(o: { to: string; firstName: string; link: string; minutes: number; companyName: string }): OutgoingMail {
  const subject = `Reset your ${o.companyName} password`;
  const text = [
    greeting(o.firstName),
    '',
    `Someone asked to reset the password of your ${o.companyName} careers account.`,
    'Open this link to choose a new password:',
    '',
    o.link,
    '',
    `The link works once and expires in ${o.minutes} minutes. Resetting ends every session signed in with the old password.`,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
    '',
    `${o.companyName}`,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml(o.firstName)}
<p style="margin:0 0 12px">Someone asked to reset the password of your ${escapeHtml(o.companyName)} careers account.</p>
${button(o.link, 'Choose a new password')}
<p style="margin:0 0 12px;font-size:13px;color:#4b5a6b;word-break:break-all">Or paste this link into your browser: ${escapeHtml(o.link)}</p>
<p style="margin:0">The link works once and expires in ${o.minutes} minutes. Resetting ends every session signed in with the old password.</p>`,
  );
  return { to: o.to, subject, text, html, outboxNotice: `password reset link for ${o.to}: ${o.link}` };
}

/** REC-8: an admin's invitation to the recruiter area, with the single-use set-password link. */
export function teamInvitationEmail(o: {
  to: string;
  firstName: string;
  invitedBy: string;
  roleName: string;
  link: string;
  hours: number;
  companyName: string;
}): OutgoingMail {
  const subject = `You are invited to the ${o.companyName} recruiter team`;
  const text = [
    greeting(o.firstName),
    '',
    `${o.invitedBy} invited you to the ${o.companyName} recruiter area as ${o.roleName}.`,
    'Open this link to choose your password:',
    '',
    o.link,
    '',
    `The link works once and expires in ${o.hours} hours. Then log in with your e-mail address and the password you chose.`,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
    '',
    `${o.companyName}`,
  ].join('\n');
  const html = layout(
    o.companyName,
    `${greetingHtml(o.firstName)}
<p style="margin:0 0 12px">${escapeHtml(o.invitedBy)} invited you to the ${escapeHtml(o.companyName)} recruiter area as ${escapeHtml(o.roleName)}.</p>
${button(o.link, 'Choose your password')}
<p style="margin:0 0 12px;font-size:13px;color:#4b5a6b;word-break:break-all">Or paste this link into your browser: ${escapeHtml(o.link)}</p>
<p style="margin:0">The link works once and expires in ${o.hours} hours. Then log in with your e-mail address and the password you chose.</p>`,
  );
  return { to: o.to, subject, text, html, outboxNotice: `team invitation link for ${o.to}: ${o.link}` };
}
