import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { jobWatchers } from '../db/schema/interviews.js';

/** Issue 14: who watches which job (they are e-mailed of each new application). */
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

    /** The addresses of a job's watchers who are (still) on the recruiting side: a candidate is never told. */
    async watchersOf(jobId: number): Promise<{ userId: number; email: string }[]> {
      return db
        .select({ userId: users.id, email: users.email })
        .from(jobWatchers)
        .innerJoin(users, eq(users.id, jobWatchers.userId))
        .where(and(eq(jobWatchers.jobId, jobId), ne(users.role, 'candidate')))
        .orderBy(users.id);
    },
  };
}
export type JobWatchersRepository = ReturnType<typeof createJobWatchersRepository>;
