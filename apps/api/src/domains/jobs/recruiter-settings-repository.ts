import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ApplicationMailMode } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { recruiterSettings } from '../../platform/db/schema/recruiter-settings.js';

/** Issue 14: a recruiter's settings; without a row, the defaults ('each'). */
export function createRecruiterSettingsRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<{ applicationMails: ApplicationMailMode; digestSince: Date | null }> {
      const [row] = await db
        .select({ applicationMails: recruiterSettings.applicationMails, digestSince: recruiterSettings.digestSince })
        .from(recruiterSettings)
        .where(eq(recruiterSettings.userId, userId));
      return row ?? { applicationMails: 'each', digestSince: null };
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
  };
}
export type RecruiterSettingsRepository = ReturnType<typeof createRecruiterSettingsRepository>;
