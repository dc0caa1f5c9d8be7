import { sql } from 'drizzle-orm';
import type { ApplicationStatus, OverviewJobStatus as JobStatus } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';

/** The steps an application can wait in (REC-17's stalled list): every one before a final status. */
const WAITING = sql`('applied', 'under_review', 'interview', 'offer')`;

export interface StalledRow {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  name: string;
  status: ApplicationStatus;
  stepChangedAt: Date;
}
export interface ActivityRow {
  at: Date;
  source: 'event' | 'note' | 'rating';
  status: ApplicationStatus | null;
  actor: string | null;
  applicationId: number;
  name: string;
  jobId: number;
  jobTitle: string;
}

/**
 * REC-17 (docs/decisions/037): the dashboard's reads, each one statement on the read model of migration
 * 0015 (step counts, `step_changed_at`, `candidate_name`) and its indexes; never `applications.details`.
 */
export function createDashboardRepository(db: DbOrTx) {
  return {
    /** Applications still at Applied per job (`job_step_counts`), most first; equal counts, the newer posting first. */
    async newPerJob(limit: number) {
      const { rows } = await db.execute<{ job_id: number; title: string; status: JobStatus; n: number }>(sql`
        SELECT c.job_id, j.title, j.status, c.n FROM job_step_counts c JOIN jobs j ON j.id = c.job_id
        WHERE c.status = 'applied' AND c.n > 0
        ORDER BY c.n DESC, c.job_id DESC LIMIT ${limit}`);
      return rows.map((r) => ({ jobId: r.job_id, jobTitle: r.title, jobStatus: r.status, n: Number(r.n) }));
    },

    /** The applications whose step has not changed since `before`, longest waiting first (`applications_stalled_idx`). */
    async stalled(before: Date, limit: number): Promise<StalledRow[]> {
      const { rows } = await db.execute<{
        id: number;
        job_id: number;
        title: string;
        candidate_name: string | null;
        status: ApplicationStatus;
        step_changed_at: Date | string;
      }>(sql`
        SELECT a.id, a.job_id, j.title, a.candidate_name, a.status, a.step_changed_at
        FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.status IN ${WAITING} AND a.step_changed_at < ${before.toISOString()}
        ORDER BY a.step_changed_at, a.id LIMIT ${limit}`);
      return rows.map((r) => ({
        applicationId: r.id,
        jobId: r.job_id,
        jobTitle: r.title,
        name: r.candidate_name ?? '',
        status: r.status,
        stepChangedAt: new Date(r.step_changed_at),
      }));
    },

    /** How many applications are stalled since `before`, counted up to `cap + 1` (the page says "1000+"). */
    async stalledCount(before: Date, cap: number): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM applications WHERE status IN ${WAITING} AND step_changed_at < ${before.toISOString()} LIMIT ${cap + 1}
        ) s`);
      return Number(rows[0]?.n ?? 0);
    },

    /** The jobs `userId` watches (REC-13), open ones first, newest first, with their counts per step. */
    async watched(userId: number, limit: number) {
      const { rows } = await db.execute<{ id: number; title: string; status: JobStatus; counts: unknown }>(sql`
        SELECT j.id, j.title, j.status,
          (SELECT jsonb_object_agg(c.status, c.n) FROM job_step_counts c WHERE c.job_id = j.id) AS counts
        FROM job_watchers w JOIN jobs j ON j.id = w.job_id
        WHERE w.user_id = ${userId}
        ORDER BY j.status = 'open' DESC, j.posted_date DESC, j.id DESC LIMIT ${limit}`);
      return rows.map((r) => ({ jobId: r.id, jobTitle: r.title, jobStatus: r.status, counts: r.counts }));
    },

    /** Interviews starting in [from, to) of applications still at Interview, not cancelled (REC-31), soonest first (`application_interviews_starts_idx`). */
    async interviews(from: Date, to: Date, limit: number) {
      const { rows } = await db.execute<{
        application_id: number;
        job_id: number;
        title: string;
        candidate_name: string | null;
        starts_at: Date | string;
        duration_minutes: number;
        time_zone: string;
      }>(sql`
        SELECT i.application_id, a.job_id, j.title, a.candidate_name, i.starts_at, i.duration_minutes, i.time_zone
        FROM application_interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
        WHERE i.starts_at >= ${from.toISOString()} AND i.starts_at < ${to.toISOString()} AND a.status = 'interview'
          AND i.cancelled_at IS NULL
        ORDER BY i.starts_at, i.application_id LIMIT ${limit}`);
      return rows.map((r) => ({
        applicationId: r.application_id,
        jobId: r.job_id,
        jobTitle: r.title,
        name: r.candidate_name ?? '',
        startsAt: new Date(r.starts_at),
        durationMinutes: Number(r.duration_minutes),
        timeZone: r.time_zone,
      }));
    },

    /**
     * The team's latest actions: step changes and applications (`application_events_created_idx`), notes
     * (`application_notes_created_idx`) and ratings, each source's newest `limit` merged in one statement.
     */
    async activity(limit: number): Promise<ActivityRow[]> {
      const { rows } = await db.execute<{
        at: Date | string;
        source: 'event' | 'note' | 'rating';
        status: ApplicationStatus | null;
        first_name: string | null;
        last_name: string | null;
        application_id: number;
        candidate_name: string | null;
        job_id: number;
        title: string;
      }>(sql`
        SELECT x.at, x.source, x.status, u.first_name, u.last_name, x.application_id, a.candidate_name, a.job_id, j.title
        FROM (
          (SELECT e.created_at AS at, 'event' AS source, e.status, e.actor_id, e.application_id, e.id
            FROM application_events e ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit})
          UNION ALL
          (SELECT n.created_at, 'note', NULL, n.author_id, n.application_id, n.id
            FROM application_notes n ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit})
          UNION ALL
          (SELECT r.updated_at, 'rating', NULL, r.recruiter_id, r.application_id, r.application_id
            FROM application_ratings r ORDER BY r.updated_at DESC LIMIT ${limit})
        ) x
        JOIN applications a ON a.id = x.application_id
        JOIN jobs j ON j.id = a.job_id
        LEFT JOIN users u ON u.id = x.actor_id
        ORDER BY x.at DESC, x.source, x.id DESC LIMIT ${limit}`);
      return rows.map((r) => ({
        at: new Date(r.at),
        source: r.source,
        status: r.status,
        actor: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
        applicationId: r.application_id,
        name: r.candidate_name ?? '',
        jobId: r.job_id,
        jobTitle: r.title,
      }));
    },

    /**
     * REC-21: how many demo jobs there are, and how many demo people applied to them (the demo seed's
     * candidates apply to its jobs). Read from the demo jobs' applications, never by scanning every user.
     */
    async demo() {
      const { rows } = await db.execute<{ jobs: number; candidates: number }>(sql`
        SELECT (SELECT count(*)::int FROM jobs WHERE demo) AS jobs,
          (SELECT count(DISTINCT a.user_id)::int FROM jobs j JOIN applications a ON a.job_id = j.id JOIN users u ON u.id = a.user_id
            WHERE j.demo AND u.demo) AS candidates`);
      return { jobs: Number(rows[0]?.jobs ?? 0), candidates: Number(rows[0]?.candidates ?? 0) };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
