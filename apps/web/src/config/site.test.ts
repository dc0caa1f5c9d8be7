import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('site configuration (GEN-4)', () => {
  it("keeps the site title equal to index.html's <title>", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(title).toBe(site.title);
  });
});
