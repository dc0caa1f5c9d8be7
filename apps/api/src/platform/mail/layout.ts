import { escapeHtml } from '../lib/escape.js';
import type { OutgoingMail } from './mailer.js';

/**
 * The one renderer of every e-mail the site sends (docs/decisions/023). An e-mail is defined once, as
 * a list of blocks, and rendered here to its plain-text part and to its HTML part with the same
 * information: the HTML in a plain, table-free layout with inline styles only (mail programs render it
 * alike), the text as a person reads it, every link written out in full.
 */

/**
 * A piece of a paragraph: words, words in bold, a link (its label defaults to the address), or a line
 * break inside the paragraph (a person's own text keeps its lines, APP-12 / docs/decisions/048).
 */
export type Inline = string | { strong: string } | { href: string; label: string } | { lineBreak: true };

export type Block =
  /** "Hello Asha," or, with no name (an anonymous job alert, an account whose name is gone), "Hello,". */
  | { kind: 'greeting'; firstName?: string | null }
  | { kind: 'paragraph'; content: readonly Inline[] }
  /** A code to type in (the sign-up code): large in the HTML, indented on a line of its own in the text. */
  | { kind: 'code'; value: string }
  /** The call to action: a link styled as a button; `showUrl` adds the address to paste under it. */
  | { kind: 'button'; href: string; label: string; showUrl: boolean }
  /** A secondary link (unsubscribe): small, under the rest. */
  | { kind: 'link'; href: string; label: string }
  | { kind: 'list'; items: readonly (readonly Inline[])[] }
  /** Labelled lines: "When: …", "Meeting link: …". */
  | { kind: 'details'; rows: readonly { label: string; content: readonly Inline[] }[] }
  /** Why the mail came, what to do if it was not asked for. */
  | { kind: 'smallPrint'; content: readonly Inline[] };

/** What one e-mail says; `renderMail` makes it an `OutgoingMail`. */
export interface MailDefinition extends Omit<OutgoingMail, 'text' | 'html'> {
  companyName: string;
  blocks: readonly Block[];
}

export const strong = (text: string): Inline => ({ strong: text });
export const link = (href: string, label = href): Inline => ({ href, label });
/** A line break inside a paragraph: a new line in the text part, `<br>` in the HTML part. */
export const lineBreak: Inline = { lineBreak: true };

export const greeting = (firstName?: string | null): Block => ({ kind: 'greeting', firstName });
export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const code = (value: string): Block => ({ kind: 'code', value });
export const button = (href: string, label: string, options: { showUrl?: boolean } = {}): Block => ({
  kind: 'button',
  href,
  label,
  showUrl: options.showUrl ?? false,
});
export const secondaryLink = (href: string, label: string): Block => ({ kind: 'link', href, label });
export const list = (...items: Inline[][]): Block => ({ kind: 'list', items });
export const details = (...rows: { label: string; content: Inline[] }[]): Block => ({ kind: 'details', rows });
export const smallPrint = (...content: Inline[]): Block => ({ kind: 'smallPrint', content });

/**
 * A sentence with an address in it (a text SPEC fixes, e.g. PRV-5's "…sign in before then: <url>"):
 * the address becomes a link in the HTML, the text stays character for character.
 */
export function withLinks(sentence: string, ...urls: string[]): Inline[] {
  const [url, ...rest] = urls;
  if (url === undefined) return [sentence];
  return sentence.split(url).flatMap((piece, i) => [...(i > 0 ? [link(url)] : []), ...withLinks(piece, ...rest).filter(Boolean)]);
}

const greetingText = (firstName?: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

// ---- text -----------------------------------------------------------------------------------------

/** A link's label in the running text; its address follows (`urlsOf`) unless the label is the address. */
const inlineText = (content: readonly Inline[]) =>
  content
    .map((piece) => (typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : 'lineBreak' in piece ? '\n' : piece.label))
    .join('');

const urlsOf = (content: readonly Inline[]) =>
  content.flatMap((piece) => (typeof piece !== 'string' && 'href' in piece && piece.label !== piece.href ? [piece.href] : []));

/** The running text, then each labelled link's address on a line of its own (`indent` before it). */
const withUrls = (content: readonly Inline[], indent = '') =>
  [inlineText(content), ...urlsOf(content).map((url) => `${indent}${url}`)].join('\n');

function blockText(block: Block): string {
  switch (block.kind) {
    case 'greeting':
      return greetingText(block.firstName);
    case 'paragraph':
    case 'smallPrint':
      return withUrls(block.content);
    case 'code':
      return `    ${block.value}`;
    case 'button':
    case 'link':
      return `${block.label}:\n${block.href}`;
    case 'list':
      return block.items.map((item) => `- ${withUrls(item, '  ')}`).join('\n');
    case 'details':
      return block.rows.map((row) => withUrls([`${row.label}: `, ...row.content], '  ')).join('\n');
  }
}

// ---- HTML -----------------------------------------------------------------------------------------

const COLOURS = { text: '#14202e', brand: '#0b3a6f', action: '#114884', muted: '#4b5a6b', border: '#dbe3ec', page: '#f6f9fc' };
const SMALL = `font-size:13px;color:${COLOURS.muted}`;

/** Only web and mail addresses become links: anything else is shown as text. */
const isLinkable = (href: string) => /^(https?:\/\/|mailto:)/i.test(href);

const anchor = (href: string, label: string, style: string) =>
  isLinkable(href) ? `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>` : escapeHtml(label);

const inlineHtml = (content: readonly Inline[]) =>
  content
    .map((piece) =>
      typeof piece === 'string'
        ? escapeHtml(piece)
        : 'strong' in piece
          ? `<strong>${escapeHtml(piece.strong)}</strong>`
          : 'lineBreak' in piece
            ? '<br>'
            : anchor(piece.href, piece.label, `color:${COLOURS.action};font-weight:600;word-break:break-word`),
    )
    .join('');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'greeting':
      return `<p style="margin:0 0 12px">${escapeHtml(greetingText(block.firstName))}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 12px">${inlineHtml(block.content)}</p>`;
    case 'smallPrint':
      return `<p style="margin:20px 0 0;${SMALL}">${inlineHtml(block.content)}</p>`;
    case 'code':
      return `<p style="margin:16px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:${COLOURS.action}">${escapeHtml(block.value)}</p>`;
    case 'button': {
      const style = `display:inline-block;background:${COLOURS.action};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px`;
      const paste = block.showUrl
        ? `\n<p style="margin:0 0 12px;${SMALL};word-break:break-all">Or paste this link into your browser: ${escapeHtml(block.href)}</p>`
        : '';
      return `<p style="margin:20px 0">${anchor(block.href, block.label, style)}</p>${paste}`;
    }
    case 'link':
      return `<p style="margin:20px 0 0;font-size:13px">${anchor(block.href, block.label, `color:${COLOURS.muted}`)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 12px;padding-left:20px">${block.items.map((item) => `<li style="margin:0 0 10px">${inlineHtml(item)}</li>`).join('')}</ul>`;
    case 'details':
      return `<p style="margin:0 0 12px">${block.rows.map((row) => `<strong>${escapeHtml(row.label)}:</strong> ${inlineHtml(row.content)}`).join('<br>')}</p>`;
  }
}

/**
 * The layout around the blocks: the company's name as the HTML's letterhead and footer (the text
 * signs with it, `renderMail`).
 */
function layoutHtml(mail: MailDefinition): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${COLOURS.page};font-family:'Segoe UI',Arial,sans-serif;color:${COLOURS.text}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${COLOURS.border};border-radius:12px;padding:28px 24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 20px;padding:0 0 14px;border-bottom:1px solid ${COLOURS.border};font-weight:700;color:${COLOURS.brand};font-size:18px">${escapeHtml(mail.companyName)}</p>
${mail.blocks.map(blockHtml).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;font-size:12px;color:${COLOURS.muted}">${escapeHtml(mail.companyName)} · Careers</p>
</body></html>`;
}

/** The definition rendered to both parts; the text ends with the company's name, as a signature. */
export function renderMail({ companyName, blocks, ...mail }: MailDefinition): OutgoingMail {
  const text = [...blocks.map(blockText), companyName].join('\n\n');
  return { ...mail, text, html: layoutHtml({ companyName, blocks, ...mail }) };
}
