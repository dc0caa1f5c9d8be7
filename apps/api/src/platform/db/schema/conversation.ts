import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_SIDES } from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applications } from './applications.js';

/**
 * APP-12, REC-29 (docs/decisions/048): the messages of an application's conversation, between its
 * candidate (`side` 'candidate') and the team ('team', with its author). A deleted author leaves the
 * message unsigned; an erased candidate's own messages keep their row with the text replaced (PRV-4).
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 10, enum: MESSAGE_SIDES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('application_messages_application_idx').on(t.applicationId, t.id),
    check('application_messages_side', sql`${t.side} in ('candidate', 'team')`),
  ],
);
export type ApplicationMessageRow = typeof applicationMessages.$inferSelect;

/**
 * Read markers, one per reader and application: the candidate's own, and each team member's (unread
 * counts are per member). A message of the other side with a higher id than `read_up_to` is unread.
 */
export const applicationMessageReads = pgTable(
  'application_message_reads',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpTo: integer('read_up_to').notNull(),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.readerId] })],
);

/** REC-29: the team's rejection message templates, edited by admins; {firstName} and {jobTitle} are filled in when sent. */
export const messageTemplates = pgTable('message_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 80 }).notNull(),
  body: text('body').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
