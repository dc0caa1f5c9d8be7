import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { jobWatchers } from '../../platform/db/schema/interviews.js';

/** REC-13: who watches which job (they are e-mailed of each new application: applications/recruiter-settings-repository.ts). */
export function createJobWatchersRepository(db: DbOrTx) {
  return {
    /** Start watching; watching twice is the same as once. */
    async watch(jobId: number, userId: number, now: Date): Promise<void> {
      await db.insert(jobWatchers).values({ jobId, userId, createdAt: now }).onConflictDoNothing();
    },

    async unwatch(jobId: number, userId: number): Promise<void> {
      await db.delete(jobWatchers).where(and(eq(jobWatchers.jobId, jobId), eq(jobWatchers.userId, userId)));
    },

    /** The jobs `userId` watches. */
    async watchedBy(userId: number): Promise<Set<number>> {
      const rows = await db.select({ jobId: jobWatchers.jobId }).from(jobWatchers).where(eq(jobWatchers.userId, userId));
      return new Set(rows.map((r) => r.jobId));
    },
  };
}
export type JobWatchersRepository = ReturnType<typeof createJobWatchersRepository>;
