import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { emailCodes, type EmailCodePurpose, type EmailCodeRow } from '../../platform/db/schema/accounts.js';

export type CodePurpose = EmailCodePurpose;

export function createEmailCodesRepository(db: DbOrTx) {
  return {
    /** One decision about this address's code at a time (every process sees the lock); held until the transaction ends. */
    async lock(email: string, purpose: CodePurpose): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email-code:${purpose}:${email}`}))`);
    },

    /**
     * ACC-4: resending replaces the code, so only the newest one works. The wrong tries stay counted
     * across resends (docs/decisions/009); only a new sign-up starts again at 0. `createdAt` is the
     * time of the last code sent, from which the resend wait is counted.
     */
    async replace(
      values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
      now: Date,
      { keepAttempts }: { keepAttempts: boolean },
    ): Promise<void> {
      await db
        .insert(emailCodes)
        .values({ ...values, attempts: 0, createdAt: now })
        .onConflictDoUpdate({
          target: [emailCodes.email, emailCodes.purpose],
          set: {
            codeHash: values.codeHash,
            expiresAt: values.expiresAt,
            attempts: keepAttempts ? sql`${emailCodes.attempts}` : 0,
            createdAt: now,
          },
        });
    },

    async find(email: string, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /**
     * Take one try from a live code, atomically, before comparing: parallel guesses cannot get
     * more than `maxAttempts` comparisons. Undefined when the code is missing, expired or used up.
     */
    async reserveAttempt(email: string, purpose: CodePurpose, maxAttempts: number, now: Date): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            eq(emailCodes.email, email),
            eq(emailCodes.purpose, purpose),
            lt(emailCodes.attempts, maxAttempts),
            gt(emailCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async purgeExpiredBefore(before: Date): Promise<void> {
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
    },

    /** Single use: delete the exact code that was checked; false if another request used it first. */
    async consume(id: number, codeHash: string): Promise<boolean> {
      const deleted = await db
        .delete(emailCodes)
        .where(and(eq(emailCodes.id, id), eq(emailCodes.codeHash, codeHash)))
        .returning({ id: emailCodes.id });
      return deleted.length === 1;
    },
  };
}
export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
