import { describe, expect, it } from 'vitest';
import {
  button,
  code,
  details,
  greeting,
  lineBreak,
  link,
  list,
  paragraph,
  renderMail,
  secondaryLink,
  smallPrint,
  strong,
  withLinks,
  type Block,
} from '../../../src/platform/mail/layout.js';

const render = (...blocks: Block[]) =>
  renderMail({ to: 'asha@example.in', subject: 'A <subject>', outboxNotice: 'n', companyName: 'Acme & Co', blocks });

describe('one e-mail definition, two parts (docs/decisions/023)', () => {
  it('writes the text as a person reads it: blank lines between blocks, addresses in full, the company as signature', () => {
    const mail = render(
      greeting('Asha'),
      paragraph('Your application for ', strong('Azure Architect'), ' moved.'),
      code('012345'),
      button('https://careers.example/reset?token=abc', 'Choose a new password', { showUrl: true }),
      list([link('https://careers.example/job/1', 'Intune Engineer'), ' – Pune'], ['No link here']),
      details({ label: 'When', content: ['Tuesday'] }, { label: 'Meeting link', content: [link('https://meet.example/x')] }),
      smallPrint('If it was not you, ignore this e-mail.'),
      secondaryLink('https://careers.example/stop', 'Stop this job alert'),
    );
    expect(mail.text).toBe(
      [
        'Hello Asha,',
        'Your application for Azure Architect moved.',
        '    012345',
        'Choose a new password:\nhttps://careers.example/reset?token=abc',
        '- Intune Engineer – Pune\n  https://careers.example/job/1\n- No link here',
        'When: Tuesday\nMeeting link: https://meet.example/x',
        'If it was not you, ignore this e-mail.',
        'Stop this job alert:\nhttps://careers.example/stop',
        'Acme & Co',
      ].join('\n\n'),
    );
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: 'A <subject>', outboxNotice: 'n' });
  });

  it('writes the same blocks as HTML, every value escaped, the button with the address to paste', () => {
    const mail = render(
      greeting('Asha <A&B>'),
      paragraph('For ', strong('<b>"x"</b>'), ' & more'),
      button('https://careers.example/reset?token=a&b="c"', 'Go <now>', { showUrl: true }),
    );
    expect(mail.html).toContain('<title>A &#60;subject&#62;</title>');
    expect(mail.html).toContain('Acme &#38; Co');
    expect(mail.html).toContain('<p style="margin:0 0 12px">Hello Asha &#60;A&#38;B&#62;,</p>');
    expect(mail.html).toContain('<p style="margin:0 0 12px">For <strong>&#60;b&#62;&#34;x&#34;&#60;/b&#62;</strong> &#38; more</p>');
    expect(mail.html).toContain('<a href="https://careers.example/reset?token=a&#38;b=&#34;c&#34;" style="');
    expect(mail.html).toContain('>Go &#60;now&#62;</a>');
    expect(mail.html).toContain('Or paste this link into your browser: https://careers.example/reset?token=a&#38;b=&#34;c&#34;</p>');
    expect(mail.text).toContain('Hello Asha <A&B>,');
  });

  it('links only web and mail addresses', () => {
    const mail = render(paragraph(link('javascript:alert(1)', 'click')), button('data:text/html,x', 'Open'));
    expect(mail.html).not.toMatch(/href="(javascript|data):/);
    expect(mail.html).toContain('>click</p>');
  });

  it('greets without a name as "Hello,"', () => {
    const mail = render(greeting(null), paragraph('x'));
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.html).toContain('<p style="margin:0 0 12px">Hello,</p>');
  });

  it('makes the addresses in a fixed sentence links in the HTML and leaves the text as it is', () => {
    const sentence = 'To keep your account, simply sign in before then: https://careers.example/login';
    const mail = render(paragraph(...withLinks(sentence, 'https://careers.example/login')));
    expect(mail.text.split('\n\n')[0]).toBe(sentence);
    expect(mail.html).toContain('simply sign in before then: <a href="https://careers.example/login" style="');
    expect(withLinks('no address here', 'https://x.example')).toEqual(['no address here']);
  });

  it('a line break inside a paragraph is a new line in the text and <br> in the HTML (APP-12, docs/decisions/048)', () => {
    const mail = render(paragraph('Kind regards,', lineBreak, 'Anna <Team>'));
    expect(mail.text.split('\n\n')[0]).toBe('Kind regards,\nAnna <Team>');
    expect(mail.html).toContain('<p style="margin:0 0 12px">Kind regards,<br>Anna &#60;Team&#62;</p>');
  });
});
