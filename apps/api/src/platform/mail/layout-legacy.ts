/**
 * The helpers the e-mails were written with before docs/decisions/023 (each part written by hand); they
 * go once every e-mail is one definition rendered by layout.ts.
 */
import { escapeHtml } from '../lib/escape.js';

/** The look shared by every e-mail the site sends (accounts, applications). */

/** A plain, table-free layout that mail programs render alike; inline styles only. */
export function layout(companyName: string, body: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f9fc;font-family:Segoe UI,Arial,sans-serif;color:#14202e">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #dbe3ec;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-weight:700;color:#0b3a6f;font-size:18px">${escapeHtml(companyName)}</p>
${body}
<p style="margin:28px 0 0;font-size:13px;color:#4b5a6b">If you did not ask for this e-mail, you can ignore it.</p>
</div></body></html>`;
}

/**
 * The first line of every e-mail to a person: "Hello Asha," or, with no name (an anonymous job alert, an
 * account whose name is gone), "Hello,".
 */
export const greeting = (firstName?: string | null): string => (firstName ? `Hello ${firstName},` : 'Hello,');

/** The greeting as the HTML body's first paragraph (escaped here). */
export const greetingHtml = (firstName?: string | null): string => `<p style="margin:0 0 12px">${escapeHtml(greeting(firstName))}</p>`;

/** The one call-to-action of an e-mail: a link styled as a button (escaped here). */
export const button = (href: string, label: string): string =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#114884;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
