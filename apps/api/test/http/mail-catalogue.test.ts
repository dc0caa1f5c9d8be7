import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../src/platform/db/schema/mail.js';
import { escapeHtml } from '../../src/platform/lib/escape.js';
import { MAIL_CATALOGUE, SAMPLE_TEXTS, type SampleTexts } from '../../src/http/mail-catalogue.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Every function named `…Email` exported by an e-mail file in src/ (`*-email.ts`, `*-emails.ts`). */
async function emailFunctionsInSource(): Promise<Map<string, unknown>> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /-emails?\.ts$/.test(file));
  const found = new Map<string, unknown>();
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(SRC, file)).href);
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && name.endsWith('Email')) found.set(`${file}: ${name}`, value);
    }
  }
  return found;
}

/** What a person could type as their name, a job title or a job's location, aimed at the HTML. */
const HOSTILE: SampleTexts = {
  firstName: '<img src=x onerror=alert(1)>',
  lastName: '"><script>alert(2)</script>',
  jobTitle: 'Azure </strong><script>alert(3)</script> & Co',
  location: "Pune' onmouseover='alert(4)",
};

const urlsIn = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? [];

describe('the mail catalogue (npm run mail:preview; docs/decisions/023)', () => {
  it('holds every e-mail function in src/ and every mail kind', async () => {
    const catalogued = new Set<unknown>(MAIL_CATALOGUE.map((entry) => entry.email));
    const functions = await emailFunctionsInSource();
    expect(functions.size).toBeGreaterThan(0);
    expect([...functions].filter(([, fn]) => !catalogued.has(fn)).map(([name]) => name)).toEqual([]);
    expect(MAIL_KINDS.filter((kind) => !MAIL_CATALOGUE.some((entry) => entry.kind === kind))).toEqual([]);
    const names = MAIL_CATALOGUE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(MAIL_CATALOGUE.map((entry) => [entry.name, entry] as const))(
    'renders %s to a text part and an HTML part saying the same',
    (_, entry) => {
      const mail = entry.render(SAMPLE_TEXTS);
      expect(mail.subject).not.toBe('');
      expect(mail.outboxNotice).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>|&#\d+;/i);
      expect(mail.html).toMatch(/^<!doctype html>/);
      // Every address the text writes out is a link or written out in the HTML too.
      for (const url of urlsIn(mail.text)) expect(mail.html).toContain(escapeHtml(url));
    },
  );

  it.each(MAIL_CATALOGUE.map((entry) => [entry.name, entry] as const))('escapes what people typed in the HTML of %s', (_, entry) => {
    const mail = entry.render(HOSTILE);
    const typed = Object.values(HOSTILE).filter((value) => mail.text.includes(value));
    expect(typed.length).toBeGreaterThan(0);
    for (const value of typed) expect(mail.html).toContain(escapeHtml(value));
    expect(mail.html).not.toMatch(/<script|<img|<a href="javascript|onerror=alert\(1\)>|' onmouseover='/i);
  });
});
