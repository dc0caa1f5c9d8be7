import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { mobileCodes, type MobileCodeRow } from '../../platform/db/schema/profile.js';

export function createMobileCodesRepository(db: DbOrTx) {
  const forPhone = (userId: number, phone: string) => and(eq(mobileCodes.userId, userId), eq(mobileCodes.phone, phone));
  return {
    async find(userId: number, phone: string): Promise<MobileCodeRow | undefined> {
      const [row] = await db.select().from(mobileCodes).where(forPhone(userId, phone)).limit(1);
      return row;
    },

    /**
     * PRO-14: store a new code for this number unless one was sent less than `resendAfterMs` ago, in
     * one statement, so two requests at once cannot both send. Undefined when it is too early.
     */
    async replaceIfResendAllowed(
      values: { userId: number; phone: string; codeHash: string; expiresAt: Date },
      now: Date,
      resendAfterMs: number,
    ): Promise<MobileCodeRow | undefined> {
      const [row] = await db
        .insert(mobileCodes)
        .values({ ...values, attempts: 0, sentAt: now })
        .onConflictDoUpdate({
          target: [mobileCodes.userId, mobileCodes.phone],
          set: { codeHash: values.codeHash, expiresAt: values.expiresAt, attempts: 0, sentAt: now },
          setWhere: lte(mobileCodes.sentAt, new Date(now.getTime() - resendAfterMs)),
        })
        .returning();
      return row;
    },

    /** Take one try from a live code before comparing (as for e-mail codes, ACC-4). */
    async reserveAttempt(userId: number, phone: string, maxAttempts: number, now: Date): Promise<MobileCodeRow | undefined> {
      const [row] = await db
        .update(mobileCodes)
        .set({ attempts: sql`${mobileCodes.attempts} + 1` })
        .where(and(forPhone(userId, phone), lt(mobileCodes.attempts, maxAttempts), gt(mobileCodes.expiresAt, now)))
        .returning();
      return row;
    },

    /** Single use: delete the exact code that was checked; false if another request used it first. */
    async consume(id: number, codeHash: string): Promise<boolean> {
      const deleted = await db
        .delete(mobileCodes)
        .where(and(eq(mobileCodes.id, id), eq(mobileCodes.codeHash, codeHash)))
        .returning({ id: mobileCodes.id });
      return deleted.length === 1;
    },

    async purgeExpiredBefore(before: Date): Promise<void> {
      await db.delete(mobileCodes).where(lt(mobileCodes.expiresAt, before));
    },
  };
}
export type MobileCodesRepository = ReturnType<typeof createMobileCodesRepository>;
