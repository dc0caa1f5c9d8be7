import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { claimColumns, timestamptz } from './columns.js';

/**
 * queued: the period has come (available_at says from when its run may start); processing: a worker
 * holds it until claimed_until; done: the job ran; failed: it kept failing (last_error says why).
 */
export const SCHEDULED_RUN_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type ScheduledRunStatus = (typeof SCHEDULED_RUN_STATUSES)[number];

/**
 * docs/decisions/015: one row per scheduled job and period ("daily at 07:00 UTC", "every hour"). Every
 * process adds the row of the period that has begun (the unique key makes the second insert a no-op),
 * and the shared outbox claims (FOR UPDATE SKIP LOCKED, a lease, settled under the held claim) make
 * exactly one process run it.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The schedule's name ('watch-digest', 'housekeeping'). */
    name: varchar('name', { length: 60 }).notNull(),
    /** When the period began, by the app's clock: the run's identity. */
    periodStart: timestamptz('period_start').notNull(),
    status: varchar('status', { length: 12, enum: SCHEDULED_RUN_STATUSES }).notNull().default('queued'),
    ...claimColumns(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    unique('scheduled_job_runs_period_unique').on(t.name, t.periodStart),
    index('scheduled_job_runs_status_available_idx').on(t.status, t.availableAt),
  ],
);
export type ScheduledRunRow = typeof scheduledJobRuns.$inferSelect;
