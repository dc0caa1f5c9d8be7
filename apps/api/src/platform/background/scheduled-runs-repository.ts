import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { SCHEDULED_RUN_STATUSES, scheduledJobRuns, type ScheduledRunRow } from '../db/schema/background.js';
import { createOutboxClaims } from './outbox-claims.js';

export type { ScheduledRunRow };

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

    /** Housekeeping: runs finished (done, or failed for good) before `before`; queued and running ones stay. */
    purgeFinishedBefore: (before: Date) => claims.purgeSettledBefore(['done', 'failed'], before),
  };
}
export type ScheduledRunsRepository = ReturnType<typeof createScheduledRunsRepository>;
