import { pgTable, integer, varchar } from 'drizzle-orm/pg-core';
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
  updatedAt: timestamptz('updated_at').notNull(),
});
export type RecruiterSettingsRow = typeof recruiterSettings.$inferSelect;
