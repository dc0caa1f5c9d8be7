import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, OverviewJobCategory as JobCategory } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ReportDurationMeasure } from '../../platform/db/schema/reports.js';

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

/** Range and filters on a rollup `r` (report_step_days or report_duration_days). */
function rollupWhere(scope: ReportScope): SQL {
  const conditions = [sql`r.day BETWEEN ${scope.from}::date AND ${scope.to}::date`, ...jobConditions(sql`r.job_id`, scope)];
  if (scope.country !== undefined) conditions.push(sql`r.country = ${scope.country}`);
  if (scope.source !== undefined) conditions.push(sql`r.source = ${scope.source}`);
  return sql.join(conditions, sql` AND `);
}

/** The filters on applications `a` (today's state: the jobs report). */
function applicationConditions(scope: ReportFiltersOnly): SQL[] {
  const conditions = jobConditions(sql`a.job_id`, scope);
  if (scope.country !== undefined) conditions.push(sql`a.country_region = ${scope.country}`);
  if (scope.source !== undefined) conditions.push(sql`a.source = ${scope.source}`);
  return conditions;
}
const and = (conditions: SQL[]) => (conditions.length === 0 ? sql`` : sql` AND ${sql.join(conditions, sql` AND `)}`);

/** The instant a UTC day starts. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
/** The instant after a UTC day ends. */
const dayAfter = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

/**
 * REC-37..REC-39 (docs/decisions/053): the reports' reads. The funnel, time and sources read the rollups of
 * migration 0034 (history: moves as recorded); the jobs report reads today's applications and the offers.
 */
export function createReportsRepository(db: DbOrTx) {
  return {
    /** Applications reaching each status in the range. */
    async stepCounts(scope: ReportScope): Promise<Map<ApplicationStatus, number>> {
      const { rows } = await db.execute<{ status: ApplicationStatus; n: number | string }>(sql`
        SELECT r.status, sum(r.n) AS n FROM report_step_days r WHERE ${rollupWhere(scope)} GROUP BY r.status`);
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
        FROM report_step_days r WHERE ${rollupWhere(scope)} AND r.status IN ('applied', 'interview', 'hired')
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
        SELECT r.measure, r.days, sum(r.n) AS n FROM report_duration_days r WHERE ${rollupWhere(scope)}
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
        SELECT r.job_id, sum(r.n) AS n FROM report_step_days r
        WHERE ${rollupWhere({ ...scope, from, to })} AND r.status = 'applied' GROUP BY r.job_id`);
      return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
    },

    /** Per job: applications in progress whose step has not changed since `before` (`applications_stalled_idx`). */
    async stuckSince(scope: ReportFiltersOnly, before: Date): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ job_id: number; n: number | string }>(sql`
        SELECT a.job_id, count(*) AS n FROM applications a
        WHERE a.status IN ${WAITING} AND a.step_changed_at <= ${before.toISOString()}${and(applicationConditions(scope))}
        GROUP BY a.job_id`);
      return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
    },

    /** Per job: offers accepted and declined in the range (by the day of the answer). */
    async offerAnswers(scope: ReportScope): Promise<Map<number, { accepted: number; declined: number }>> {
      const start = dayStart(scope.from);
      const end = dayAfter(scope.to);
      const { rows } = await db.execute<{ job_id: number; accepted: number | string; declined: number | string }>(sql`
        SELECT a.job_id,
          count(*) FILTER (WHERE o.accepted_at >= ${start} AND o.accepted_at < ${end}) AS accepted,
          count(*) FILTER (WHERE o.declined_at >= ${start} AND o.declined_at < ${end}) AS declined
        FROM (
          SELECT application_id, accepted_at, NULL::timestamptz AS declined_at FROM application_offers
            WHERE accepted_at >= ${start} AND accepted_at < ${end}
          UNION ALL
          SELECT application_id, NULL, declined_at FROM application_offers
            WHERE declined_at >= ${start} AND declined_at < ${end}
        ) o JOIN applications a ON a.id = o.application_id
        WHERE true${and(applicationConditions(scope))}
        GROUP BY a.job_id`);
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
