import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './links.js';

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
