import { sql, type SQL } from 'drizzle-orm';
import type {
  JobsTableFilters,
  OverviewJobCategory as JobCategory,
  OverviewJobStatus as JobStatus,
  OverviewJobType as JobType,
} from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';

export type JobsTableDbRow = {
  id: number;
  title: string;
  location: string;
  is_remote: boolean;
  job_type: JobType;
  status: JobStatus;
  department: string;
  category: JobCategory;
  posted_date: string | Date;
  closing_date: string | Date | null;
  demo: boolean;
  counts: unknown;
  applicants: number;
  new_since: number;
  poster_id: number | null;
  first_name: string | null;
  last_name: string | null;
  watching: boolean;
};

/** Each sort's key, then the job's id as the tie-breaker (REC-18). Closing dates: open-ended postings last either way. */
const SORT_KEYS: Record<JobsTableFilters['sort'], SQL> = {
  title: sql`lower(b.title)`,
  location: sql`lower(b.location)`,
  type: sql`b.job_type`,
  status: sql`b.status`,
  posted: sql`b.posted_date`,
  closing: sql`b.closing_date`,
  applicants: sql`b.applicants`,
  new: sql`b.new_since`,
};

/** Applications since the member's last list view of the job (`applications_job_created_idx`); every one before any view. */
const newSince = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.visited_at IS NULL THEN ${alias}.applicants ELSE ` +
      `(SELECT count(*)::int FROM applications a WHERE a.job_id = ${alias}.id AND a.created_at > ${alias}.visited_at) END`,
  );

/**
 * REC-18 (docs/decisions/037): the jobs table in one statement. Counts per step and the applicants total
 * from `job_step_counts`; "my last visit" is the member's latest `applicants_view` row of the job (REC-9's
 * list views, `access_audit_view_once_idx`); the new-since-visit count is taken for the page's rows only,
 * or for every filtered job when it is the sort.
 */
export function createJobsTableRepository(db: DbOrTx) {
  function where(f: JobsTableFilters): SQL {
    const conditions: SQL[] = [sql`true`];
    if (f.q) conditions.push(sql`j.title ILIKE ${`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (f.status) conditions.push(sql`j.status = ${f.status}`);
    if (f.department) conditions.push(sql`j.department = ${f.department}`);
    if (f.category) conditions.push(sql`j.category = ${f.category}`);
    if (f.location) conditions.push(sql`j.location = ${f.location}`);
    if (f.postedBy !== undefined) conditions.push(sql`j.created_by = ${f.postedBy}`);
    return sql.join(conditions, sql` AND `);
  }

  return {
    async page(f: JobsTableFilters, memberId: number, limit: number, offset: number): Promise<JobsTableDbRow[]> {
      const sortByNew = f.sort === 'new';
      const direction = f.dir === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
      const nulls = f.sort === 'closing' ? sql.raw('NULLS LAST') : sql.raw('');
      const order = sql`${SORT_KEYS[f.sort]} ${direction} ${nulls}, b.id ${direction}`;
      const { rows } = await db.execute<JobsTableDbRow>(sql`
        WITH visits AS (
          SELECT job_id, max(at) AS visited_at FROM access_audit
          WHERE kind = 'applicants_view' AND actor_id = ${memberId} GROUP BY job_id
        ),
        filtered AS (
          SELECT j.id, j.title, j.location, j.is_remote, j.job_type, j.status, j.department, j.category, j.posted_date,
            j.closing_date, j.demo, j.created_by, c.counts, coalesce(c.total, 0)::int AS applicants, v.visited_at
          FROM jobs j
          LEFT JOIN LATERAL (
            SELECT jsonb_object_agg(s.status, s.n) AS counts, sum(s.n) AS total FROM job_step_counts s WHERE s.job_id = j.id
          ) c ON true
          LEFT JOIN visits v ON v.job_id = j.id
          WHERE ${where(f)}
        ),
        b AS (SELECT f.*, ${sortByNew ? newSince('f') : sql`0`} AS new_since FROM filtered f),
        page AS (SELECT b.* FROM b ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
        SELECT b.id, b.title, b.location, b.is_remote, b.job_type, b.status, b.department, b.category, b.posted_date,
          b.closing_date, b.demo, b.counts, b.applicants,
          ${sortByNew ? sql`b.new_since` : newSince('b')} AS new_since,
          u.id AS poster_id, u.first_name, u.last_name,
          EXISTS (SELECT 1 FROM job_watchers w WHERE w.job_id = b.id AND w.user_id = ${memberId}) AS watching
        FROM page b LEFT JOIN users u ON u.id = b.created_by
        ORDER BY ${order}`);
      return rows;
    },

    async count(f: JobsTableFilters): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs j WHERE ${where(f)}`);
      return Number(rows[0]?.n ?? 0);
    },

    /** The filter menus' choices over every job. */
    async facets() {
      const { rows } = await db.execute<{
        departments: string[] | null;
        categories: JobCategory[] | null;
        locations: string[] | null;
        posters: unknown;
      }>(sql`
        SELECT
          (SELECT array_agg(d ORDER BY d) FROM (SELECT DISTINCT department AS d FROM jobs) x) AS departments,
          (SELECT array_agg(d ORDER BY d) FROM (SELECT DISTINCT category AS d FROM jobs) x) AS categories,
          (SELECT array_agg(d ORDER BY d) FROM (SELECT DISTINCT location AS d FROM jobs) x) AS locations,
          (SELECT jsonb_agg(jsonb_build_object('id', u.id, 'name', btrim(u.first_name || ' ' || u.last_name)) ORDER BY u.first_name, u.last_name, u.id)
            FROM users u WHERE u.id IN (SELECT created_by FROM jobs WHERE created_by IS NOT NULL)) AS posters`);
      const row = rows[0];
      return {
        departments: row?.departments ?? [],
        categories: row?.categories ?? [],
        locations: row?.locations ?? [],
        posters: row?.posters,
      };
    },
  };
}
export type JobsTableRepository = ReturnType<typeof createJobsTableRepository>;
