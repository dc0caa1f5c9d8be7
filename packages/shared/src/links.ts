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
