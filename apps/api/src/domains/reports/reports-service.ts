import {
  APPLICATION_STEPS,
  JOB_CATEGORIES,
  REPORT_JOBS_LIMIT,
  REPORT_STUCK_DAYS,
  type DurationSummary,
  type FunnelReport,
  type JobsReport,
  type ReportFilters,
  type SourcesReport,
  type TimeReport,
} from '@careers/shared';
import type { Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import type { ReportDurationMeasure } from '../../platform/db/schema/reports.js';
import { createReportsRepository, type ReportScope } from './reports-repository.js';

const DAY_MS = 86_400_000;
/** REC-39: "this week" is the last 7 UTC days, today included. */
const WEEK_DAYS = 7;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A percentage (or a rate per 100) with one decimal; null without a base. */
const per100 = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/**
 * Nearest-rank percentiles of a histogram of whole days (ascending): the smallest `days` whose cumulative
 * count reaches ⌈p × n⌉. Exact to the whole day the rollup keeps (docs/decisions/053).
 */
export function summarise(histogram: { days: number; n: number }[]): DurationSummary {
  const n = histogram.reduce((sum, bucket) => sum + bucket.n, 0);
  if (n === 0) return { n: 0, medianDays: null, p90Days: null };
  const at = (p: number) => {
    const rank = Math.max(1, Math.ceil(p * n));
    let cumulative = 0;
    for (const bucket of histogram) {
      cumulative += bucket.n;
      if (cumulative >= rank) return bucket.days;
    }
    return histogram[histogram.length - 1]!.days;
  };
  return { n, medianDays: at(0.5), p90Days: at(0.9) };
}

const echo = ({ from, to, ...filters }: ReportScope) => ({
  from,
  to,
  filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as FunnelReport['filters'],
});

/**
 * REC-37..REC-39 (docs/decisions/053): the recruiting reports. The funnel, time and sources come from the
 * rollups of the recorded step history (migrations 0034 and 0036), so a past range keeps its numbers when
 * applications move today; the jobs report is today's state (the app's clock) plus the offers answered in
 * the range. Aggregates only: nothing here names a candidate (no access-log row, REC-9).
 */
export function createReportsService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createReportsRepository(db);

  const service = {
    /** REC-37: applications reaching each step in the range, conversion to the next, not selected, withdrawn. */
    async funnel(scope: ReportScope): Promise<FunnelReport> {
      const counts = await repo.stepCounts(scope);
      const reached = APPLICATION_STEPS.map((step) => counts.get(step) ?? 0);
      return {
        ...echo(scope),
        steps: APPLICATION_STEPS.map((step, i) => ({
          step,
          reached: reached[i]!,
          conversion: i + 1 < reached.length ? per100(reached[i + 1]!, reached[i]!) : null,
        })),
        notSelected: counts.get('not_selected') ?? 0,
        withdrawn: counts.get('withdrawn') ?? 0,
      };
    },

    /** REC-38: median and 90th percentile whole days in each step, to first review and to hire. */
    async time(scope: ReportScope): Promise<TimeReport> {
      const rows = await repo.durations(scope);
      const of = (measure: ReportDurationMeasure) => summarise(rows.filter((r) => r.measure === measure));
      return {
        ...echo(scope),
        steps: (['applied', 'under_review', 'interview', 'offer'] as const).map((step) => ({ step, ...of(step) })),
        firstReview: of('first_review'),
        hire: of('hire'),
      };
    },

    /** REC-38: applications, interviews and hires per source, hires per 100 applications. */
    async sources(scope: ReportScope): Promise<SourcesReport> {
      const rows = await repo.sourceCounts(scope);
      return {
        ...echo(scope),
        sources: rows
          .map((r) => ({ ...r, hiresPer100: per100(r.hires, r.applications) }))
          .sort((a, b) => b.applications - a.applications || b.hires - a.hires || a.source.localeCompare(b.source)),
      };
    },

    /** REC-39: open jobs, applications of the last 7 days, stuck applications (today), offers answered in the range. */
    async jobs(scope: ReportScope): Promise<JobsReport> {
      const now = clock.now();
      const [jobs, recent, stuck, offers] = await Promise.all([
        repo.jobs(scope),
        repo.applicationsOnDays(scope, utcDay(new Date(now.getTime() - (WEEK_DAYS - 1) * DAY_MS)), utcDay(now)),
        repo.stuckSince(scope, new Date(now.getTime() - REPORT_STUCK_DAYS * DAY_MS)),
        repo.offerAnswers(scope),
      ]);
      const rows = jobs.map((job) => ({
        ...job,
        applicationsThisWeek: recent.get(job.jobId) ?? 0,
        stuck: stuck.get(job.jobId) ?? 0,
        offersAccepted: offers.get(job.jobId)?.accepted ?? 0,
        offersDeclined: offers.get(job.jobId)?.declined ?? 0,
      }));
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      return {
        ...echo(scope),
        asOf: now.toISOString(),
        stuckDays: REPORT_STUCK_DAYS,
        openJobs: rows.filter((r) => r.open).length,
        openJobsWithApplicationsThisWeek: rows.filter((r) => r.open && r.applicationsThisWeek > 0).length,
        applicationsThisWeek: sum((r) => r.applicationsThisWeek),
        stuck: sum((r) => r.stuck),
        offersAccepted: sum((r) => r.offersAccepted),
        offersDeclined: sum((r) => r.offersDeclined),
        jobs: rows
          .filter((r) => r.applicationsThisWeek + r.stuck + r.offersAccepted + r.offersDeclined > 0)
          .sort(
            (a, b) =>
              b.stuck - a.stuck ||
              b.applicationsThisWeek - a.applicationsThisWeek ||
              a.jobTitle.localeCompare(b.jobTitle) ||
              a.jobId - b.jobId,
          )
          .slice(0, REPORT_JOBS_LIMIT)
          .map(({ jobId, jobTitle, open, applicationsThisWeek, stuck: stuckHere, offersAccepted, offersDeclined }) => ({
            jobId,
            jobTitle,
            open,
            applicationsThisWeek,
            stuck: stuckHere,
            offersAccepted,
            offersDeclined,
          })),
      };
    },

    /** The filter menus' choices. */
    async filters(): Promise<ReportFilters> {
      const { jobs, dimensions } = await repo.filterChoices();
      const seen = (kind: 'country' | 'source') => dimensions.filter((d) => d.kind === kind).map((d) => d.value);
      return {
        jobs: jobs.map((j) => ({ jobId: j.id, jobTitle: j.title, open: j.status === 'open' })),
        departments: [...new Set(jobs.map((j) => j.department))].sort((a, b) => a.localeCompare(b)),
        categories: JOB_CATEGORIES.filter((c) => jobs.some((j) => j.category === c)),
        countries: seen('country'),
        sources: seen('source'),
      };
    },

    /**
     * Issue 25's weekly summary (helper C): a range's applications and hires, the applications stuck today and
     * the top sources by applications. Stable API: `summary({ from, to }, topSources)`.
     */
    async summary(range: { from: string; to: string }, topSources = 3): Promise<WeeklyReportSummary> {
      const [funnel, sources, jobs] = await Promise.all([service.funnel(range), service.sources(range), service.jobs(range)]);
      return {
        from: range.from,
        to: range.to,
        applications: funnel.steps[0]!.reached,
        hires: funnel.steps[funnel.steps.length - 1]!.reached,
        stuck: jobs.stuck,
        stuckDays: jobs.stuckDays,
        topSources: sources.sources.slice(0, topSources).map(({ source, applications, hires }) => ({ source, applications, hires })),
      };
    },
  };
  return service;
}
export type ReportsService = ReturnType<typeof createReportsService>;

/** What `ReportsService.summary` answers (issue 25's weekly summary e-mail). */
export interface WeeklyReportSummary {
  from: string;
  to: string;
  applications: number;
  hires: number;
  stuck: number;
  stuckDays: number;
  topSources: { source: string; applications: number; hires: number }[];
}
