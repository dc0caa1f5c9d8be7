import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pendingSignups, type PendingSignupRow } from '../../platform/db/schema/accounts.js';

/** ACC-4: sign-ups waiting for their e-mailed code. */
export function createPendingSignupsRepository(db: DbOrTx) {
  return {
    /** One sign-up decision per address at a time (two registrations at once would race otherwise); held until the transaction ends. */
    async lock(email: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`signup:${email}`}))`);
    },

    async find(email: string): Promise<PendingSignupRow | undefined> {
      const [row] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email)).limit(1);
      return row;
    },

    /** A new sign-up for an address whose earlier one has no live code any more replaces it (docs/decisions/009). */
    async upsert(values: Omit<PendingSignupRow, 'createdAt' | 'updatedAt'>, now: Date): Promise<void> {
      await db
        .insert(pendingSignups)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: pendingSignups.email,
          set: {
            passwordHash: values.passwordHash,
            firstName: values.firstName,
            lastName: values.lastName,
            privacyNoticeVersion: values.privacyNoticeVersion,
            updatedAt: now,
          },
        });
    },

    async delete(email: string): Promise<void> {
      await db.delete(pendingSignups).where(eq(pendingSignups.email, email));
    },

    /** Sign-ups abandoned before `before` (their codes expired long ago) are forgotten. */
    async purgeUpdatedBefore(before: Date): Promise<void> {
      await db.delete(pendingSignups).where(lt(pendingSignups.updatedAt, before));
    },
  };
}
export type PendingSignupsRepository = ReturnType<typeof createPendingSignupsRepository>;
