import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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

/**
 * PRO-20, docs/decisions/042: the skills a candidate names, ids of the skills catalogue
 * (packages/shared/src/skills-catalogue.ts), with the years of use (null: not said) and their order on
 * the profile. The talent pool searches a copy in talent_documents.skills.
 */
export const profileSkills = pgTable(
  'profile_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    years: smallint('years'),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skill] }), check('profile_skills_years_check', sql`${t.years} BETWEEN 0 AND 50`)],
);
export type ProfileSkillRow = typeof profileSkills.$inferSelect;
