import { PAGE_TEXTS } from '@careers/shared';

/** Said to screen readers while a page's code arrives; nothing is shown but the skeleton. */
function LoadingStatus() {
  return (
    <p role="status" className="sr-only">
      {PAGE_TEXTS.loadingPage}
    </p>
  );
}

/**
 * The router's HydrateFallback for a page in the main layout: on a direct visit the header and footer
 * show at once and this quiet skeleton holds the page's height (the footer stays at the bottom) until the
 * page's code has arrived.
 */
export function PageFallback() {
  return (
    <div aria-busy="true" className="mx-auto min-h-[calc(100dvh-4rem)] max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <LoadingStatus />
      <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse">
        <div className="h-9 w-1/2 rounded-lg bg-surface" />
        <div className="h-5 w-1/3 rounded bg-surface" />
        <div className="h-64 rounded-[var(--radius-card)] bg-surface" />
      </div>
    </div>
  );
}

/** The same for a page that draws its own frame (the account forms) or the recruiter workspace: a blank page of its colour. */
export function ScreenFallback({ tone = 'surface' }: { tone?: 'surface' | 'white' }) {
  return (
    <div aria-busy="true" className={`min-h-dvh ${tone === 'white' ? 'bg-white' : 'bg-surface'}`}>
      <LoadingStatus />
    </div>
  );
}
