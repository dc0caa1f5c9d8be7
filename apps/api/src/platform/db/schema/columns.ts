import { integer, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every point in time is a `timestamp with time zone`, read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The columns every claimed job table has (the mail and CRM outboxes, the scheduled runs), which the
 * one claim code reads and writes (`outbox/outbox-claims.ts`, docs/decisions/015): attempts are
 * counted at claim time, so a process that dies mid-job still counts; `claimedBy` is the process that
 * holds (or last held) the job, until `claimedUntil`.
 */
export const claimColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  availableAt: timestamptz('available_at').notNull(),
  claimedBy: varchar('claimed_by', { length: 120 }),
  claimedUntil: timestamptz('claimed_until'),
  lastError: text('last_error'),
});
