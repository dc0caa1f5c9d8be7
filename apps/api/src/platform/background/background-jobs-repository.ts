import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { BACKGROUND_JOB_STATUSES, backgroundJobs, type BackgroundJobRow } from '../db/schema/background.js';
import { createOutboxClaims } from './outbox-claims.js';

export type { BackgroundJobRow };

/**
 * docs/decisions/024: one kind's jobs in `background_jobs`, the queue of the kinds without a table of
 * their own. Every claim, release and count is scoped to the kind, so each kind's worker takes only its
 * own jobs; `enqueue` runs in the caller's transaction.
 */
export function createBackgroundJobsRepository(db: DbOrTx, kind: string) {
  const claims = createOutboxClaims(db, backgroundJobs, backgroundJobs, BACKGROUND_JOB_STATUSES, eq(backgroundJobs.kind, kind));
  return {
    async enqueue(payload: unknown, now: Date): Promise<{ id: number }> {
      const [row] = await db
        .insert(backgroundJobs)
        .values({ kind, payload, status: 'queued', availableAt: now, createdAt: now, updatedAt: now })
        .returning({ id: backgroundJobs.id });
      if (!row) throw new Error('the background job insert answered no row');
      return row;
    },

    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<BackgroundJobRow[]> {
      const ids = await claims.claimDue(workerId, now, limit, leaseMs);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(backgroundJobs)
        .where(inArray(backgroundJobs.id, ids))
        .orderBy(asc(backgroundJobs.availableAt), asc(backgroundJobs.id));
    },

    /** Delivered; null when the claim was lost (another process took the job over). */
    async markDone(job: BackgroundJobRow, workerId: string, now: Date) {
      const [row] = await db
        .update(backgroundJobs)
        .set({ status: 'done', claimedUntil: null, lastError: null, updatedAt: now })
        .where(claims.heldClaim(job, workerId))
        .returning({ status: backgroundJobs.status });
      return row?.status ?? null;
    },

    markRetry: (job: BackgroundJobRow, workerId: string, now: Date, error: string, retryAt: Date) =>
      claims.retry(job, workerId, now, error, retryAt),
    markFailed: (job: BackgroundJobRow, workerId: string, now: Date, error: string) => claims.fail(job, workerId, now, error),
    release: (workerId: string, now: Date, ids?: number[]) => claims.release(workerId, now, ids),
    countByStatus: () => claims.countByStatus(),
    /** docs/decisions/027: the system page and /metrics, and its retry of the kind's failed jobs. */
    queueStats: () => claims.queueStats(),
    requeueFailed: (now: Date) => claims.requeueFailed(now),
  };
}
export type BackgroundJobsRepository = ReturnType<typeof createBackgroundJobsRepository>;

/** Housekeeping (docs/decisions/015): jobs of any kind done or failed for good before `before`; queued and running ones stay. */
export const purgeSettledBackgroundJobs = (db: DbOrTx, before: Date) =>
  createOutboxClaims(db, backgroundJobs, backgroundJobs, BACKGROUND_JOB_STATUSES).purgeSettledBefore(['done', 'failed'], before);
