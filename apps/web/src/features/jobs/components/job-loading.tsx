import { UI_MESSAGES } from '@careers/shared';

/**
 * PUB-12's loading state. It holds the page's height so the footer does not jump into view and
 * out again; the router also shows it while the job page's code loads on a direct visit.
 */
export function JobLoading() {
  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <p className="text-muted" role="status">
        {UI_MESSAGES.loadingJobDetails}
      </p>
      <div aria-hidden="true" className="mt-6 animate-pulse space-y-4">
        <div className="h-10 w-2/3 rounded-lg bg-surface" />
        <div className="h-5 w-1/3 rounded bg-surface" />
        <div className="h-64 rounded-[var(--radius-card)] bg-surface" />
      </div>
    </div>
  );
}
