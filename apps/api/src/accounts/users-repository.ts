import { eq } from 'drizzle-orm';
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

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
