import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { weeklySummaries } from '../../platform/db/schema/recruiter-settings.js';

/** REC-41: the weekly summaries sent, one row per member and week (docs/decisions/051's pattern). */
export function createWeeklySummaryRepository(db: DbOrTx) {
  return {
    /**
     * Record `userId`'s summary of the week starting `weekStart` (their Monday); false when it is already
     * recorded (another process or an earlier run sent it). In the transaction that queues the e-mail.
     */
    async record(userId: number, weekStart: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(weeklySummaries)
        .values({ userId, weekStart, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: weeklySummaries.userId });
      return rows.length > 0;
    },

    /** Whether `userId`'s summary of the week starting `weekStart` is recorded (sent). */
    async isRecorded(userId: number, weekStart: string): Promise<boolean> {
      const rows = await db
        .select({ userId: weeklySummaries.userId })
        .from(weeklySummaries)
        .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
        .limit(1);
      return rows.length > 0;
    },

    /** Rows of summaries sent before `before` (their week is long over), for housekeeping. */
    async purgeSentBefore(before: Date): Promise<void> {
      await db.delete(weeklySummaries).where(lt(weeklySummaries.sentAt, before));
    },
  };
}
