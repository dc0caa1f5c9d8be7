import { describe, expect, it } from 'vitest';
import { htmlToText, jobSnippet } from './jobs-text.js';

/** The regular expressions htmlToText once used, as a reference: the same results, without their backtracking (GEN-12). */
function regexReference(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('htmlToText', () => {
  it('reads the text of a description', () => {
    expect(htmlToText('<h2>About</h2><p>Azure &amp; M365&nbsp;work</p><script>alert(1)</script><STYLE a>p{}</style>done')).toBe(
      'About Azure & M365 work done',
    );
    expect(htmlToText('a <> b < c')).toBe('a <> b < c');
    expect(jobSnippet('<p>Azure &amp; <b>M365</b></p>')).toBe('Azure & M365...');
  });

  it('gives what the old regular expressions gave, on 20,000 generated snippets', () => {
    const pieces = [
      '<',
      '>',
      'a',
      ' ',
      '<script>',
      '</script>',
      '<STYLE x>',
      '</style>',
      '</SCRIPT>',
      '<>',
      '&lt;',
      '<p>',
      'b',
      '<scriptx',
      '\n',
      '&amp;',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 20_000; n++) {
      let html = '';
      for (let i = Math.floor(next() * 14); i > 0; i--) html += pieces[Math.floor(next() * pieces.length)];
      expect(htmlToText(html), JSON.stringify(html)).toBe(regexReference(html));
    }
  });

  // Linear time, shown by size: each input is one scan. The regular expressions needed about n²/2
  // steps on these (5·10¹¹ for the first), far beyond any test's patience.
  it('reads a million characters built to make a regular expression backtrack', () => {
    const n = 1_000_000;
    expect(htmlToText('<'.repeat(n))).toHaveLength(n);
    expect(htmlToText(`${'<'.repeat(n)}>`)).toBe('');
    expect(htmlToText('<script'.repeat(n / 7))).toHaveLength(n - (n % 7));
    expect(htmlToText(`${'<script>'.repeat(n / 8)}</style>`)).toBe('');
    expect(htmlToText(`${'<style'.repeat(n / 6)}>`)).toBe('');
  });
});
