import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ApplicationMailMode } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';
import { jobWatchers } from '../../platform/db/schema/interviews.js';
import { jobs } from '../../platform/db/schema/jobs.js';
import { recruiterSettings } from '../../platform/db/schema/recruiter-settings.js';

/**
 * REC-13: a recruiter's settings (without a row, the defaults: 'each'), and who is told of a new
 * application to a job they watch, each at once or in the daily digest.
 */
export function createRecruiterSettingsRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<{
      applicationMails: ApplicationMailMode;
      digestSince: Date | null;
      timeZone: string | null;
      weeklySummarySince: Date | null;
    }> {
      const [row] = await db
        .select({
          applicationMails: recruiterSettings.applicationMails,
          digestSince: recruiterSettings.digestSince,
          timeZone: recruiterSettings.timeZone,
          weeklySummarySince: recruiterSettings.weeklySummarySince,
        })
        .from(recruiterSettings)
        .where(eq(recruiterSettings.userId, userId));
      return row ?? { applicationMails: 'each', digestSince: null, timeZone: null, weeklySummarySince: null };
    },

    /** REC-41: the weekly summary on (since `now`, or since it was turned on before) or off. */
    async saveWeeklySummary(userId: number, on: boolean, now: Date): Promise<void> {
      await db
        .insert(recruiterSettings)
        .values({ userId, weeklySummarySince: on ? now : null, updatedAt: now })
        .onConflictDoUpdate({
          target: recruiterSettings.userId,
          set: {
            weeklySummarySince: on
              ? sql`coalesce(${recruiterSettings.weeklySummarySince}, ${sql.param(now, recruiterSettings.weeklySummarySince)})`
              : null,
            updatedAt: now,
          },
        });
    },

    /** REC-41: the active team members who chose the weekly summary, with their zone and since when, by id. */
    async weeklySummaryMembers(): Promise<{ userId: number; email: string; timeZone: string | null; since: Date }[]> {
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          timeZone: recruiterSettings.timeZone,
          since: recruiterSettings.weeklySummarySince,
        })
        .from(recruiterSettings)
        .innerJoin(users, eq(users.id, recruiterSettings.userId))
        .where(and(isNotNull(recruiterSettings.weeklySummarySince), ne(users.role, 'candidate'), isNull(users.deactivatedAt)))
        .orderBy(asc(users.id));
      return rows.flatMap((r) => (r.since ? [{ ...r, since: r.since }] : []));
    },

    /** REC-32: the recruiter's own time zone (null: not chosen). */
    async saveTimeZone(userId: number, timeZone: string | null, now: Date): Promise<void> {
      await db
        .insert(recruiterSettings)
        .values({ userId, timeZone, updatedAt: now })
        .onConflictDoUpdate({ target: recruiterSettings.userId, set: { timeZone, updatedAt: now } });
    },

    /**
     * Save the choice. Choosing 'daily' starts the digest from `now` (applications before it were
     * e-mailed one by one); choosing it again keeps the digest's place. 'each' ends the digest.
     */
    async save(userId: number, applicationMails: ApplicationMailMode, now: Date): Promise<void> {
      const digestSince = applicationMails === 'daily' ? now : null;
      await db
        .insert(recruiterSettings)
        .values({ userId, applicationMails, digestSince, updatedAt: now })
        .onConflictDoUpdate({
          target: recruiterSettings.userId,
          set: {
            applicationMails,
            digestSince:
              applicationMails === 'daily'
                ? sql`coalesce(${recruiterSettings.digestSince}, ${sql.param(now, recruiterSettings.digestSince)})`
                : null,
            updatedAt: now,
          },
        });
    },

    /** Active team members on the daily digest whose digest has not yet covered `upTo`, by id. */
    async dueDigests(upTo: Date): Promise<{ userId: number; email: string; digestSince: Date }[]> {
      const rows = await db
        .select({ userId: users.id, email: users.email, digestSince: recruiterSettings.digestSince })
        .from(recruiterSettings)
        .innerJoin(users, eq(users.id, recruiterSettings.userId))
        .where(
          and(
            eq(recruiterSettings.applicationMails, 'daily'),
            isNotNull(recruiterSettings.digestSince),
            lt(recruiterSettings.digestSince, upTo),
            ne(users.role, 'candidate'),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.id));
      return rows.flatMap((r) => (r.digestSince ? [{ ...r, digestSince: r.digestSince }] : []));
    },

    /** The digest now covers everything up to `upTo`. */
    async digestSent(userId: number, upTo: Date): Promise<void> {
      await db.update(recruiterSettings).set({ digestSince: upTo }).where(eq(recruiterSettings.userId, userId));
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

    /** REC-13's digest: applications to the jobs `userId` watches made from `from` until (not including) `upTo`, oldest first. */
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
export type RecruiterSettingsRepository = ReturnType<typeof createRecruiterSettingsRepository>;
