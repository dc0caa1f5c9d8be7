import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { CANDIDATE_CURRENCIES, JOB_ALERT_FREQUENCIES, JOB_CATEGORIES, JOB_TYPES, PAY_UNITS } from '@careers/shared';
import { users } from './accounts.js';
import { jobs } from './jobs.js';
import { timestamptz } from './columns.js';

/**
 * ALR-1, ALR-2: a saved careers search (PUB-7's filters) that e-mails new matches. A signed-in candidate's
 * alert names them (`user_id`, confirmed at once); an anonymous one holds only the address and sends
 * nothing until its confirmation link is followed (`confirmed_at`, double opt-in).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the mails go: the candidate's address when created, or the anonymous visitor's. */
    email: varchar('email', { length: 254 }).notNull(),
    q: varchar('q', { length: 100 }),
    department: varchar('department', { length: 100 }),
    location: varchar('location', { length: 100 }),
    category: varchar('category', { length: 40, enum: JOB_CATEGORIES }),
    jobType: varchar('job_type', { length: 20, enum: JOB_TYPES }),
    // ALR-9, docs/decisions/044: PUB-20's filters. A minimum pay in minor units of a candidate currency per
    // unit (all three or none), the country the candidate works from (ISO 3166-1 alpha-2), skill ids.
    minPay: bigint('min_pay', { mode: 'number' }),
    minPayCurrency: char('min_pay_currency', { length: 3, enum: CANDIDATE_CURRENCIES }),
    minPayUnit: varchar('min_pay_unit', { length: 5, enum: PAY_UNITS }),
    workFrom: varchar('work_from', { length: 2 }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    frequency: varchar('frequency', { length: 10, enum: JOB_ALERT_FREQUENCIES }).notNull(),
    /** Null until the anonymous visitor follows the link; nothing is sent before. */
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(t.email),
    check(
      'job_alerts_min_pay_check',
      sql`(${t.minPay} IS NULL AND ${t.minPayCurrency} IS NULL AND ${t.minPayUnit} IS NULL) OR (${t.minPay} > 0 AND ${t.minPayCurrency} IS NOT NULL AND ${t.minPayUnit} IS NOT NULL)`,
    ),
  ],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** ALR-3: which jobs an alert has sent, so it never sends one twice. */
export const jobAlertSends = pgTable(
  'job_alert_sends',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);
