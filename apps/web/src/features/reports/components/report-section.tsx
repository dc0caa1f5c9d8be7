import { useState, type ReactNode } from 'react';
import { REPORTS_PAGE_MESSAGES as M, type ReportKind, type ReportQueryInput } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { SkeletonText } from '@/components/workspace/skeleton';
import { ApiError } from '@/lib/api-client';
import { downloadReportCsv } from '../api/reports';

const LAYOUTS = { beside: 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]', halves: 'xl:grid-cols-2', below: '' } as const;

/**
 * REC-40: one report's card: its title and what it counts, its "Download CSV" (the API's CSV of the same
 * range and filters: the same numbers as the chart and the table), then the chart beside its table on a
 * wide screen and above it on a phone.
 */
export function ReportSection({
  kind,
  title,
  description,
  query,
  loading,
  failed,
  summary,
  chart,
  table,
  layout = 'beside',
}: {
  kind: ReportKind;
  title: string;
  description: string;
  query: ReportQueryInput | null;
  loading: boolean;
  /** Why the report could not be loaded: the API's own message for a query it refuses (400), else a retry hint. */
  failed: Error | null;
  /** Figures above the chart (e.g. the withdrawals, time to hire). */
  summary?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /**
   * Where the table goes on a wide screen: `beside` the chart (a narrow table), sharing the width in `halves`
   * (more columns), or `below` it (long row names such as job titles). On a phone it is always below.
   */
  layout?: 'beside' | 'halves' | 'below';
}) {
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const headingId = `report-${kind}-title`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-line bg-white">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-0.5 text-ws-sm text-muted">{description}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          disabled={!query || downloading}
          aria-label={M.downloadNamed(title)}
          onClick={() => {
            if (!query) return;
            setDownloading(true);
            setDownloadFailed(false);
            downloadReportCsv(kind, query)
              .catch(() => setDownloadFailed(true))
              .finally(() => setDownloading(false));
          }}
        >
          <Icon icon={icons.download} className="h-4 w-4" />
          {M.download}
        </Button>
      </header>
      {downloadFailed && (
        <p role="alert" className="border-b border-line bg-red-50 px-4 py-2 text-ws-sm text-danger sm:px-5">
          {M.downloadFailed}
        </p>
      )}
      <div className="p-4 sm:p-5">
        {failed ? (
          <p role="alert" className="text-ws text-danger">
            {failed instanceof ApiError && failed.status === 400 ? failed.message : M.failed}
          </p>
        ) : loading ? (
          <SkeletonText lines={6} />
        ) : (
          <>
            {summary}
            <div className={`grid min-w-0 grid-cols-1 gap-6 ${LAYOUTS[layout]}`}>
              <div className="min-w-0">{chart}</div>
              <div className="min-w-0">{table}</div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A headline figure of a report (e.g. "Time to hire: 12 days"). */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-md border border-line bg-surface/60 px-3 py-2">
      <dt className="text-ws-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">{value}</dd>
      {hint && <dd className="text-ws-xs text-muted">{hint}</dd>}
    </div>
  );
}
