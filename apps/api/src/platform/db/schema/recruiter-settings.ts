import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { APPLICATION_MAIL_MODES } from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

/**
 * REC-13: a recruiter's own settings. `application_mails`: 'each' (an e-mail per new application to a
 * watched job, the default when there is no row) or 'daily' (one digest a day). `digest_since`: the
 * applications from this time on have not been in a digest yet (set when 'daily' is chosen, moved on by
 * each digest run; cleared when 'each' is chosen again, which sends what the digest still held).
 */
export const recruiterSettings = pgTable('recruiter_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationMails: varchar('application_mails', { length: 10, enum: APPLICATION_MAIL_MODES }).notNull().default('each'),
  digestSince: timestamptz('digest_since'),
  /**
   * REC-32: the IANA time zone the recruiter's own e-mails (interview reminders) show times in; null: not
   * chosen (the organiser's reminders then use the interview's zone, the zone it was scheduled in).
   */
  timeZone: varchar('time_zone', { length: 64 }),
  /**
   * REC-41: the weekly summary e-mail is on since this instant (null: off, the default). A week's summary
   * is due only when its Monday 07:00 is at or after it, so opting in on a Wednesday starts next Monday.
   */
  weeklySummarySince: timestamptz('weekly_summary_since'),
  updatedAt: timestamptz('updated_at').notNull(),
});
export type RecruiterSettingsRow = typeof recruiterSettings.$inferSelect;

/**
 * REC-41, REC-42 (docs/decisions/051's pattern): a member's weekly summary of one week, recorded with the
 * Monday that starts the week in the member's zone in the transaction that queues the e-mail, so it is sent
 * once whatever number of processes or repeated runs (the insert ON CONFLICT DO NOTHING decides who sends).
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday (yyyy-MM-dd, in the member's zone) of the week the e-mail was sent in; it summarises the week before. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] }), index('weekly_summaries_sent_idx').on(t.sentAt)],
);
