import { and, asc, eq, gte, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';
import { jobWatchers } from '../../platform/db/schema/interviews.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { recruiterSettings } from '../../platform/db/schema/recruiter-settings.js';

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

    /**
     * The addresses of a job's watchers who are (still) on the recruiting side and want an e-mail for
     * each application (no settings row means 'each'); a candidate is never told, and those on the
     * daily digest hear of it there.
     */
    async watchersOf(jobId: number): Promise<{ userId: number; email: string }[]> {
      return db
        .select({ userId: users.id, email: users.email })
        .from(jobWatchers)
        .innerJoin(users, eq(users.id, jobWatchers.userId))
        .leftJoin(recruiterSettings, eq(recruiterSettings.userId, users.id))
        .where(
          and(
            eq(jobWatchers.jobId, jobId),
            ne(users.role, 'candidate'),
            or(isNull(recruiterSettings.applicationMails), eq(recruiterSettings.applicationMails, 'each')),
          ),
        )
        .orderBy(users.id);
    },

    /** Issue 14's digest: applications to the jobs `userId` watches made from `from` until (not including) `upTo`, oldest first. */
    async newApplicationsFor(
      userId: number,
      from: Date,
      upTo: Date,
    ): Promise<{ applicationId: number; jobId: number; jobTitle: string; firstName: string; lastName: string; email: string }[]> {
      const rows = await db
        .select({
          applicationId: applications.id,
          jobId: applications.jobId,
          jobTitle: jobs.title,
          details: applications.details,
        })
        .from(jobWatchers)
        .innerJoin(applications, eq(applications.jobId, jobWatchers.jobId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(jobWatchers.userId, userId), gte(applications.createdAt, from), lt(applications.createdAt, upTo)))
        .orderBy(asc(applications.createdAt), asc(applications.id));
      return rows.map(({ details, ...r }) => ({ ...r, firstName: details.first_name, lastName: details.last_name, email: details.email }));
    },
  };
}
export type JobWatchersRepository = ReturnType<typeof createJobWatchersRepository>;
