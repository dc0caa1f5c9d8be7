import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamptz } from './columns.js';

/**
 * PRO-14: one live SMS code per user and number, stored as an HMAC like the e-mail codes (ACC-4).
 * Requesting again replaces it (after the resend wait); using it deletes it.
 */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code was sent to, with its dialling code ('+919876543210'). */
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Tries used so far, reserved before comparing (as for e-mail codes). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [uniqueIndex('mobile_codes_user_phone_idx').on(t.userId, t.phone), index('mobile_codes_expires_idx').on(t.expiresAt)],
);
export type MobileCodeRow = typeof mobileCodes.$inferSelect;
