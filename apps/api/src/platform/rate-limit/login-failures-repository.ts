import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { loginFailures } from '../db/schema/accounts.js';

/** ACC-19 (docs/decisions/030): wrong passwords per account, one row each, counted over a sliding hour. */
export function createLoginFailuresRepository(db: DbOrTx) {
  return {
    /** One check of this e-mail's count at a time, until the transaction ends (every process sees the lock). */
    async lock(email: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login-failures:${email}`}))`);
    },

    /** The wrong passwords since `since`, and the oldest of them (when the count will next go down). */
    async since(email: string, since: Date): Promise<{ failures: number; oldest: Date | undefined }> {
      const where = and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since));
      const [counted] = await db.select({ n: count() }).from(loginFailures).where(where);
      const failures = counted?.n ?? 0;
      if (failures === 0) return { failures, oldest: undefined };
      const [oldest] = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(where)
        .orderBy(asc(loginFailures.failedAt))
        .limit(1);
      return { failures, oldest: oldest?.failedAt };
    },

    async insert(email: string, failedAt: Date): Promise<number> {
      const [row] = await db.insert(loginFailures).values({ email, failedAt }).returning({ id: loginFailures.id });
      if (!row) throw new Error('login failure insert returned no row');
      return row.id;
    },

    async delete(id: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
