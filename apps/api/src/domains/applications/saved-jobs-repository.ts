import { and, desc, eq } from 'drizzle-orm';
import type { SavedJob } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { savedJobs } from '../../platform/db/schema/applications.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { jobOf } from '../jobs/index.js';

/** APP-6: a candidate's saved jobs. Saving twice or removing twice changes nothing. */
export function createSavedJobsRepository(db: DbOrTx) {
  return {
    async list(userId: number): Promise<SavedJob[]> {
      const rows = await db
        .select({ job: jobOf, savedAt: savedJobs.createdAt })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
      return rows.map((r) => ({ job: r.job, saved_at: r.savedAt.toISOString() }));
    },

    async save(userId: number, jobId: number, now: Date): Promise<void> {
      await db.insert(savedJobs).values({ userId, jobId, createdAt: now }).onConflictDoNothing();
    },

    async remove(userId: number, jobId: number): Promise<void> {
      await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    },
  };
}
export type SavedJobsRepository = ReturnType<typeof createSavedJobsRepository>;
