import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NAV_LINKS, scrollToSection } from '@/config/navigation';
import { homeFor, paths } from '@/config/paths';
import { site } from '@/config/site';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useSession } from '@/lib/use-session';
import { LogoutButton } from './logout-button';

/** PUB-3: logo → '/', six section links, and the session-dependent right side. */
export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn, user } = useSession();
  const [open, setOpen] = useState(false);

  const onNavClick = (event: MouseEvent<HTMLAnchorElement>, path: string, section: string) => {
    setOpen(false);
    // Ctrl/Cmd/Shift-click opens the section page in a new tab or window as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A link to the page already showing scrolls to its section; otherwise it navigates.
    if (location.pathname === path) scrollToSection(section);
    else void navigate(path);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          onClick={() => {
            // The logo on '/' itself goes back to the top (a navigation to the same path would not).
            if (location.pathname === paths.home) window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          // WCAG 2.5.3 Label in Name: the name starts with the words shown ("Northwind Careers", or just
          // "Northwind" below 640 px), so a voice user can say what they see.
          className="flex items-center gap-2 font-bold text-brand-800"
          aria-label={`${site.shortName} Careers home`}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          {/* Below 360 px only the mark shows, so the login button keeps one line (GEN-11: 320 px). */}
          <span className="hidden text-base leading-tight whitespace-nowrap min-[360px]:inline sm:text-lg">
            {site.shortName}
            <span className="hidden font-medium text-muted sm:inline"> Careers</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <a
                  href={link.path}
                  onClick={(e) => onNavClick(e, link.path, link.section)}
                  aria-current={location.pathname === link.path ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted transition hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {signedIn && user ? (
            <>
              <Link
                to={homeFor(user.role)}
                className="hidden max-w-40 truncate rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:block"
              >
                {user.first_name} {user.last_name}
              </Link>
              <LogoutButton />
            </>
          ) : (
            <ButtonLink to={paths.login} size="sm">
              Candidate Login
            </ButtonLink>
          )}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon icon={open ? icons.close : icons.menu} className="h-6 w-6" />
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main (mobile)" className="border-t border-line bg-white lg:hidden">
          <ul className="mx-auto max-w-7xl px-4 py-2">
            {signedIn && user && (
              <li>
                <Link
                  to={homeFor(user.role)}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {user.first_name} {user.last_name}
                </Link>
              </li>
            )}
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <a
                  href={link.path}
                  onClick={(e) => onNavClick(e, link.path, link.section)}
                  className="block rounded-md px-3 py-3 font-medium text-ink hover:bg-brand-50"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
