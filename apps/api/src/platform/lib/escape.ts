/**
 * The one escape for text and attribute values in HTML and XML (pages' head tags, the sitemap, e-mails):
 * the five characters that can break out of either become numeric character references.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` is escaped so no value can close the
 * script element (`</script>`) or open a comment; `>`/`&` and the JS line separators likewise.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
