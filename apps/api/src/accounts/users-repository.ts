import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { RECRUITER_AREA_ROLES } from '@careers/shared';
import type { UserSummary } from '@careers/shared';
import type { DbOrTx } from '../db/client.js';
import { users, type NewUserRow, type UserRow } from '../db/schema/accounts.js';

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
     * REC-8: the other active admins, locked until the transaction ends, so two admins deactivating
     * each other at once cannot both succeed and leave the team without one.
     */
    async lockOtherActiveAdmins(exceptId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, exceptId)))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** REC-8: lock one member's row for a change of state. */
    async findByIdForUpdate(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    async setDeactivatedAt(id: number, deactivatedAt: Date | null, now: Date): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ deactivatedAt, updatedAt: now }).where(eq(users.id, id)).returning();
      return row;
    },

    async setRole(id: number, role: Role, now: Date): Promise<void> {
      await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    },

    async recordLogin(id: number, now: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
