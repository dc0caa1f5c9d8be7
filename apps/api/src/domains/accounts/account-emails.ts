import { OTP_LENGTH } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, code, greeting, link, paragraph, renderMail, smallPrint } from '../../platform/mail/layout.js';

/** ACC-4: the sign-up code. */
export function verificationCodeEmail(o: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Your ${o.companyName} verification code: ${o.code}`,
    outboxNotice: `verification code for ${o.to}: ${o.code}`,
    blocks: [
      greeting(o.firstName),
      paragraph(`Your verification code for ${o.companyName} careers is:`),
      code(o.code),
      paragraph(`Enter these ${OTP_LENGTH} digits on the verification page. The code works once and expires in ${o.minutes} minutes.`),
      smallPrint('If you did not sign up, you can ignore this e-mail.'),
    ],
  });
}

/**
 * ACC-19 (docs/decisions/030): the sign-in code, sent when the account has had many wrong passwords and a
 * login asked for it. It says why, and what to do when it was not the owner: nothing, or a new password.
 */
export function loginCodeEmail(o: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
  forgotPasswordLink: string;
  companyName: string;
}): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Your ${o.companyName} sign-in code: ${o.code}`,
    outboxNotice: `sign-in code for ${o.to}: ${o.code}`,
    blocks: [
      greeting(o.firstName),
      paragraph(
        `Someone is trying to sign in to your ${o.companyName} careers account, and it has had many wrong passwords in the last hour. ` +
          'To keep it safe, signing in now needs this code as well as the password:',
      ),
      code(o.code),
      paragraph(
        `If it is you, enter these ${OTP_LENGTH} digits on the login page with your password. The code works once and expires in ${o.minutes} minutes.`,
      ),
      smallPrint(
        'If it was not you, you can ignore this e-mail: for now, nobody can sign in to your account without this code. ',
        'If you think someone knows your password, ',
        link(o.forgotPasswordLink, 'choose a new one'),
        '.',
      ),
    ],
  });
}

/** ACC-12: the single-use link to choose a new password. */
export function passwordResetEmail(o: { to: string; firstName: string; link: string; minutes: number; companyName: string }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `Reset your ${o.companyName} password`,
    outboxNotice: `password reset link for ${o.to}: ${o.link}`,
    blocks: [
      greeting(o.firstName),
      paragraph(`Someone asked to reset the password of your ${o.companyName} careers account.`),
      button(o.link, 'Choose a new password', { showUrl: true }),
      paragraph(`The link works once and expires in ${o.minutes} minutes. Resetting ends every session signed in with the old password.`),
      smallPrint('If it was not you, ignore this e-mail: your password stays as it is.'),
    ],
  });
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
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: `You are invited to the ${o.companyName} recruiter team`,
    outboxNotice: `team invitation link for ${o.to}: ${o.link}`,
    blocks: [
      greeting(o.firstName),
      paragraph(`${o.invitedBy} invited you to the ${o.companyName} recruiter area as ${o.roleName}.`),
      button(o.link, 'Choose your password', { showUrl: true }),
      paragraph(`The link works once and expires in ${o.hours} hours. Then log in with your e-mail address and the password you chose.`),
      smallPrint('If you did not expect this invitation, you can ignore this e-mail.'),
    ],
  });
}
