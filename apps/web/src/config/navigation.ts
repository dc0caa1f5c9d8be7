import { LANDING_SECTIONS, type LandingPath } from '@careers/shared';

/** SPEC 2.2: the six top-navigation links, their paths and the landing sections they show. */
export const NAV_LINKS: readonly { label: string; path: LandingPath; section: string }[] = [
  { label: 'About Us', path: '/aboutus', section: LANDING_SECTIONS['/aboutus'] },
  { label: 'Why Us?', path: '/whyus', section: LANDING_SECTIONS['/whyus'] },
  { label: 'Our Values', path: '/ourvalues', section: LANDING_SECTIONS['/ourvalues'] },
  { label: 'Who are we?', path: '/whoarewe', section: LANDING_SECTIONS['/whoarewe'] },
  { label: 'Careers', path: '/careers', section: LANDING_SECTIONS['/careers'] },
  { label: 'FAQs', path: '/faq', section: LANDING_SECTIONS['/faq'] },
];

export const sectionForPath = (pathname: string): string | undefined =>
  LANDING_SECTIONS[pathname.replace(/\/+$/, '') as LandingPath];

/** Smooth unless the visitor prefers reduced motion. */
export function scrollToSection(section: string) {
  const element = document.getElementById(section);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
