import { LANDING_TEXTS } from '@careers/shared';
import type { IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

export interface ShareLink {
  label: string;
  icon: IconDrawing;
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
    { label: facebook, icon: icons.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: twitter, icon: icons.twitter, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: linkedin, icon: icons.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: email, icon: icons.mail, href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}
