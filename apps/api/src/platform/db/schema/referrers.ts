import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

/**
 * REC-34 (docs/decisions/052): the people whose referral links credit applications. A team member's row
 * (`user_id`) is made the first time their links are asked for; an employee without a workspace login has
 * a name and an e-mail an admin entered (REC-35). `code`: the short unguessable part of every link
 * (`?ref=<code>`), the same for the careers page and each job.
 */
export const referrers = pgTable(
  'referrers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }),
    email: varchar('email', { length: 254 }),
    code: varchar('code', { length: 24 }).notNull().unique(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('referrers_person_check', sql`${t.userId} IS NOT NULL OR (${t.name} IS NOT NULL AND ${t.email} IS NOT NULL)`),
    uniqueIndex('referrers_employee_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} IS NULL`),
  ],
);
export type ReferrerRow = typeof referrers.$inferSelect;
