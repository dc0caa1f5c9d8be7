import { describe, expect, it } from 'vitest';
import { safeExternalUrl, textWithLinks } from './links.js';

describe('safeExternalUrl', () => {
  it('keeps http(s) links and completes bare domains', () => {
    expect(safeExternalUrl('https://www.linkedin.com/in/priya')).toBe('https://www.linkedin.com/in/priya');
    expect(safeExternalUrl(' priya.dev ')).toBe('https://priya.dev/');
    expect(safeExternalUrl('http://example.in/a?b=c')).toBe('http://example.in/a?b=c');
  });

  it('never makes a link of scripts, data, other schemes or plain words', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'mailto:a@b.co',
      'ftp://x.y',
      'my site',
      'localhost',
      '',
      '  ',
    ]) {
      expect(safeExternalUrl(text), text).toBeNull();
    }
  });
});

describe('textWithLinks (APP-12)', () => {
  it('turns http(s) addresses into links and keeps the rest as text', () => {
    expect(textWithLinks('See https://example.com/a?b=1. Thanks')).toEqual([
      { text: 'See ' },
      { href: 'https://example.com/a?b=1', label: 'https://example.com/a?b=1' },
      { text: '. Thanks' },
    ]);
  });
  it('never makes a link of another scheme or of markup', () => {
    expect(textWithLinks('javascript:alert(1) <b>hi</b>')).toEqual([{ text: 'javascript:alert(1) <b>hi</b>' }]);
  });
});
