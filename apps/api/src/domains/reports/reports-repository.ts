import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, OverviewJobCategory as JobCategory } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { REPORT_DIMS, type ReportDurationMeasure } from '../../platform/db/schema/reports.js';

/** A report's range (UTC days, both included) and filters, as the service passes them. */
export interface ReportScope {
  from: string;
  to: string;
  jobId?: number;
  department?: string;
  category?: JobCategory;
  country?: string;
  source?: string;
}
export type ReportFiltersOnly = Omit<ReportScope, 'from' | 'to'>;

/** The steps an application waits in: REC-39's stuck applications are in one of them. */
const WAITING = sql`('applied', 'under_review', 'interview', 'offer')`;

/** The job filters as a condition on a job id column. */
function jobConditions(jobColumn: SQL, scope: ReportFiltersOnly): SQL[] {
  const conditions: SQL[] = [];
  if (scope.jobId !== undefined) conditions.push(sql`${jobColumn} = ${scope.jobId}`);
  if (scope.department !== undefined || scope.category !== undefined) {
    const jobWhere: SQL[] = [];
    if (scope.department !== undefined) jobWhere.push(sql`j.department = ${scope.department}`);
    if (scope.category !== undefined) jobWhere.push(sql`j.category = ${scope.category}`);
    conditions.push(sql`${jobColumn} IN (SELECT j.id FROM jobs j WHERE ${sql.join(jobWhere, sql` AND `)})`);
  }
  return conditions;
}

/** A dimension a report reads rows by: filtered on, or grouped by. */
type Dimension = keyof typeof REPORT_DIMS;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const at = new Date(`${monthStart(day)}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + 1);
  return isoDay(at);
};

/**
 * A range of UTC days (both included) as the rollups' rows cover it (docs/decisions/053): the whole calendar months
 * inside it from the month rows, the days before the first and after the last whole month from the day rows.
 */
export function rangeParts(from: string, to: string): { months?: [string, string]; days: [string, string][] } {
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  const afterLastWhole = addDays(to, 1) === nextMonthStart(to) ? nextMonthStart(to) : monthStart(to);
  if (firstWhole >= afterLastWhole) return { days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstWhole) days.push([from, addDays(firstWhole, -1)]);
  if (afterLastWhole <= to) days.push([afterLastWhole, to]);
  return { months: [firstWhole, monthStart(addDays(afterLastWhole, -1))], days };
}

/**
 * The rows of a rollup (report_steps, report_durations or report_offers) that answer a report over `scope`, grouped by `groupBy`:
 * the combination of dimensions that holds exactly the filters and groups (the `dims` mask), at the grains that
 * cover the range. Used as `FROM ${rollupRows(…)} r`.
 */
function rollupRows(table: 'report_steps' | 'report_durations' | 'report_offers', scope: ReportScope, groupBy: Dimension[] = []): SQL {
  const kept = new Set<Dimension>(groupBy);
  if (scope.jobId !== undefined || scope.department !== undefined || scope.category !== undefined) kept.add('job');
  if (scope.source !== undefined) kept.add('source');
  if (scope.country !== undefined) kept.add('country');
  const dims = [...kept].reduce((mask, d) => mask | REPORT_DIMS[d], 0);
  const filters = [sql`r.dims = ${dims}`, ...jobConditions(sql`r.job_id`, scope)];
  if (scope.country !== undefined) filters.push(sql`r.country = ${scope.country}`);
  if (scope.source !== undefined) filters.push(sql`r.source = ${scope.source}`);
  const where = sql.join(filters, sql` AND `);
  const { months, days } = rangeParts(scope.from, scope.to);
  const parts = days.map(
    ([a, b]) => sql`SELECT * FROM ${sql.raw(table)} r WHERE r.grain = 'day' AND r.day BETWEEN ${a}::date AND ${b}::date AND ${where}`,
  );
  if (months)
    parts.push(
      sql`SELECT * FROM ${sql.raw(table)} r WHERE r.grain = 'month' AND r.day BETWEEN ${months[0]}::date AND ${months[1]}::date AND ${where}`,
    );
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/** The filters on applications `a` (today's state: the jobs report). */
function applicationConditions(scope: ReportFiltersOnly): SQL[] {
  const conditions = jobConditions(sql`a.job_id`, scope);
  if (scope.country !== undefined) conditions.push(sql`a.country_region = ${scope.country}`);
  if (scope.source !== undefined) conditions.push(sql`a.source = ${scope.source}`);
  return conditions;
}
const and = (conditions: SQL[]) => (conditions.length === 0 ? sql`` : sql` AND ${sql.join(conditions, sql` AND `)}`);

/**
 * REC-37..REC-39 (docs/decisions/053): the reports' reads. The funnel, time, sources and the offers answered read
 * the rollups of migrations 0034, 0036 and 0037 (history as recorded); the stuck applications are today's state.
 */
export function createReportsRepository(db: DbOrTx) {
  return {
    /** Applications reaching each status in the range. */
    async stepCounts(scope: ReportScope): Promise<Map<ApplicationStatus, number>> {
      const { rows } = await db.execute<{ status: ApplicationStatus; n: number | string }>(sql`
        SELECT r.status, sum(r.n) AS n FROM ${rollupRows('report_steps', scope)} r GROUP BY r.status`);
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** Per source: applications, interviews and hires in the range. */
    async sourceCounts(scope: ReportScope) {
      const { rows } = await db.execute<{
        source: string;
        applications: number | string;
        interviews: number | string;
        hires: number | string;
      }>(sql`
        SELECT r.source,
          coalesce(sum(r.n) FILTER (WHERE r.status = 'applied'), 0) AS applications,
          coalesce(sum(r.n) FILTER (WHERE r.status = 'interview'), 0) AS interviews,
          coalesce(sum(r.n) FILTER (WHERE r.status = 'hired'), 0) AS hires
        FROM ${rollupRows('report_steps', scope, ['source'])} r WHERE r.status IN ('applied', 'interview', 'hired')
        GROUP BY r.source`);
      return rows.map((r) => ({
        source: r.source,
        applications: Number(r.applications),
        interviews: Number(r.interviews),
        hires: Number(r.hires),
      }));
    },

    /** The histogram of whole days per measure, for stays that ended in the range. */
    async durations(scope: ReportScope): Promise<{ measure: ReportDurationMeasure; days: number; n: number }[]> {
      const { rows } = await db.execute<{ measure: ReportDurationMeasure; days: number; n: number | string }>(sql`
        SELECT r.measure, r.days, sum(r.n) AS n FROM ${rollupRows('report_durations', scope)} r
        GROUP BY r.measure, r.days ORDER BY r.measure, r.days`);
      return rows.map((r) => ({ measure: r.measure, days: Number(r.days), n: Number(r.n) }));
    },

    /** The jobs matching the filters, with whether they are open. */
    async jobs(scope: ReportFiltersOnly) {
      const { rows } = await db.execute<{ id: number; title: string; status: string }>(sql`
        SELECT j.id, j.title, j.status FROM jobs j WHERE true${and(jobConditions(sql`j.id`, scope))}`);
      return rows.map((r) => ({ jobId: r.id, jobTitle: r.title, open: r.status === 'open' }));
    },

    /** Per job: applications submitted on the UTC days `from` to `to` (the Applied rollup). */
    async applicationsOnDays(scope: ReportFiltersOnly, from: string, to: string): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ job_id: number; n: number | string }>(sql`
        SELECT r.job_id, sum(r.n) AS n FROM ${rollupRows('report_steps', { ...scope, from, to }, ['job'])} r
        WHERE r.status = 'applied' GROUP BY r.job_id`);
      return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
    },

    /** Per job: applications in progress whose step has not changed since `before` (`applications_stuck_report_idx`, migration 0037). */
    async stuckSince(scope: ReportFiltersOnly, before: Date): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ job_id: number; n: number | string }>(sql`
        SELECT a.job_id, count(*) AS n FROM applications a
        WHERE a.status IN ${WAITING} AND a.step_changed_at <= ${before.toISOString()}${and(applicationConditions(scope))}
        GROUP BY a.job_id`);
      return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
    },

    /** Per job: offers accepted and declined in the range, by the UTC day of the answer (report_offers, migration 0037). */
    async offerAnswers(scope: ReportScope): Promise<Map<number, { accepted: number; declined: number }>> {
      const { rows } = await db.execute<{ job_id: number; accepted: number | string; declined: number | string }>(sql`
        SELECT r.job_id,
          coalesce(sum(r.n) FILTER (WHERE r.answer = 'accepted'), 0) AS accepted,
          coalesce(sum(r.n) FILTER (WHERE r.answer = 'declined'), 0) AS declined
        FROM ${rollupRows('report_offers', scope, ['job'])} r GROUP BY r.job_id`);
      return new Map(rows.map((r) => [r.job_id, { accepted: Number(r.accepted), declined: Number(r.declined) }]));
    },

    /** The filter menus' choices: every job, its departments and categories, the countries and sources seen. */
    async filterChoices() {
      const [jobs, dimensions] = await Promise.all([
        db.execute<{ id: number; title: string; status: string; department: string; category: JobCategory }>(sql`
          SELECT id, title, status, department, category FROM jobs ORDER BY lower(title), id`),
        db.execute<{ kind: 'country' | 'source'; value: string }>(sql`
          SELECT kind, value FROM report_dimensions ORDER BY kind, value`),
      ]);
      return { jobs: jobs.rows, dimensions: dimensions.rows };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
