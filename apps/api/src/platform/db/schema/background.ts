import { index, integer, jsonb, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
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

/**
 * queued: waiting (available_at says from when); processing: a worker holds it until claimed_until;
 * done: delivered; failed: refused for good or out of attempts (last_error says why).
 */
export const BACKGROUND_JOB_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type BackgroundJobStatus = (typeof BACKGROUND_JOB_STATUSES)[number];

/**
 * docs/decisions/024: the queue of the job kinds that need no table of their own (the talent pool's text
 * extraction, REC-10): the kind's name and its payload as JSON, written in the caller's transaction,
 * with the common claim columns; each kind's worker claims only its own rows.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The job kind's name ('talent-text'). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The job's payload as the kind defines it (checked again when it is delivered). */
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 12, enum: BACKGROUND_JOB_STATUSES }).notNull().default('queued'),
    ...claimColumns(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('background_jobs_kind_status_available_idx').on(t.kind, t.status, t.availableAt)],
);
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
