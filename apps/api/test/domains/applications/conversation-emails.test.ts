import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES as C } from '@careers/shared';
import { conversationMessageEmail, conversationReplyEmail } from '../../../src/domains/applications/application-emails.js';

const base = { to: 'priya@example.in', jobTitle: 'Azure Architect', link: 'http://careers.test/link', companyName: 'Northwind' };
const text = [
  'Thank you, we would like to meet you.',
  'Room 4, Northwind House',
  'Brief: https://northwind.example/brief <b>not markup</b>',
  '',
  'Kind regards,',
  'Anna',
].join('\n');

describe('a message’s line breaks in its e-mails (APP-12, REC-29, docs/decisions/048)', () => {
  const mails = [
    ['to the candidate', conversationMessageEmail({ ...base, firstName: 'Priya', text })],
    ['to a watcher', conversationReplyEmail({ ...base, candidateName: 'Priya Raman', text })],
  ] as const;

  it('keeps each single line break in the HTML part as <br>, blank lines as paragraphs, the text escaped and its address a link', () => {
    for (const [what, mail] of mails) {
      expect(mail.html, what).toContain(
        '<p style="margin:0 0 12px">Thank you, we would like to meet you.<br>Room 4, Northwind House<br>Brief: ' +
          '<a href="https://northwind.example/brief" style="color:#114884;font-weight:600;word-break:break-word">https://northwind.example/brief</a>' +
          ' &#60;b&#62;not markup&#60;/b&#62;</p>',
      );
      expect(mail.html, what).toContain('<p style="margin:0 0 12px">Kind regards,<br>Anna</p>');
      expect(mail.html, what).not.toContain('<b>not markup</b>');
    }
  });

  it('writes the text part line for line, as the person wrote it', () => {
    for (const [what, mail] of mails) {
      expect(mail.text, what).toContain(text);
    }
    expect(mails[0][1].subject).toBe(C.mail.candidateSubject('Azure Architect'));
  });

  it('reads Windows line ends (CR LF) as line breaks too', () => {
    const mail = conversationMessageEmail({ ...base, firstName: 'Priya', text: 'Line one\r\nLine two\r\n\r\nNext' });
    expect(mail.html).toContain('<p style="margin:0 0 12px">Line one<br>Line two</p>');
    expect(mail.html).toContain('<p style="margin:0 0 12px">Next</p>');
    expect(mail.text).not.toContain('\r');
  });
});
