import { describe, expect, it } from 'vitest';
import { passwordResetEmail, teamInvitationEmail, verificationCodeEmail } from '../../../src/domains/accounts/account-emails.js';
import type { OutgoingMail } from '../../../src/platform/mail/mailer.js';
import { applicationStatusEmail } from '../../../src/domains/applications/application-emails.js';
import { jobAlertConfirmEmail } from '../../../src/domains/job-alerts/job-alert-emails.js';
import { accountDeletedEmail } from '../../../src/domains/privacy/account-deletion-email.js';
import { retentionAnonymisedEmail, retentionWarningEmail } from '../../../src/domains/privacy/retention-emails.js';
import { TEST_CLOCK_START } from '../../helpers/test-clock.js';

const base = { to: 'asha@example.in', companyName: 'Northwind Cloud Services' };
const link = 'http://careers.test/link';
/** Every e-mail to a person, addressed to `firstName`. */
const mails = (firstName: string): [string, OutgoingMail][] => [
  ['verification code', verificationCodeEmail({ ...base, firstName, code: '123456', minutes: 10 })],
  ['password reset', passwordResetEmail({ ...base, firstName, link, minutes: 30 })],
  ['team invitation', teamInvitationEmail({ ...base, firstName, invitedBy: 'Lena Berg', roleName: 'recruiter', link, hours: 72 })],
  ['application status', applicationStatusEmail({ ...base, firstName, jobTitle: 'Azure Architect', status: 'offer', link })],
  ['account deleted', accountDeletedEmail({ ...base, firstName })],
  [
    'retention warning',
    retentionWarningEmail({ ...base, firstName, siteUrl: 'http://careers.test', months: 24, anonymiseOn: new Date(TEST_CLOCK_START) }),
  ],
  ['retention anonymised', retentionAnonymisedEmail({ ...base, firstName, months: 24 })],
];

describe('the greeting of every e-mail to a person (one helper)', () => {
  it('greets by first name in the text and the HTML, escaped in the HTML', () => {
    for (const [what, mail] of mails('Asha <A&B>')) {
      expect(mail.text.split('\n')[0], what).toBe('Hello Asha <A&B>,');
      expect(mail.html, what).toContain('<p style="margin:0 0 12px">Hello Asha &#60;A&#38;B&#62;,</p>');
    }
  });

  it('says "Hello," when there is no name (an anonymous job alert, a name that is gone)', () => {
    for (const [what, mail] of [
      ...mails(''),
      [
        'job alert confirmation',
        jobAlertConfirmEmail({
          ...base,
          search: {
            keywords: false,
            category: null,
            type: null,
            department: null,
            location: null,
            minPay: null,
            workFrom: null,
            skills: [],
          },
          link,
        }),
      ] as const,
    ]) {
      expect(mail.text.split('\n')[0], what).toBe('Hello,');
      expect(mail.html, what).toContain('<p style="margin:0 0 12px">Hello,</p>');
    }
  });
});
