import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { CRM_JOB_STATUSES, crmOutbox, type CrmJobRow, type CrmJobStatus } from '../../platform/db/schema/crm.js';
import { createOutboxClaims } from '../../platform/background/outbox-claims.js';
import type { ZohoContact } from './zoho-contact.js';

export type { CrmJobRow, CrmJobStatus };

const LIVE = sql`status IN ('queued', 'processing')`;

/**
 * INT-3/OPS-1: the CRM outbox. Every method is one statement (or two in the caller's transaction), safe
 * with any number of processes on one PostgreSQL; times come from the caller's clock.
 */
export function createCrmOutboxRepository(db: DbOrTx) {
  const claims = createOutboxClaims(db, crmOutbox, crmOutbox, CRM_JOB_STATUSES);
  const heldClaim = claims.heldClaim;
  return {
    /**
     * Record that the candidate must be synced, in the caller's transaction. A job still queued or in
     * flight for the same candidate takes the newer payload (and a new revision) instead of a second
     * job being added; an older failed job is marked superseded by this one.
     */
    async enqueueContact(
      userId: number,
      payload: ZohoContact,
      now: Date,
    ): Promise<{ id: number; revision: number; status: 'queued' | 'processing' }> {
      const [row] = await db
        .insert(crmOutbox)
        .values({ kind: 'contact', userId, payload, status: 'queued', availableAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [crmOutbox.kind, crmOutbox.userId],
          targetWhere: LIVE,
          set: { payload, revision: sql`${crmOutbox.revision} + 1`, updatedAt: now },
        })
        .returning({ id: crmOutbox.id, revision: crmOutbox.revision, status: crmOutbox.status });
      await db
        .update(crmOutbox)
        .set({ status: 'superseded', updatedAt: now })
        .where(and(eq(crmOutbox.kind, 'contact'), eq(crmOutbox.userId, userId), eq(crmOutbox.status, 'failed')));
      // The upsert's target is the live-job index, so the row it answers is always a live job.
      if (!row || (row.status !== 'queued' && row.status !== 'processing')) throw new Error('the CRM job upsert answered no live job');
      return { id: row.id, revision: row.revision, status: row.status };
    },

    /**
     * PRV-4 (docs/decisions/018): the candidate deleted their account; in that transaction, queue the
     * deletion of their Contact (found by `email`) and drop any upsert still waiting, so it cannot
     * recreate the Contact afterwards. An upsert already in flight finishes first: the deletion is
     * queued behind it.
     */
    async enqueueDelete(userId: number, email: string, now: Date): Promise<{ id: number }> {
      await db
        .update(crmOutbox)
        .set({ status: 'superseded', updatedAt: now })
        .where(and(eq(crmOutbox.kind, 'contact'), eq(crmOutbox.userId, userId), inArray(crmOutbox.status, ['queued', 'failed'])));
      const payload: ZohoContact = {
        Email: email,
        First_Name: null,
        Last_Name: '-',
        Mobile: null,
        Other_Phone: null,
        Mailing_Street: null,
        Other_Street: null,
        Title: null,
        Description: null,
      };
      const [row] = await db
        .insert(crmOutbox)
        .values({ kind: 'delete', userId, payload, status: 'queued', availableAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: crmOutbox.id });
      return { id: row?.id ?? 0 };
    },

    /** The candidate's newest job that is live or delivered, and whether it carries exactly `payload`. */
    async newestContactJob(
      userId: number,
      payload: ZohoContact,
    ): Promise<{ id: number; status: 'queued' | 'processing' | 'delivered'; samePayload: boolean } | undefined> {
      const [row] = await db
        .select({
          id: crmOutbox.id,
          status: crmOutbox.status,
          samePayload: sql<boolean>`${crmOutbox.payload} = ${JSON.stringify(payload)}::jsonb`,
        })
        .from(crmOutbox)
        .where(
          and(
            eq(crmOutbox.kind, 'contact'),
            eq(crmOutbox.userId, userId),
            inArray(crmOutbox.status, ['queued', 'processing', 'delivered']),
          ),
        )
        .orderBy(desc(crmOutbox.id))
        .limit(1);
      if (!row || (row.status !== 'queued' && row.status !== 'processing' && row.status !== 'delivered')) return undefined;
      return { id: row.id, status: row.status, samePayload: row.samePayload };
    },

    /** Claim up to `limit` due jobs for `workerId` until now + leaseMs (the shared claim, outbox-claims.ts). */
    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<CrmJobRow[]> {
      const ids = await claims.claimDue(workerId, now, limit, leaseMs);
      if (ids.length === 0) return [];
      return db.select().from(crmOutbox).where(inArray(crmOutbox.id, ids)).orderBy(asc(crmOutbox.availableAt), asc(crmOutbox.id));
    },

    /**
     * The CRM accepted the job. If a newer change arrived meanwhile (revision moved on), the job goes
     * back to the queue at once to send that. Returns the new status, or null when the claim was lost.
     */
    async markDelivered(
      job: CrmJobRow,
      workerId: string,
      now: Date,
      result: { recordId: string; action: string },
    ): Promise<CrmJobStatus | null> {
      const same = sql`${crmOutbox.revision} = ${job.revision}`;
      const [row] = await db
        .update(crmOutbox)
        .set({
          status: sql`CASE WHEN ${same} THEN 'delivered' ELSE 'queued' END`,
          attempts: sql`CASE WHEN ${same} THEN ${crmOutbox.attempts} ELSE 0 END`,
          availableAt: now,
          claimedUntil: null,
          lastError: null,
          crmRecordId: result.recordId.slice(0, 40),
          crmAction: result.action.slice(0, 10),
          deliveredAt: now,
          updatedAt: now,
        })
        .where(heldClaim(job, workerId))
        .returning({ status: crmOutbox.status });
      return row?.status ?? null;
    },

    /** A transient failure: try again at `retryAt`. */
    markRetry: (job: CrmJobRow, workerId: string, now: Date, error: string, retryAt: Date) =>
      claims.retry(job, workerId, now, error, retryAt),

    /**
     * Give up, keeping the error. A permanent error on a payload that has since been replaced sends the
     * new payload instead (it may be valid); running out of attempts fails whatever the payload.
     */
    async markFailed(
      job: CrmJobRow,
      workerId: string,
      now: Date,
      error: string,
      reason: 'permanent' | 'attempts',
    ): Promise<CrmJobStatus | null> {
      const requeue = reason === 'permanent' ? sql`${crmOutbox.revision} <> ${job.revision}` : sql`false`;
      const [row] = await db
        .update(crmOutbox)
        .set({
          status: sql`CASE WHEN ${requeue} THEN 'queued' ELSE 'failed' END`,
          attempts: sql`CASE WHEN ${requeue} THEN 0 ELSE ${crmOutbox.attempts} END`,
          availableAt: now,
          claimedUntil: null,
          lastError: error,
          updatedAt: now,
        })
        .where(heldClaim(job, workerId))
        .returning({ status: crmOutbox.status });
      return row?.status ?? null;
    },

    /** Hand back jobs this worker claimed but has not started (graceful shutdown, OPS-7). */
    release: (workerId: string, now: Date, ids?: number[]) => claims.release(workerId, now, ids),

    /**
     * `npm run crm:retry` and the system page's retry (docs/decisions/027): failed jobs back to the queue
     * with fresh attempts; all, or the ids given (the shared requeue of outbox-claims.ts).
     */
    requeueFailed: (now: Date, ids?: number[]): Promise<number[]> =>
      claims.requeueFailed(now, {
        ...(ids ? { ids } : {}),
        // Never two live jobs for one candidate (the newer one already carries the latest data).
        extra: sql`NOT EXISTS (SELECT 1 FROM crm_outbox live WHERE live.kind = ${crmOutbox.kind} AND live.user_id = ${crmOutbox.userId} AND live.status IN ('queued', 'processing'))`,
      }),

    queueStats: () => claims.queueStats(),

    countByStatus: () => claims.countByStatus(),

    /** Housekeeping: syncs delivered, failed for good or superseded before `before`; live jobs stay. */
    purgeSettledBefore: (before: Date) => claims.purgeSettledBefore(['delivered', 'failed', 'superseded'], before),

    /** Newest first. */
    async list(options: { statuses?: CrmJobStatus[]; limit: number }): Promise<CrmJobRow[]> {
      return db
        .select()
        .from(crmOutbox)
        .where(options.statuses ? inArray(crmOutbox.status, options.statuses) : undefined)
        .orderBy(desc(crmOutbox.id))
        .limit(options.limit);
    },
  };
}
export type CrmOutboxRepository = ReturnType<typeof createCrmOutboxRepository>;
