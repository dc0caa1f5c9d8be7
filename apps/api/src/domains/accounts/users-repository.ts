import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { RECRUITER_AREA_ROLES } from '@careers/shared';
import type { UserSummary } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users, type NewUserRow, type UserRow } from '../../platform/db/schema/accounts.js';

export type Role = UserSummary['role'];

/** ACC-9's user_details as the API answers them after verify and login. */
export function toUserSummary(row: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'role'>): UserSummary {
  return { first_name: row.firstName, last_name: row.lastName, email: row.email, role: row.role };
}

export function createUsersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** REC-8: everyone in the recruiter area, by name. */
    async listTeam(): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(inArray(users.role, [...RECRUITER_AREA_ROLES]))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /**
     * REC-8: one member and every active admin, locked in one statement (in id order, so two of these
     * never wait on each other in a circle) until the transaction ends: two admins deactivating each
     * other at once cannot both succeed and leave the team without one.
     */
    async lockMemberAndActiveAdmins(id: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(or(eq(users.id, id), and(eq(users.role, 'admin'), isNull(users.deactivatedAt))))
        .orderBy(asc(users.id))
        .for('update');
    },

    async setDeactivatedAt(id: number, deactivatedAt: Date | null, now: Date): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ deactivatedAt, updatedAt: now }).where(eq(users.id, id)).returning();
      return row;
    },

    async setRole(id: number, role: Role, now: Date): Promise<void> {
      await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    },

    /** REC-8's last login; PRV-5: a login keeps a warned inactive account, so the warning is cleared. */
    async recordLogin(id: number, now: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: now, retentionWarnedAt: null }).where(eq(users.id, id));
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
