import {
  APPLICATION_STEP_LABELS,
  formatDate,
  REPORTS_MESSAGES as R,
  REPORTS_PAGE_MESSAGES as M,
  type ReportQueryInput,
} from '@careers/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useReport } from '../api/reports';
import { BarChart, type ChartSeries } from './bar-chart';
import { Figure, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const dash = M.noValue;
const count = (n: number) => n.toLocaleString('en-GB');
const percent = (n: number | null) => (n === null ? dash : `${n.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`);
const days = (n: number | null) => (n === null ? dash : M.days(n));
const captionOf = (title: string, query: ReportQueryInput) =>
  M.tableCaption(title, R.rangeLabel(formatDate(query.from), formatDate(query.to)));

/** A chart draws at most this many rows (sources, jobs): its table lists them all. */
const CHART_ROWS = 10;

const BRAND: ChartSeries = { key: 'a', label: '', fill: 'fill-brand-600', swatch: 'bg-brand-600' };
const LIGHT: ChartSeries = { key: 'b', label: '', fill: 'fill-brand-300', swatch: 'bg-brand-300' };
const ACCENT: ChartSeries = { key: 'c', label: '', fill: 'fill-accent-500', swatch: 'bg-accent-500' };
const AMBER: ChartSeries = { key: 'd', label: '', fill: 'fill-star', swatch: 'bg-star' };

/** REC-37: the funnel: applications reaching each step, conversion to the next, not selected and withdrawn. */
export function FunnelReport({ query }: { query: ReportQueryInput }) {
  const report = useReport('funnel', query);
  const data = report.data;
  const tableId = 'report-funnel-table';
  const c = R.columns;
  return (
    <ReportSection
      kind="funnel"
      title={M.funnel.title}
      description={R.funnelIntro}
      query={query}
      loading={!data}
      failed={report.error}
      summary={
        data && (
          <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label={APPLICATION_STEP_LABELS.applied} value={count(data.steps[0]?.reached ?? 0)} />
            <Figure label={APPLICATION_STEP_LABELS.hired} value={count(data.steps.at(-1)?.reached ?? 0)} />
            <Figure label={R.notSelected} value={count(data.notSelected)} />
            <Figure label={R.withdrawn} value={count(data.withdrawn)} />
          </dl>
        )
      }
      chart={
        data && (
          <BarChart
            name={M.chartName(M.funnel.title)}
            describedBy={tableId}
            series={[{ ...BRAND, label: c.reached }]}
            rows={data.steps.map((step) => ({ key: step.step, label: APPLICATION_STEP_LABELS[step.step], values: [step.reached] }))}
            format={count}
          />
        )
      }
      table={
        data && (
          <ReportTable
            id={tableId}
            caption={captionOf(M.funnel.title, query)}
            columns={[
              { key: 'step', label: c.step },
              { key: 'reached', label: M.funnel.reached, numeric: true },
              { key: 'conversion', label: M.funnel.conversion, numeric: true },
            ]}
            rows={[
              ...data.steps.map((step) => ({
                key: step.step,
                cells: [APPLICATION_STEP_LABELS[step.step], count(step.reached), percent(step.conversion)],
              })),
              { key: 'not_selected', cells: [R.notSelected, count(data.notSelected), dash] },
              { key: 'withdrawn', cells: [R.withdrawn, count(data.withdrawn), dash] },
            ]}
          />
        )
      }
    />
  );
}

/** REC-38: median and 90th percentile days in each step, time to first review and time to hire. */
export function TimeReport({ query }: { query: ReportQueryInput }) {
  const report = useReport('time', query);
  const data = report.data;
  const tableId = 'report-time-table';
  const c = R.columns;
  const rows = data
    ? [
        ...data.steps.map((step) => ({ key: step.step, label: APPLICATION_STEP_LABELS[step.step], ...step })),
        { key: 'first-review', label: R.firstReview, ...data.firstReview },
        { key: 'hire', label: R.timeToHire, ...data.hire },
      ]
    : [];
  return (
    <ReportSection
      kind="time"
      layout="halves"
      title={R.timeTitle}
      description={R.timeIntro}
      query={query}
      loading={!data}
      failed={report.error}
      summary={
        data && (
          <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label={R.firstReview} value={days(data.firstReview.medianDays)} hint={M.time.median} />
            <Figure label={R.timeToHire} value={days(data.hire.medianDays)} hint={M.time.median} />
            <Figure label={R.timeToHire} value={days(data.hire.p90Days)} hint={M.time.p90} />
            <Figure label={M.time.hires} value={count(data.hire.n)} />
          </dl>
        )
      }
      chart={
        data && (
          <BarChart
            name={M.chartName(R.timeTitle)}
            describedBy={tableId}
            series={[
              { ...BRAND, label: c.medianDays },
              { ...LIGHT, label: c.p90Days },
            ]}
            rows={rows.map((row) => ({ key: row.key, label: row.label, values: [row.medianDays, row.p90Days] }))}
            format={(n) => `${n} d`}
          />
        )
      }
      table={
        data && (
          <ReportTable
            id={tableId}
            caption={captionOf(R.timeTitle, query)}
            columns={[
              { key: 'measure', label: c.measure },
              { key: 'n', label: c.moves, numeric: true },
              { key: 'median', label: c.medianDays, numeric: true },
              { key: 'p90', label: c.p90Days, numeric: true },
            ]}
            rows={rows.map((row) => ({
              key: row.key,
              cells: [row.label, count(row.n), row.medianDays ?? dash, row.p90Days ?? dash],
            }))}
          />
        )
      }
    />
  );
}

/** REC-38: applications, interviews and hires per source, and hires per 100 applications. */
export function SourcesReport({ query }: { query: ReportQueryInput }) {
  const report = useReport('sources', query);
  const data = report.data;
  const tableId = 'report-sources-table';
  const c = R.columns;
  return (
    <ReportSection
      kind="sources"
      title={R.sourcesTitle}
      description={R.sourcesIntro}
      query={query}
      loading={!data}
      failed={report.error}
      layout="halves"
      chart={
        data &&
        (data.sources.length === 0 ? (
          <p className="text-ws text-muted">{R.noData}</p>
        ) : (
          <BarChart
            name={M.chartName(R.sourcesTitle)}
            describedBy={tableId}
            series={[
              { ...BRAND, label: c.applications },
              { ...LIGHT, label: c.interviews },
              { ...ACCENT, label: c.hires },
            ]}
            rows={data.sources
              .slice(0, CHART_ROWS)
              .map((row) => ({ key: row.source, label: row.source, values: [row.applications, row.interviews, row.hires] }))}
            format={count}
            note={data.sources.length > CHART_ROWS ? M.chartTop(CHART_ROWS, data.sources.length) : undefined}
          />
        ))
      }
      table={
        data && (
          <ReportTable
            id={tableId}
            caption={captionOf(R.sourcesTitle, query)}
            columns={[
              { key: 'source', label: c.source },
              { key: 'applications', label: c.applications, numeric: true },
              { key: 'interviews', label: c.interviews, numeric: true },
              { key: 'hires', label: c.hires, numeric: true },
              { key: 'per100', label: c.hiresPer100, numeric: true },
            ]}
            rows={data.sources.map((row) => ({
              key: row.source,
              cells: [row.source, count(row.applications), count(row.interviews), count(row.hires), row.hiresPer100 ?? dash],
            }))}
          />
        )
      }
    />
  );
}

/** REC-39: open jobs with this week's applications, stuck applications, offers accepted and declined. */
export function JobsReport({ query }: { query: ReportQueryInput }) {
  const report = useReport('jobs', query);
  const data = report.data;
  const tableId = 'report-jobs-table';
  const c = R.columns;
  const stuck = data ? R.stuckLabel(data.stuckDays) : '';
  return (
    <ReportSection
      kind="jobs"
      title={R.jobsTitle}
      description={R.jobsIntro}
      query={query}
      loading={!data}
      failed={report.error}
      layout="below"
      summary={
        data && (
          <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure
              label={M.jobs.openJobs}
              value={count(data.openJobs)}
              hint={M.jobs.withApplications(data.openJobsWithApplicationsThisWeek)}
            />
            <Figure label={c.applicationsThisWeek} value={count(data.applicationsThisWeek)} />
            <Figure label={M.jobs.stuck(data.stuckDays)} value={count(data.stuck)} />
            <Figure
              label={M.jobs.offers}
              value={`${count(data.offersAccepted)} / ${count(data.offersDeclined)}`}
              hint={M.jobs.acceptedDeclined}
            />
          </dl>
        )
      }
      chart={
        data &&
        (data.jobs.length === 0 ? (
          <p className="text-ws text-muted">{M.jobs.none}</p>
        ) : (
          <BarChart
            name={M.chartName(R.jobsTitle)}
            describedBy={tableId}
            series={[
              { ...BRAND, label: c.applicationsThisWeek },
              { ...AMBER, label: stuck },
              { ...ACCENT, label: c.offersAccepted },
            ]}
            rows={data.jobs.slice(0, CHART_ROWS).map((job) => ({
              key: String(job.jobId),
              label: job.jobTitle,
              values: [job.applicationsThisWeek, job.stuck, job.offersAccepted],
            }))}
            format={count}
            note={data.jobs.length > CHART_ROWS ? M.chartTop(CHART_ROWS, data.jobs.length) : undefined}
          />
        ))
      }
      table={
        data && (
          <ReportTable
            id={tableId}
            caption={captionOf(R.jobsTitle, query)}
            columns={[
              { key: 'job', label: c.job },
              { key: 'week', label: c.applicationsThisWeek, numeric: true },
              { key: 'stuck', label: c.stuck, numeric: true },
              { key: 'accepted', label: c.offersAccepted, numeric: true },
              { key: 'declined', label: c.offersDeclined, numeric: true },
            ]}
            rows={data.jobs.map((job) => ({
              key: String(job.jobId),
              cells: [
                <span key="job">
                  <Link to={paths.recruiter.job(job.jobId)} className="text-brand-800 hover:underline">
                    {job.jobTitle}
                  </Link>
                  {!job.open && <span className="ml-2 text-ws-xs font-normal text-muted">{M.jobs.closed}</span>}
                </span>,
                count(job.applicationsThisWeek),
                count(job.stuck),
                count(job.offersAccepted),
                count(job.offersDeclined),
              ],
            }))}
          />
        )
      }
    />
  );
}
