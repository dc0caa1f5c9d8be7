import { sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus, type JOB_STATUSES } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { KeysetPosition } from './keyset.js';

/** A card as read, with its keyset position (the step time as PostgreSQL writes it, exact to the microsecond). */
type JobStatus = (typeof JOB_STATUSES)[number];

export type BoardCardRow = {
  status: ApplicationStatus;
  id: number;
  name: string;
  title: string | null;
  rating_avg: number;
  rating_count: number;
  days: number;
  interview_at: string | null;
  demo: boolean;
  step_key: string;
};

const isStatus = (value: string): value is ApplicationStatus => APPLICATION_STATUSES.some((s) => s === value);

/**
 * REC-23 (docs/decisions/032, 034): the board's reads, each one statement on `applications_job_status_step_idx`
 * (job, status, step time, id): the first cards of every column in one statement (a LATERAL per status), a
 * column's later page by keyset, the counts from `job_step_counts`. Never `applications.details`.
 */
export function createBoardRepository(db: DbOrTx) {
  const cardColumns = (now: Date) => sql`
    a.id, a.candidate_name AS name, a.headline_title AS title, a.rating_avg::float8 AS rating_avg, a.rating_count::int AS rating_count,
    greatest(0, floor(extract(epoch FROM (${now.toISOString()}::timestamptz - a.step_changed_at)) / 86400))::int AS days,
    CASE WHEN a.status = 'interview' AND i.cancelled_at IS NULL THEN to_json(i.starts_at) #>> '{}' END AS interview_at,
    u.demo, to_json(a.step_changed_at) #>> '{}' AS step_key, a.step_changed_at AS step_at`;

  return {
    async job(jobId: number): Promise<{ id: number; title: string; status: JobStatus } | undefined> {
      const result = await db.execute<{ id: number; title: string; status: JobStatus }>(
        sql`SELECT id, title, status FROM jobs WHERE id = ${jobId}`,
      );
      return result.rows[0];
    },

    /** The job's count per step (the triggers keep them exact); steps with none are absent. */
    async counts(jobId: number): Promise<{ status: ApplicationStatus; n: number }[]> {
      const result = await db.execute<{ status: string; n: number }>(
        sql`SELECT status, n::int AS n FROM job_step_counts WHERE job_id = ${jobId}`,
      );
      return result.rows.flatMap((r) => (isStatus(r.status) ? [{ status: r.status, n: r.n }] : []));
    },

    /** The first `perColumn` cards of every status (one more each, to tell whether a next page exists), longest at the step first. */
    async firstCards(jobId: number, perColumn: number, now: Date): Promise<BoardCardRow[]> {
      const statuses = `{${APPLICATION_STATUSES.join(',')}}`;
      const result = await db.execute<BoardCardRow>(sql`
        SELECT s.status, c.*
        FROM unnest(${statuses}::text[]) WITH ORDINALITY AS s(status, ord)
        CROSS JOIN LATERAL (
          SELECT ${cardColumns(now)}
          FROM applications a
          JOIN users u ON u.id = a.user_id
          LEFT JOIN application_interviews i ON i.application_id = a.id
          WHERE a.job_id = ${jobId} AND a.status = s.status
          ORDER BY a.step_changed_at, a.id
          LIMIT ${perColumn + 1}
        ) c
        ORDER BY s.ord, c.step_at, c.id`);
      return result.rows;
    },

    /** One column's cards after `after` (or from the start), `limit` + 1 of them. */
    async columnCards(
      jobId: number,
      status: ApplicationStatus,
      after: KeysetPosition | null,
      limit: number,
      now: Date,
    ): Promise<BoardCardRow[]> {
      const from =
        after && typeof after.value === 'string' ? sql`AND (a.step_changed_at, a.id) > (${after.value}::timestamptz, ${after.id})` : sql``;
      const result = await db.execute<BoardCardRow>(sql`
        SELECT ${status}::text AS status, ${cardColumns(now)}
        FROM applications a
        JOIN users u ON u.id = a.user_id
        LEFT JOIN application_interviews i ON i.application_id = a.id
        WHERE a.job_id = ${jobId} AND a.status = ${status} ${from}
        ORDER BY a.step_changed_at, a.id
        LIMIT ${limit + 1}`);
      return result.rows;
    },
  };
}
export type BoardRepository = ReturnType<typeof createBoardRepository>;
