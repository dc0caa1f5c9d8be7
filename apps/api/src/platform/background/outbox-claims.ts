import { and, asc, count, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * The columns every outbox table shares (docs/decisions/007, 009): a job is `queued` until
 * `available_at`, `processing` while a worker holds it until `claimed_until`, then settled.
 */
export interface OutboxColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  availableAt: PgColumn;
  claimedBy: PgColumn;
  claimedUntil: PgColumn;
  lastError: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

/**
 * A queue as an operator sees it (docs/decisions/027): jobs waiting (queued, due or not), held by a
 * worker, and failed for good; when the oldest job not yet settled was written.
 */
export interface QueueStats {
  queued: number;
  processing: number;
  failed: number;
  oldestPendingAt: Date | null;
}

/** What a claim needs to know of a job to settle it: only the holder of this attempt may. */
export interface ClaimedJob {
  id: number;
  attempts: number;
}

/**
 * The claim, lease, settle and release statements of an outbox table, written once for every queue
 * (the CRM sync, the mail outbox). Each is one statement, safe with any number of processes on one
 * PostgreSQL (OPS-1); times come from the caller's clock. `statuses` are the table's status values;
 * `scope` narrows claims, releases and counts to one kind's rows of a table several kinds share
 * (`background_jobs`, docs/decisions/024).
 */
export function createOutboxClaims<S extends string>(db: DbOrTx, table: PgTable, c: OutboxColumns, statuses: readonly S[], scope?: SQL) {
  const col = (column: PgColumn) => sql.identifier(column.name);
  const at = (column: PgColumn, value: Date | null) => sql`${col(column)} = ${value === null ? null : sql.param(value, column)}`;

  /** Only the worker holding this claim may settle the job; a claim that lapsed and was taken over is void. */
  const heldClaim = (job: ClaimedJob, workerId: string) =>
    and(eq(c.id, job.id), eq(c.status, 'processing'), eq(c.claimedBy, workerId), eq(c.attempts, job.attempts));

  /** UPDATE … SET `set` (plus claimed_until = null, updated_at) under the claim; the new status, or null when the claim was lost. */
  async function settle(job: ClaimedJob, workerId: string, now: Date, set: SQL): Promise<S | null> {
    const result = await db.execute<{ status: S }>(
      sql`UPDATE ${table} SET ${set}, ${col(c.claimedUntil)} = NULL, ${at(c.updatedAt, now)} WHERE ${heldClaim(job, workerId)} RETURNING ${col(c.status)} AS status`,
    );
    return result.rows[0]?.status ?? null;
  }

  return {
    heldClaim,
    settle,

    /**
     * Claim up to `limit` due jobs for `workerId` until now + leaseMs: queued ones whose time has come,
     * and claims whose lease ran out (their process died). SKIP LOCKED lets several processes claim at
     * once without waiting on each other or taking the same job. Answers the ids, oldest due first.
     */
    async claimDue(workerId: string, now: Date, limit: number, leaseMs: number): Promise<number[]> {
      const due = sql`SELECT ${c.id} FROM ${table} WHERE ${and(
        scope,
        or(and(eq(c.status, 'queued'), lte(c.availableAt, now)), and(eq(c.status, 'processing'), lt(c.claimedUntil, now))),
      )} ORDER BY ${asc(c.availableAt)}, ${asc(c.id)} LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
      const result = await db.execute<{ id: number }>(
        sql`UPDATE ${table} SET ${col(c.status)} = 'processing', ${col(c.claimedBy)} = ${workerId}, ${at(c.claimedUntil, new Date(now.getTime() + leaseMs))}, ${col(c.attempts)} = ${col(c.attempts)} + 1, ${at(c.updatedAt, now)} WHERE ${c.id} IN (${due}) RETURNING ${col(c.id)} AS id`,
      );
      return result.rows.map((r) => Number(r.id));
    },

    /** A transient failure: queued again from `retryAt`, keeping the error. */
    retry: (job: ClaimedJob, workerId: string, now: Date, error: string, retryAt: Date, extra?: SQL) =>
      settle(
        job,
        workerId,
        now,
        sql.join(
          [sql`${col(c.status)} = 'queued'`, at(c.availableAt, retryAt), sql`${col(c.lastError)} = ${error}`, ...(extra ? [extra] : [])],
          sql`, `,
        ),
      ),

    /** Give up, keeping the error. */
    fail: (job: ClaimedJob, workerId: string, now: Date, error: string, extra?: SQL) =>
      settle(
        job,
        workerId,
        now,
        sql.join([sql`${col(c.status)} = 'failed'`, sql`${col(c.lastError)} = ${error}`, ...(extra ? [extra] : [])], sql`, `),
      ),

    /**
     * Hand back jobs this worker claimed but has not started (graceful shutdown, OPS-7): queued again at
     * once, and the attempt they were charged is returned. Without ids, every job it holds.
     */
    async release(workerId: string, now: Date, ids?: number[]): Promise<number> {
      if (ids?.length === 0) return 0;
      const result = await db.execute<{ id: number }>(
        sql`UPDATE ${table} SET ${col(c.status)} = 'queued', ${col(c.attempts)} = greatest(${col(c.attempts)} - 1, 0), ${col(c.claimedUntil)} = NULL, ${at(c.availableAt, now)}, ${at(c.updatedAt, now)} WHERE ${and(
          scope,
          eq(c.status, 'processing'),
          eq(c.claimedBy, workerId),
          ids ? inArray(c.id, ids) : undefined,
        )} RETURNING ${col(c.id)} AS id`,
      );
      return result.rows.length;
    },

    /**
     * Housekeeping (docs/decisions/015): delete the jobs settled in one of `settled` whose last change
     * was before `before`. The type keeps queued and processing (pending or leased) work out of reach.
     * Answers how many rows went.
     */
    async purgeSettledBefore(settled: readonly Exclude<S, 'queued' | 'processing'>[], before: Date): Promise<number> {
      if (settled.length === 0) return 0;
      const result = await db.execute<{ id: number }>(
        sql`DELETE FROM ${table} WHERE ${and(inArray(c.status, settled), lt(c.updatedAt, before))} RETURNING ${col(c.id)} AS id`,
      );
      return result.rows.length;
    },

    /**
     * docs/decisions/027: waiting, held and failed jobs and the oldest one not yet settled, in one
     * statement on the (status, available_at) index: settled rows (delivered, done) are not read.
     */
    async queueStats(): Promise<QueueStats> {
      const result = await db.execute<{ queued: number; processing: number; failed: number; oldest: string | Date | null }>(
        sql`SELECT count(*) FILTER (WHERE ${eq(c.status, 'queued')})::int AS queued, count(*) FILTER (WHERE ${eq(c.status, 'processing')})::int AS processing, count(*) FILTER (WHERE ${eq(c.status, 'failed')})::int AS failed, min(${c.createdAt}) FILTER (WHERE ${inArray(c.status, ['queued', 'processing'])}) AS oldest FROM ${table} WHERE ${and(scope, inArray(c.status, ['queued', 'processing', 'failed']))}`,
      );
      const row = result.rows[0];
      const oldest = row?.oldest ?? null;
      return {
        queued: Number(row?.queued ?? 0),
        processing: Number(row?.processing ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestPendingAt: oldest === null ? null : new Date(oldest),
      };
    },

    /**
     * Failed jobs back to the queue with fresh attempts, due now: all of them, or the ids given, and
     * only those `extra` allows (`npm run crm:retry`, the system page's retry; docs/decisions/027).
     * Answers the ids requeued.
     */
    async requeueFailed(now: Date, options: { ids?: number[]; extra?: SQL } = {}): Promise<number[]> {
      if (options.ids?.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`UPDATE ${table} SET ${col(c.status)} = 'queued', ${col(c.attempts)} = 0, ${at(c.availableAt, now)}, ${col(c.claimedUntil)} = NULL, ${at(c.updatedAt, now)} WHERE ${and(
          scope,
          eq(c.status, 'failed'),
          options.ids ? inArray(c.id, options.ids) : undefined,
          options.extra,
        )} RETURNING ${col(c.id)} AS id`,
      );
      return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    /** Jobs per status, every status of `statuses` present (0 when none). */
    async countByStatus(): Promise<Record<S, number>> {
      const rows = await db.select({ status: c.status, n: count() }).from(table).where(scope).groupBy(c.status);
      const found = new Map(rows.map((row) => [String(row.status), row.n]));
      const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
      for (const s of statuses) counts[s] = found.get(s) ?? 0;
      return counts;
    },
  };
}
export type OutboxClaims = ReturnType<typeof createOutboxClaims>;
