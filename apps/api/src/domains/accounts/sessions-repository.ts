import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions, users, type SessionRow, type UserRow } from '../../platform/db/schema/accounts.js';

export interface SessionWithUser {
  session: SessionRow;
  user: Pick<UserRow, 'id' | 'email' | 'role' | 'deactivatedAt'>;
}

/** ACC-13: the server-side half of every access token. */
export function createSessionsRepository(db: DbOrTx) {
  return {
    async insert(values: { id: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async findWithUser(id: string): Promise<SessionWithUser | undefined> {
      const [row] = await db
        .select({ session: sessions, user: { id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt } })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      return row;
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** ACC-12: a password reset ends every session of the user. */
    async revokeAllForUser(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Housekeeping: sessions ended or expired before `before` are of no further use. */
    async purgeEndedBefore(before: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
