import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection, sectionForPath } from '@/config/navigation';

/**
 * PUB-3's rule for links to landing sections outside the top navigation (hero, footer): on the
 * page already showing, scroll smoothly to the section; otherwise navigate (the landing page then
 * scrolls on the path change). A plain <Link> keeps modifier-clicks (new tab) working.
 */
export function SectionLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const section = sectionForPath(to);
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (!section || pathname !== to || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        scrollToSection(section);
      }}
    >
      {children}
    </Link>
  );
}
