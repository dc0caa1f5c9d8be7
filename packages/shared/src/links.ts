/**
 * A candidate's website or LinkedIn text as a link that is safe to put in an href: http(s) only,
 * 'www.example.com' gets https://, anything else (javascript:, data:, plain words) is no link.
 * PRO-10 leaves the social fields unvalidated, so every place that renders them uses this.
 */
export function safeExternalUrl(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value || /\s/.test(value)) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** A piece of a plain-text message: words, or an http(s) address to show as a link. */
export type TextPiece = { text: string } | { href: string; label: string };

const ADDRESS = /https?:\/\/[^\s<>"]+/gi;

/**
 * APP-12, REC-29 (docs/decisions/048): a conversation message is plain text whose http(s) addresses are
 * shown as links (the browser and the e-mail alike); closing punctuation after an address stays text.
 * Nothing else is markup: the text is never read as HTML.
 */
export function textWithLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    const href = safeExternalUrl(raw);
    if (!href) continue;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ href, label: raw });
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
