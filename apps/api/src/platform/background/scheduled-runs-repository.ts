import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { SCHEDULED_RUN_STATUSES, scheduledJobRuns, type ScheduledRunRow } from '../db/schema/background.js';
import { createOutboxClaims } from './outbox-claims.js';

export type { ScheduledRunRow };

/** docs/decisions/027: what the system page and /metrics say of one schedule's runs. */
export interface ScheduleRunsSummary {
  name: string;
  /** The newest run that ended: done, or failed for good; when it ended. */
  lastFinished: { status: 'done' | 'failed'; at: Date; periodStart: Date } | null;
  /** The newest run not yet ended (its period has begun): waiting, retrying (attempts > 0) or running. */
  pending: { status: 'queued' | 'processing'; availableAt: Date; attempts: number } | null;
  /** When a run of it last succeeded. */
  lastSuccessAt: Date | null;
  /** Runs failed for good and not yet purged by housekeeping (30 days). */
  failed: number;
}

const dateOf = (value: unknown): Date | null =>
  value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;

/** docs/decisions/015: the runs of scheduled jobs, one per (name, period), claimed like any outbox. */
export function createScheduledRunsRepository(db: DbOrTx) {
  const claims = createOutboxClaims(db, scheduledJobRuns, scheduledJobRuns, SCHEDULED_RUN_STATUSES);
  return {
    /** Add the run of each period that has begun; one that exists (added by any process) is left alone. */
    async addPeriods(periods: { name: string; start: Date }[], now: Date): Promise<void> {
      if (periods.length === 0) return;
      await db
        .insert(scheduledJobRuns)
        .values(periods.map((p) => ({ name: p.name, periodStart: p.start, availableAt: p.start, createdAt: now, updatedAt: now })))
        .onConflictDoNothing({ target: [scheduledJobRuns.name, scheduledJobRuns.periodStart] });
    },

    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<ScheduledRunRow[]> {
      const ids = await claims.claimDue(workerId, now, limit, leaseMs);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(scheduledJobRuns)
        .where(inArray(scheduledJobRuns.id, ids))
        .orderBy(asc(scheduledJobRuns.availableAt), asc(scheduledJobRuns.id));
    },

    /** The run finished; null when the claim was lost (another process took it over). */
    markDone: (run: ScheduledRunRow, workerId: string, now: Date) =>
      claims.settle(
        run,
        workerId,
        now,
        sql`${sql.identifier(scheduledJobRuns.status.name)} = 'done', ${sql.identifier(scheduledJobRuns.lastError.name)} = NULL, ${sql.identifier(scheduledJobRuns.finishedAt.name)} = ${sql.param(now, scheduledJobRuns.finishedAt)}`,
      ),

    markRetry: (run: ScheduledRunRow, workerId: string, now: Date, error: string, retryAt: Date) =>
      claims.retry(run, workerId, now, error, retryAt),

    markFailed: (run: ScheduledRunRow, workerId: string, now: Date, error: string) => claims.fail(run, workerId, now, error),

    release: (workerId: string, now: Date, ids?: number[]) => claims.release(workerId, now, ids),

    countByStatus: () => claims.countByStatus(),

    /** docs/decisions/027: the system page and /metrics, and its retry of failed runs (a schedule's run is safe to repeat). */
    queueStats: () => claims.queueStats(),
    requeueFailed: (now: Date) => claims.requeueFailed(now),

    /**
     * docs/decisions/027: each named schedule's newest ended and pending run, its last success and its
     * failed runs: index lookups on (name, period_start) and (status, available_at), never a scan of
     * the runs kept (the instant job alerts add one a minute).
     */
    async summaries(names: readonly string[]): Promise<ScheduleRunsSummary[]> {
      if (names.length === 0) return [];
      const list = sql.join(
        names.map((name) => sql`(${name})`),
        sql`, `,
      );
      const result = await db.execute<Record<string, unknown>>(
        sql`SELECT n.name, ended.status AS ended_status, ended.at AS ended_at, ended.period_start AS ended_period, pending.status AS pending_status, pending.available_at AS pending_at, pending.attempts AS pending_attempts, done.finished_at AS last_success
          FROM (VALUES ${list}) AS n(name)
          LEFT JOIN LATERAL (SELECT status, period_start, coalesce(finished_at, updated_at) AS at FROM scheduled_job_runs r WHERE r.name = n.name AND r.status IN ('done', 'failed') ORDER BY r.period_start DESC LIMIT 1) ended ON true
          LEFT JOIN LATERAL (SELECT status, available_at, attempts FROM scheduled_job_runs r WHERE r.name = n.name AND r.status IN ('queued', 'processing') ORDER BY r.period_start DESC LIMIT 1) pending ON true
          LEFT JOIN LATERAL (SELECT finished_at FROM scheduled_job_runs r WHERE r.name = n.name AND r.status = 'done' ORDER BY r.period_start DESC LIMIT 1) done ON true`,
      );
      const failedRows = await db
        .select({ name: scheduledJobRuns.name, n: count() })
        .from(scheduledJobRuns)
        .where(eq(scheduledJobRuns.status, 'failed'))
        .groupBy(scheduledJobRuns.name);
      const failed = new Map(failedRows.map((row) => [row.name, row.n]));
      return result.rows.map((row) => {
        const name = String(row.name);
        const endedAt = dateOf(row.ended_at);
        const endedPeriod = dateOf(row.ended_period);
        const pendingAt = dateOf(row.pending_at);
        return {
          name,
          lastFinished:
            endedAt && endedPeriod && (row.ended_status === 'done' || row.ended_status === 'failed')
              ? { status: row.ended_status, at: endedAt, periodStart: endedPeriod }
              : null,
          pending:
            pendingAt && (row.pending_status === 'queued' || row.pending_status === 'processing')
              ? { status: row.pending_status, availableAt: pendingAt, attempts: Number(row.pending_attempts ?? 0) }
              : null,
          lastSuccessAt: dateOf(row.last_success),
          failed: failed.get(name) ?? 0,
        };
      });
    },

    /** Housekeeping: runs finished (done, or failed for good) before `before`; queued and running ones stay. */
    purgeFinishedBefore: (before: Date) => claims.purgeSettledBefore(['done', 'failed'], before),
  };
}
export type ScheduledRunsRepository = ReturnType<typeof createScheduledRunsRepository>;
