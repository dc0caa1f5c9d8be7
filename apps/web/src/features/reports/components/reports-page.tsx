import { REPORTS_PAGE_MESSAGES as M } from '@careers/shared';
import * as icons from '@/components/ui/icons';
import { EmptyState } from '@/components/workspace/empty-state';
import { useReport, useReportFilters } from '../api/reports';
import { useReportQuery } from '../hooks/use-report-query';
import { ReportFilters } from './report-filters';
import { Report } from './reports';

/**
 * REC-40: the Reports page's content: the range and filters (in the address), then the funnel, time in step,
 * sources and jobs, each a chart with its table and its CSV. When no application was sent in the range the
 * first three give way to one empty state (no charts of zeros); the jobs report is today's state and stays.
 */
export function ReportsPage() {
  const { update, ...selection } = useReportQuery();
  const choices = useReportFilters();
  const query = selection.query;
  // The funnel's answer says whether the range holds any application (the other reports share its cache key shape).
  const funnel = useReport('funnel', query ?? { from: selection.from, to: selection.to }, query !== null);
  const empty =
    funnel.data !== undefined &&
    !funnel.isPlaceholderData &&
    funnel.data.steps.every((step) => step.reached === 0) &&
    funnel.data.notSelected === 0 &&
    funnel.data.withdrawn === 0;

  return (
    <div className="space-y-6">
      <p className="text-ws text-muted">{M.intro}</p>
      <ReportFilters selection={selection} choices={choices.data} update={update} />
      {query && (
        <>
          {empty ? (
            <EmptyState size="page" icon={icons.barChart} title={M.emptyTitle} description={M.emptyBody} />
          ) : (
            <>
              <Report kind="funnel" query={query} />
              <Report kind="time" query={query} />
              <Report kind="sources" query={query} />
            </>
          )}
          <Report kind="jobs" query={query} />
        </>
      )}
    </div>
  );
}
