import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { avatarInitials } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useLogout } from '@/components/layouts/logout-button';
import { Kbd } from '@/components/workspace/kbd';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useSession } from '@/lib/use-session';
import { QueryProvider } from '@/lib/query-provider';
import { navFor, type WorkspaceNavItem } from './navigation';
import { PaletteSlot } from './palette-slot';

/** The router reaches each workspace page's code through the frame's chunk (docs/decisions/031). */
export { WORKSPACE_PAGES } from './pages';

/** Paths that belong to a place although they do not start with its link (a found candidate belongs to Candidates). */
const ALSO_UNDER: Partial<Record<string, string>> = { candidates: '/recruiter/candidates' };

/** Whether `item` is the place the visitor is in. */
export function isCurrent(item: WorkspaceNavItem, pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const path = item.to.split('?')[0] ?? item.to;
  if (item.end) return pathname === path;
  const also = ALSO_UNDER[item.id];
  return under(path) || (also !== undefined && under(also));
}

/** The rail's content: the product, search, the places, the member and sign-out (the desktop rail and the phone's drawer). */
function RailContent({ onSearch, onNavigate }: { onSearch: () => void; onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const items = navFor(user?.role);
  const groups = [items.filter((item) => item.group === 'work'), items.filter((item) => item.group === 'manage')];
  const firstName = user?.first_name ?? '';
  const lastName = user?.last_name ?? '';
  return (
    <div className="flex h-full flex-col text-ws">
      <Link to={paths.recruiter.home} onClick={onNavigate} className="flex h-14 flex-none items-center gap-2 px-4 font-semibold text-ink">
        <img src="/favicon.svg" alt="" width="24" height="24" className="h-6 w-6 rounded" />
        <span className="truncate">{site.shortName}</span> <span className="truncate font-normal text-muted">{W.productName}</span>
      </Link>
      <div className="px-3">
        <button
          type="button"
          onClick={onSearch}
          className="flex h-8 w-full items-center gap-2 rounded-md border border-line bg-white px-2 text-ws-sm text-muted shadow-sm hover:border-brand-200 hover:text-ink"
        >
          <Icon icon={icons.search} className="h-4 w-4 flex-none" />
          <span className="flex-1 text-left">{W.search}</span>
          <span className="hidden gap-0.5 lg:flex" aria-hidden="true">
            <Kbd>Ctrl</Kbd>
            <Kbd>K</Kbd>
          </span>
        </button>
      </div>
      <nav aria-label={W.navLabel} className="mt-3 flex-1 overflow-y-auto px-3">
        {groups.map((group, index) => (
          <ul key={group[0]?.id ?? index} className={index > 0 ? 'mt-4 border-t border-line pt-4' : ''}>
            {group.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.id}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={current ? 'page' : undefined}
                    className={`flex h-8 items-center gap-2.5 rounded-md px-2 font-medium ${
                      current ? 'bg-white text-brand-800 shadow-sm ring-1 ring-line' : 'text-muted hover:bg-white/70 hover:text-ink'
                    }`}
                  >
                    <Icon icon={item.icon} className={`h-4 w-4 flex-none ${current ? 'text-brand-600' : ''}`} />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        ))}
      </nav>
      <div className="flex flex-none items-center gap-2 border-t border-line p-3">
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-700 text-ws-xs font-semibold text-white"
        >
          {avatarInitials(firstName, lastName)}
        </span>
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate font-medium text-ink">
            {firstName} {lastName}
          </p>
          <p className="truncate text-ws-xs text-muted">{user?.role === 'admin' ? W.roles.admin : W.roles.recruiter}</p>
        </div>
        <button
          type="button"
          onClick={() => void logout()}
          aria-label={W.signOut}
          title={W.signOut}
          className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink"
        >
          <Icon icon={icons.logOut} className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}

/** Below 1024 px the rail is a drawer: a modal dialog from the left (focus kept inside, Escape closes it). */
function Drawer({ open, onClose, onSearch }: { open: boolean; onClose: () => void; onSearch: () => void }) {
  const { ref, onCancel } = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="m-0 h-dvh max-h-none w-72 max-w-[calc(100%-3rem)] bg-rail p-0 text-ink shadow-raised backdrop:bg-brand-950/40 lg:hidden"
    >
      {open && (
        <div className="relative h-full">
          <h2 id={titleId} className="sr-only">
            {W.menuTitle}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={W.closeMenu}
            className="absolute top-3 right-2 z-10 inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink"
          >
            <Icon icon={icons.close} className="h-4 w-4" />
          </button>
          <RailContent
            onSearch={() => {
              onClose();
              onSearch();
            }}
            onNavigate={onClose}
          />
        </div>
      )}
    </dialog>
  );
}

/**
 * REC-16: the recruiter workspace's frame, a lazily loaded layout route (docs/decisions/031) around
 * every /recruiter page, inside the router's role guards: a skip link, the navigation rail (a drawer
 * below 1024 px), the member's name and role, sign-out and the search (the command palette's slot).
 * No marketing header or footer.
 */
export function WorkspaceLayout() {
  const { pathname } = useLocation();
  // The drawer is open on the page it was opened on: a new page (a link in it, the browser's back button) closes it.
  const [drawerAt, setDrawerAt] = useState<string | undefined>();
  const drawerOpen = drawerAt === pathname;
  const [paletteOpen, setPaletteOpen] = useState(false);

  // Ctrl/Cmd-K opens the search from anywhere in the workspace.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const openSearch = () => setPaletteOpen(true);

  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col bg-white text-ws text-ink lg:flex-row">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow-raised"
        >
          {W.skipToContent}
        </a>
        <aside className="sticky top-0 hidden h-dvh w-rail flex-none border-r border-line bg-rail lg:block">
          <RailContent onSearch={openSearch} />
        </aside>
        <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-line bg-white/95 px-2 backdrop-blur lg:hidden">
          <button
            type="button"
            onClick={() => setDrawerAt(pathname)}
            aria-label={W.openMenu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-surface"
          >
            <Icon icon={icons.menu} className="h-5 w-5" />
          </button>
          <Link to={paths.recruiter.home} className="flex min-w-0 flex-1 items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width="24" height="24" className="h-6 w-6 rounded" />
            <span className="truncate">{site.shortName}</span>
          </Link>
          <button
            type="button"
            onClick={openSearch}
            aria-label={W.search}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-surface"
          >
            <Icon icon={icons.search} className="h-5 w-5" />
          </button>
        </header>
        <Drawer open={drawerOpen} onClose={() => setDrawerAt(undefined)} onSearch={openSearch} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 bg-surface/40 focus:outline-none">
          <Outlet />
        </main>
        <PaletteSlot open={paletteOpen} onOpenChange={setPaletteOpen} />
      </div>
    </QueryProvider>
  );
}
