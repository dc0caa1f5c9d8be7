import type { ReactNode } from 'react';
import {
  APPLICATION_STEP_LABELS,
  formatDate,
  REPORTS_MESSAGES as R,
  REPORTS_PAGE_MESSAGES as M,
  type ReportKind,
  type ReportQueryInput,
} from '@careers/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useReport, type ReportAnswer } from '../api/reports';
import { BarChart, type ChartSeries } from './bar-chart';
import { Figure, ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';

const dash = M.noValue;
const count = (n: number) => n.toLocaleString('en-GB');
const percent = (n: number | null) => (n === null ? dash : `${n.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`);
const days = (n: number | null) => (n === null ? dash : M.days(n));

/** A chart draws at most this many rows (sources, jobs): its table lists them all. */
const CHART_ROWS = 10;

const BRAND: ChartSeries = { key: 'a', label: '', fill: 'fill-brand-600', swatch: 'bg-brand-600' };
const LIGHT: ChartSeries = { key: 'b', label: '', fill: 'fill-brand-300', swatch: 'bg-brand-300' };
const ACCENT: ChartSeries = { key: 'c', label: '', fill: 'fill-accent-500', swatch: 'bg-accent-500' };
const AMBER: ChartSeries = { key: 'd', label: '', fill: 'fill-star', swatch: 'bg-star' };

/** One row of a report: its table cells and, when the chart draws it, one value per series. */
interface ReportRow {
  key: string;
  label: string;
  cells: readonly ReactNode[];
  /** The chart's values; a row without them is in the table only (the funnel's not selected and withdrawn). */
  values?: readonly (number | null)[];
}

/** A headline figure above the chart. */
interface FigureOf {
  label: string;
  value: string;
  hint?: string;
}

/**
 * One report described as data (REC-37 to REC-40): what it is called and counts, where its table goes, its
 * headline figures, the chart's series, the table's columns and each row. `ReportCard` draws every report
 * from this, and its CSV is the API's for the same kind, range and filters.
 */
interface ReportDefinition<K extends ReportKind> {
  title: string;
  description: string;
  layout?: 'beside' | 'halves' | 'below';
  figures?: (data: ReportAnswer<K>) => FigureOf[];
  series: (data: ReportAnswer<K>) => ChartSeries[];
  format: (value: number) => string;
  columns: readonly ReportColumn[];
  rows: (data: ReportAnswer<K>) => ReportRow[];
  /** Said instead of the chart when there is no row; the chart then draws at most CHART_ROWS rows. */
  empty?: string;
}

const c = R.columns;

const REPORTS: { [K in ReportKind]: ReportDefinition<K> } = {
  /** REC-37: the funnel: applications reaching each step, conversion to the next, not selected and withdrawn. */
  funnel: {
    title: M.funnel.title,
    description: R.funnelIntro,
    figures: (data) => [
      { label: APPLICATION_STEP_LABELS.applied, value: count(data.steps[0]?.reached ?? 0) },
      { label: APPLICATION_STEP_LABELS.hired, value: count(data.steps.at(-1)?.reached ?? 0) },
      { label: R.notSelected, value: count(data.notSelected) },
      { label: R.withdrawn, value: count(data.withdrawn) },
    ],
    series: () => [{ ...BRAND, label: c.reached }],
    format: count,
    columns: [
      { key: 'step', label: c.step },
      { key: 'reached', label: M.funnel.reached, numeric: true },
      { key: 'conversion', label: M.funnel.conversion, numeric: true },
    ],
    rows: (data) => [
      ...data.steps.map((step) => ({
        key: step.step,
        label: APPLICATION_STEP_LABELS[step.step],
        values: [step.reached],
        cells: [APPLICATION_STEP_LABELS[step.step], count(step.reached), percent(step.conversion)],
      })),
      { key: 'not_selected', label: R.notSelected, cells: [R.notSelected, count(data.notSelected), dash] },
      { key: 'withdrawn', label: R.withdrawn, cells: [R.withdrawn, count(data.withdrawn), dash] },
    ],
  },

  /** REC-38: median and 90th percentile days in each step, time to first review and time to hire. */
  time: {
    title: R.timeTitle,
    description: R.timeIntro,
    layout: 'halves',
    figures: (data) => [
      { label: R.firstReview, value: days(data.firstReview.medianDays), hint: M.time.median },
      { label: R.timeToHire, value: days(data.hire.medianDays), hint: M.time.median },
      { label: R.timeToHire, value: days(data.hire.p90Days), hint: M.time.p90 },
      { label: M.time.hires, value: count(data.hire.n) },
    ],
    series: () => [
      { ...BRAND, label: c.medianDays },
      { ...LIGHT, label: c.p90Days },
    ],
    format: (n) => `${n} d`,
    columns: [
      { key: 'measure', label: c.measure },
      { key: 'n', label: c.moves, numeric: true },
      { key: 'median', label: c.medianDays, numeric: true },
      { key: 'p90', label: c.p90Days, numeric: true },
    ],
    rows: (data) =>
      [
        ...data.steps.map((step) => ({ key: step.step, label: APPLICATION_STEP_LABELS[step.step], ...step })),
        { key: 'first-review', label: R.firstReview, ...data.firstReview },
        { key: 'hire', label: R.timeToHire, ...data.hire },
      ].map((row) => ({
        key: row.key,
        label: row.label,
        values: [row.medianDays, row.p90Days],
        cells: [row.label, count(row.n), row.medianDays ?? dash, row.p90Days ?? dash],
      })),
  },

  /** REC-38: applications, interviews and hires per source, and hires per 100 applications. */
  sources: {
    title: R.sourcesTitle,
    description: R.sourcesIntro,
    layout: 'halves',
    series: () => [
      { ...BRAND, label: c.applications },
      { ...LIGHT, label: c.interviews },
      { ...ACCENT, label: c.hires },
    ],
    format: count,
    columns: [
      { key: 'source', label: c.source },
      { key: 'applications', label: c.applications, numeric: true },
      { key: 'interviews', label: c.interviews, numeric: true },
      { key: 'hires', label: c.hires, numeric: true },
      { key: 'per100', label: c.hiresPer100, numeric: true },
    ],
    rows: (data) =>
      data.sources.map((row) => ({
        key: row.source,
        label: row.source,
        values: [row.applications, row.interviews, row.hires],
        cells: [row.source, count(row.applications), count(row.interviews), count(row.hires), row.hiresPer100 ?? dash],
      })),
    empty: R.noData,
  },

  /** REC-39: open jobs with this week's applications, stuck applications, offers accepted and declined. */
  jobs: {
    title: R.jobsTitle,
    description: R.jobsIntro,
    layout: 'below',
    figures: (data) => [
      { label: M.jobs.openJobs, value: count(data.openJobs), hint: M.jobs.withApplications(data.openJobsWithApplicationsThisWeek) },
      { label: c.applicationsThisWeek, value: count(data.applicationsThisWeek) },
      { label: M.jobs.stuck(data.stuckDays), value: count(data.stuck) },
      {
        label: M.jobs.offers,
        value: `${count(data.offersAccepted)} / ${count(data.offersDeclined)}`,
        hint: M.jobs.acceptedDeclined,
      },
    ],
    series: (data) => [
      { ...BRAND, label: c.applicationsThisWeek },
      { ...AMBER, label: R.stuckLabel(data.stuckDays) },
      { ...ACCENT, label: c.offersAccepted },
    ],
    format: count,
    columns: [
      { key: 'job', label: c.job },
      { key: 'week', label: c.applicationsThisWeek, numeric: true },
      { key: 'stuck', label: c.stuck, numeric: true },
      { key: 'accepted', label: c.offersAccepted, numeric: true },
      { key: 'declined', label: c.offersDeclined, numeric: true },
    ],
    rows: (data) =>
      data.jobs.map((job) => ({
        key: String(job.jobId),
        label: job.jobTitle,
        values: [job.applicationsThisWeek, job.stuck, job.offersAccepted],
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
      })),
    empty: M.jobs.none,
  },
};

/** REC-40: one report for the range and filters, drawn from its definition: figures, chart, table, CSV. */
export function Report<K extends ReportKind>({ kind, query }: { kind: K; query: ReportQueryInput }) {
  const report = useReport(kind, query);
  const data = report.data;
  const definition = REPORTS[kind] as ReportDefinition<K>;
  const { title } = definition;
  const tableId = `report-${kind}-table`;
  const rows = data ? definition.rows(data) : [];
  const charted = rows.filter((row) => row.values !== undefined);
  const limited = definition.empty !== undefined;
  const figures = data ? definition.figures?.(data) : undefined;
  return (
    <ReportSection
      kind={kind}
      title={title}
      description={definition.description}
      query={query}
      loading={!data}
      failed={report.error}
      layout={definition.layout}
      summary={
        figures && (
          <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {figures.map((figure, index) => (
              <Figure key={index} {...figure} />
            ))}
          </dl>
        )
      }
      chart={
        data &&
        (limited && rows.length === 0 ? (
          <p className="text-ws text-muted">{definition.empty}</p>
        ) : (
          <BarChart
            name={M.chartName(title)}
            describedBy={tableId}
            series={definition.series(data)}
            rows={(limited ? charted.slice(0, CHART_ROWS) : charted).map((row) => ({
              key: row.key,
              label: row.label,
              values: row.values ?? [],
            }))}
            format={definition.format}
            note={limited && charted.length > CHART_ROWS ? M.chartTop(CHART_ROWS, charted.length) : undefined}
          />
        ))
      }
      table={
        data && (
          <ReportTable
            id={tableId}
            caption={M.tableCaption(title, R.rangeLabel(formatDate(query.from), formatDate(query.to)))}
            columns={definition.columns}
            rows={rows.map((row) => ({ key: row.key, cells: row.cells }))}
          />
        )
      }
    />
  );
}
