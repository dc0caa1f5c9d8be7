import { and, asc, eq, lt } from 'drizzle-orm';
import type { ApplicationFields } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { applicationDrafts } from '../../platform/db/schema/applications.js';

/** APP-4: one resumable draft per candidate and job (docs/decisions/008). */
export function createDraftsRepository(db: DbOrTx) {
  const key = (userId: number, jobId: number) => and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.jobId, jobId));
  return {
    async find(userId: number, jobId: number): Promise<{ fields: ApplicationFields; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ fields: applicationDrafts.fields, updatedAt: applicationDrafts.updatedAt })
        .from(applicationDrafts)
        .where(key(userId, jobId))
        .limit(1);
      return row;
    },

    /** PRV-2: the candidate's drafts, by job. */
    async listForUser(userId: number): Promise<{ jobId: number; fields: ApplicationFields; updatedAt: Date }[]> {
      return db
        .select({ jobId: applicationDrafts.jobId, fields: applicationDrafts.fields, updatedAt: applicationDrafts.updatedAt })
        .from(applicationDrafts)
        .where(eq(applicationDrafts.userId, userId))
        .orderBy(asc(applicationDrafts.jobId));
    },

    /** Saving again replaces the draft: it is the form as last saved, not a history. */
    async save(userId: number, jobId: number, fields: ApplicationFields, now: Date): Promise<void> {
      await db
        .insert(applicationDrafts)
        .values({ userId, jobId, fields, updatedAt: now })
        .onConflictDoUpdate({ target: [applicationDrafts.userId, applicationDrafts.jobId], set: { fields, updatedAt: now } });
    },

    async delete(userId: number, jobId: number): Promise<void> {
      await db.delete(applicationDrafts).where(key(userId, jobId));
    },

    /** docs/decisions/010: drafts nobody saved since `before` are dropped (their files go with the next file purge). */
    async purgeUpdatedBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(applicationDrafts)
        .where(lt(applicationDrafts.updatedAt, before))
        .returning({ jobId: applicationDrafts.jobId });
      return gone.length;
    },
  };
}
export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
