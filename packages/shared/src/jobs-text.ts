import { JOB_SNIPPET_LENGTH } from './constants.js';

/**
 * `<script …>…</script>` and `<style …>…</style>` (any case) replaced by a space. One pass: each
 * search starts where the previous one ended, and a closing tag known to be absent is not looked
 * for again, so the time grows with the length of the text (GEN-12: a regular expression with
 * `[^>]*>` and a lazy `[\s\S]*?` takes seconds on a long run of `<`).
 */
function removeScriptsAndStyles(html: string): string {
  const opening = /<(script|style)/gi;
  // After this index, the named closing tag does not occur.
  const noClosingAfter = new Map<string, number>();
  let nextGt = -1;
  let out = '';
  let copied = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    if (nextGt < opening.lastIndex) nextGt = html.indexOf('>', opening.lastIndex);
    if (nextGt === -1) break;
    const name = (match[1] ?? '').toLowerCase();
    if ((noClosingAfter.get(name) ?? Infinity) <= nextGt) continue;
    const closing = new RegExp(`</${name}>`, 'gi');
    closing.lastIndex = nextGt + 1;
    const end = closing.exec(html);
    if (!end) {
      noClosingAfter.set(name, nextGt);
      continue;
    }
    out += `${html.slice(copied, match.index)} `;
    copied = end.index + end[0].length;
    opening.lastIndex = copied;
  }
  return out + html.slice(copied);
}

/** Every `<…>` (at least one character between the brackets) replaced by a space, in one pass. */
function removeTags(html: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const lt = html.indexOf('<', from);
    if (lt === -1) break;
    const gt = html.indexOf('>', lt + 1);
    // No '>' after this '<': no tag closes from here on.
    if (gt === -1) break;
    if (gt === lt + 1) {
      // '<>' is text.
      from = gt;
      continue;
    }
    out += `${html.slice(copied, lt)} `;
    copied = gt + 1;
    from = copied;
  }
  return out + html.slice(copied);
}

/** Plain text of an HTML description, for snippets and meta descriptions (no DOM needed; linear time). */
export function htmlToText(html: string): string {
  return removeTags(removeScriptsAndStyles(html))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** PUB-10: the first 45 characters of the description followed by an ellipsis. */
export function jobSnippet(html: string, length = JOB_SNIPPET_LENGTH): string {
  return `${htmlToText(html).slice(0, length)}...`;
}
