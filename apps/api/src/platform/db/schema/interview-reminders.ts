import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applicationInterviews } from './interviews.js';

/** REC-32: the reminders, 24 hours and one hour before an interview. */
export const INTERVIEW_REMINDER_KINDS = ['24h', '1h'] as const;
export type InterviewReminderKind = (typeof INTERVIEW_REMINDER_KINDS)[number];

/**
 * REC-32 (docs/decisions/051): each reminder sent, for the interview's start it was sent for. The key
 * (application, kind, start) is inserted ON CONFLICT DO NOTHING in the transaction that queues the
 * e-mails, so of several processes (or a repeated run) one queues them; a moved interview has a new
 * start, so its reminders are due again, for the new time only.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applicationInterviews.applicationId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 3, enum: INTERVIEW_REMINDER_KINDS }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind, t.startsAt] }), index('interview_reminders_sent_idx').on(t.sentAt)],
);
export type InterviewReminderRow = typeof interviewReminders.$inferSelect;

/**
 * REC-32 (docs/decisions/051): a team member's private calendar feed. Only the SHA-256 of its token is
 * kept (like ACC-12's reset tokens): the URL is shown once, when it is made; making a new one replaces
 * the row, so the old URL stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
  /** The last time a calendar app read it (at most once a minute is written), for the settings page. */
  lastReadAt: timestamptz('last_read_at'),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
