import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** PUB-1: the main layout (navigation, page, footer); the footer sits at the bottom of a short page. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The page's last block grows to the footer: a short page's own background reaches it (no white band). */}
      <main id="main" className="flex flex-1 flex-col [&>*]:w-full [&>:last-child]:grow" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
