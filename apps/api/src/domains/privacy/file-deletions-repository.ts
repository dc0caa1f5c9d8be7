import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { FILE_DELETION_STATUSES, fileDeletions, type FileDeletionRow } from '../../platform/db/schema/privacy.js';
import { createOutboxClaims } from '../../platform/background/outbox-claims.js';

export type { FileDeletionRow };

/**
 * PRV-4 (docs/decisions/018): the queue of files to remove from storage, one of the background-job
 * queues of docs/decisions/015. `enqueue` runs in the transaction that forgets the files.
 */
export function createFileDeletionsRepository(db: DbOrTx) {
  const claims = createOutboxClaims(db, fileDeletions, fileDeletions, FILE_DELETION_STATUSES);
  return {
    async enqueue(storageKeys: string[], now: Date): Promise<void> {
      const keys = [...new Set(storageKeys.filter(Boolean))];
      if (keys.length === 0) return;
      await db
        .insert(fileDeletions)
        .values(keys.map((storageKey) => ({ storageKey, status: 'queued' as const, availableAt: now, createdAt: now, updatedAt: now })));
    },

    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<FileDeletionRow[]> {
      const ids = await claims.claimDue(workerId, now, limit, leaseMs);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(fileDeletions)
        .where(inArray(fileDeletions.id, ids))
        .orderBy(asc(fileDeletions.availableAt), asc(fileDeletions.id));
    },

    async markDone(job: FileDeletionRow, workerId: string, now: Date) {
      const [row] = await db
        .update(fileDeletions)
        .set({ status: 'done', claimedUntil: null, lastError: null, updatedAt: now })
        .where(claims.heldClaim(job, workerId))
        .returning({ status: fileDeletions.status });
      return row?.status ?? null;
    },

    markRetry: (job: FileDeletionRow, workerId: string, now: Date, error: string, retryAt: Date) =>
      claims.retry(job, workerId, now, error, retryAt),
    markFailed: (job: FileDeletionRow, workerId: string, now: Date, error: string) => claims.fail(job, workerId, now, error),
    release: (workerId: string, now: Date, ids?: number[]) => claims.release(workerId, now, ids),
    countByStatus: () => claims.countByStatus(),

    /** docs/decisions/027: the system page and /metrics, and its retry of failed removals. */
    queueStats: () => claims.queueStats(),
    requeueFailed: (now: Date) => claims.requeueFailed(now),

    /** Housekeeping: removals done before `before` are no use to anyone. */
    async purgeDoneBefore(before: Date): Promise<void> {
      await db.delete(fileDeletions).where(and(eq(fileDeletions.status, 'done'), lt(fileDeletions.updatedAt, before)));
    },
  };
}
export type FileDeletionsRepository = ReturnType<typeof createFileDeletionsRepository>;
