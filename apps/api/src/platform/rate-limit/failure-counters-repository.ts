import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { failureCounters } from '../db/schema/accounts.js';

/** docs/decisions/009: failures with a growing wait, shared by every process (one row per subject). */
export function createFailureCountersRepository(db: DbOrTx) {
  return {
    async blockedUntil(key: string): Promise<Date | null> {
      const [row] = await db
        .select({ blockedUntil: failureCounters.blockedUntil })
        .from(failureCounters)
        .where(eq(failureCounters.key, key))
        .limit(1);
      return row?.blockedUntil ?? null;
    },

    /** Count one failure, atomically; failures before `forgetBefore` are forgotten. Answers the count. */
    async hit(key: string, now: Date, forgetBefore: Date): Promise<number> {
      const [row] = await db
        .insert(failureCounters)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: failureCounters.key,
          set: {
            failures: sql`CASE WHEN ${failureCounters.windowStart} < ${sql.param(forgetBefore, failureCounters.windowStart)} THEN 1 ELSE ${failureCounters.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${failureCounters.windowStart} < ${sql.param(forgetBefore, failureCounters.windowStart)} THEN excluded.window_start ELSE ${failureCounters.windowStart} END`,
          },
        })
        .returning({ failures: failureCounters.failures });
      if (!row) throw new Error('failure counter upsert returned no row');
      return row.failures;
    },

    async block(key: string, until: Date): Promise<void> {
      await db.update(failureCounters).set({ blockedUntil: until }).where(eq(failureCounters.key, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(failureCounters).where(eq(failureCounters.key, key));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(failureCounters).where(lt(failureCounters.windowStart, before));
    },
  };
}
export type FailureCountersRepository = ReturnType<typeof createFailureCountersRepository>;
