import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/accounts.js';

/** ACC-17: fixed-window counters in the database, so every server process sees the same counts. */
export function createRateLimitRepository(db: DbOrTx) {
  return {
    /**
     * Count one hit in the window that starts at `windowStart`, in one atomic statement: a row
     * from an older window starts again at 1. Answers the count after this hit.
     */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ count: rateLimits.count });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row.count;
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
