import { JOB_SNIPPET_LENGTH } from './constants.js';

/** Plain text of an HTML description, for snippets and meta descriptions (no DOM needed). */
export function htmlToText(html: string): string {
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

/** SPEC 2.4: the first 45 characters of the description followed by an ellipsis. */
export function jobSnippet(html: string, length = JOB_SNIPPET_LENGTH): string {
  return `${htmlToText(html).slice(0, length)}...`;
}
