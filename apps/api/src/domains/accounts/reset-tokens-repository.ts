import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { passwordResetTokens } from '../../platform/db/schema/accounts.js';

/** ACC-12: password reset tokens (stored hashed). */
export function createResetTokensRepository(db: DbOrTx) {
  return {
    /** A new link replaces any earlier unused one, so only the newest e-mail works. */
    async replaceForUser(values: { userId: number; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
      await db.insert(passwordResetTokens).values({ ...values, createdAt: now });
    },

    /** Single use: mark a live token used, atomically; the user id when it was live, else undefined. */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    async deleteUnusedForUser(userId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, before), lt(passwordResetTokens.usedAt, before)));
    },
  };
}
export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;
