import { LANDING_TEXTS } from '@careers/shared';
import type { IconName } from '@/components/ui/icon';

export interface ShareLink {
  label: string;
  icon: IconName;
  href: string;
}

/**
 * PUB-13: Facebook, Twitter, LinkedIn and Email links carrying the job's URL and title.
 * Facebook and LinkedIn take only the URL and read the title from the page's Open Graph tags (PUB-16).
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const { facebook, twitter, linkedin, email } = LANDING_TEXTS.shareTargets;
  return [
    { label: facebook, icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: twitter, icon: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: linkedin, icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: email, icon: 'mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}
