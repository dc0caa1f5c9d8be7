import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('share links (PUB-13)', () => {
  it('offers Facebook, Twitter, LinkedIn and Email, each carrying the job URL (and the title where the target takes one)', () => {
    const url = 'https://careers.example/job/1042';
    const links = shareLinks(url, 'Azure SME & Architect');
    expect(links.map((l) => l.label)).toEqual(['Facebook', 'Twitter', 'LinkedIn', 'Email']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(url));
    const [facebook, twitter, linkedin, email] = links;
    expect(new URL(facebook!.href).searchParams.get('u')).toBe(url);
    expect(new URL(twitter!.href).searchParams.get('text')).toBe('Azure SME & Architect');
    expect(new URL(linkedin!.href).searchParams.get('url')).toBe(url);
    expect(email!.href).toMatch(/^mailto:\?subject=Azure%20SME%20%26%20Architect&body=/);
  });
});
