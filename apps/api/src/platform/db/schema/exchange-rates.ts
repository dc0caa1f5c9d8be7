import { check, char, integer, numeric, date, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

/**
 * docs/decisions/041: the exchange rates admins maintain, by which pay is also shown in a candidate's
 * currency (never a call to an outside service). One row per currency other than the euro: how many
 * units of it one euro buys (an exact decimal, six places at most) and the day the rate is of.
 * `source`: 'seed' for the starting values the migration wrote (shown as not yet reviewed), 'admin'
 * once a member has set it; `updated_by` the member (kept as null when their account goes).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: char('currency', { length: 3 }).primaryKey(),
    perEur: numeric('per_eur', { precision: 18, scale: 6 }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    source: varchar('source', { length: 5, enum: ['seed', 'admin'] }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [check('exchange_rates_positive_check', sql`${t.perEur} > 0`), check('exchange_rates_not_eur_check', sql`${t.currency} <> 'EUR'`)],
);
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
