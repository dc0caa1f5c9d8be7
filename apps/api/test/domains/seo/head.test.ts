import { describe, expect, it } from 'vitest';
import { HEAD_MARKER, metaDescription, renderPage, templateDefaults } from '../../../src/domains/seo/head.js';

const template = `<html><head><title>Default &amp; title</title>
<meta name="description" content="Default description" />
${HEAD_MARKER}
</head><body></body></html>`;

describe('page head rendering (PUB-16)', () => {
  it('replaces title and description, writes tags at the marker, and escapes values', () => {
    const html = renderPage(template, {
      title: 'Azure <Architect> "$&"',
      description: 'Fees $1 & more',
      tags: ['<meta name="x" content="y" />'],
    });
    expect(html).toContain('<title>Azure &#60;Architect&#62; &#34;$&#38;&#34;</title>');
    expect(html).toContain('<meta name="description" content="Fees $1 &#38; more" />');
    expect(html).toContain('<meta name="x" content="y" />');
    expect(html).not.toContain(HEAD_MARKER);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('reads the template defaults as plain text', () => {
    expect(templateDefaults(template)).toEqual({ title: 'Default & title', description: 'Default description' });
  });

  it('cuts long descriptions at a word with an ellipsis, as plain text', () => {
    const text = metaDescription(`<p>${'word '.repeat(60)}</p>`, 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text).toMatch(/^word( word)*…$/);
    expect(metaDescription('<p>Short and <b>plain</b></p>')).toBe('Short and plain');
  });
});
