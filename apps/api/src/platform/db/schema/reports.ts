import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@careers/shared';
import { jobs } from './jobs.js';

/**
 * REC-37..REC-39, docs/decisions/053: the reports' rollups, kept by a statement-level trigger on
 * application_events (migration 0034, the mechanism of job_step_counts, docs/decisions/032). Counts only:
 * no candidate, no application id. Days are UTC. `country` is the candidate's (applications.country_region,
 * '' when unknown), `source` the one the application is counted under (applications.source), both read when
 * the event is recorded. History: an application deleted later stays counted (its moves happened).
 */

/** How many applications reached each status on each UTC day, per job, source and candidate's country. */
export const reportStepDays = pgTable(
  'report_step_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 100 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.jobId, t.source, t.country, t.status] }), index('report_step_days_job_idx').on(t.jobId, t.day)],
);

/** The measures of report_duration_days: the four steps one leaves, then Applied → Under review and Applied → Hired. */
export const REPORT_DURATION_MEASURES = ['applied', 'under_review', 'interview', 'offer', 'first_review', 'hire'] as const;
export type ReportDurationMeasure = (typeof REPORT_DURATION_MEASURES)[number];

/**
 * A histogram per UTC day (the day the measured stay ended), job, source and country: how many stays of each
 * measure lasted `days` whole days. Percentiles read from it are exact to the whole day.
 */
export const reportDurationDays = pgTable(
  'report_duration_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 100 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    measure: varchar('measure', { length: 20, enum: REPORT_DURATION_MEASURES }).notNull(),
    days: integer('days').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.jobId, t.source, t.country, t.measure, t.days] }),
    index('report_duration_days_job_idx').on(t.jobId, t.day),
  ],
);

/** The reports' filter menus: every candidate's country and source the rollups have counted (kept by the same trigger). */
export const reportDimensions = pgTable(
  'report_dimensions',
  {
    kind: varchar('kind', { length: 10, enum: ['country', 'source'] }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);
