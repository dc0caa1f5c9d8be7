import { NAV_ROUTES } from '@careers/shared';

/** PUB-3: the six top-navigation links (header and footer), their paths and the landing sections they show. */
export const NAV_LINKS = NAV_ROUTES;

/** The landing section a path shows (trailing slashes ignored); undefined for other paths. */
export const sectionForPath = (pathname: string): string | undefined =>
  NAV_LINKS.find((link) => link.path === pathname.replace(/\/+$/, ''))?.section;

/** Smooth unless the visitor prefers reduced motion. */
export function scrollToSection(section: string) {
  const element = document.getElementById(section);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
