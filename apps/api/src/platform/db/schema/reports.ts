import { date, integer, pgTable, primaryKey, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@careers/shared';
import { jobs } from './jobs.js';

/**
 * REC-37..REC-39, docs/decisions/053: the reports' rollups, kept by a statement-level trigger on
 * application_events (migrations 0034 and 0036, the mechanism of job_step_counts, docs/decisions/032). Counts only:
 * no candidate, no application id. Days are UTC. `country` is the candidate's (applications.country_region,
 * '' when unknown), `source` the one the application is counted under (applications.source), both read when
 * the event is recorded. History: an application deleted later stays counted (its moves happened).
 */

/** A rollup row's grain: one UTC day, or one calendar month of UTC days (`day` is then the month's first day). */
export const REPORT_GRAINS = ['day', 'month'] as const;
/**
 * Which dimensions a rollup row keeps (docs/decisions/053): a bit mask, job 4 + source 2 + country 1; the others are
 * NULL, meaning "all". 7 is the finest row (per job, source and country), 0 the total. Every event is counted once in
 * each of the 8 combinations, at both grains, so a report reads the coarsest rows that still hold its filters and
 * groups: a year without filters is 12 month rows per status, not every job × source × country of 365 days.
 * Each rollup also has two covering indexes written by hand (Drizzle has no INCLUDE; migrations 0036, 0037):
 * `(grain, dims, job_id, country, day)` and `(grain, dims, source, country, day)`, each INCLUDE the other columns, so
 * a report filtered by job (or category, department) or by source reads only its rows, from the index alone.
 */
export const REPORT_DIMS = { job: 4, source: 2, country: 1 } as const;

/** The columns both rollups share: grain, dimension mask, day, and the dimensions (NULL when not kept). */
const rollupColumns = () => ({
  grain: varchar('grain', { length: 5, enum: REPORT_GRAINS }).notNull(),
  dims: smallint('dims').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
  source: varchar('source', { length: 100 }),
  country: varchar('country', { length: 2 }),
});

/** How many applications reached each status on each UTC day (and month), per combination of job, source and country. */
export const reportSteps = pgTable(
  'report_steps',
  {
    ...rollupColumns(),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('report_steps_key').on(t.grain, t.dims, t.day, t.jobId, t.source, t.country, t.status).nullsNotDistinct()],
);

/** The measures of report_durations: the four steps one leaves, then Applied → Under review and Applied → Hired. */
export const REPORT_DURATION_MEASURES = ['applied', 'under_review', 'interview', 'offer', 'first_review', 'hire'] as const;
export type ReportDurationMeasure = (typeof REPORT_DURATION_MEASURES)[number];

/**
 * A histogram per UTC day (and month) the measured stay ended, per combination of job, source and country: how many
 * stays of each measure lasted `days` whole days. Percentiles read from it are exact to the whole day.
 */
export const reportDurations = pgTable(
  'report_durations',
  {
    ...rollupColumns(),
    measure: varchar('measure', { length: 20, enum: REPORT_DURATION_MEASURES }).notNull(),
    days: integer('days').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('report_durations_key').on(t.grain, t.dims, t.day, t.jobId, t.source, t.country, t.measure, t.days).nullsNotDistinct()],
);

/** An offer's answer, as report_offers counts it. */
export const REPORT_OFFER_ANSWERS = ['accepted', 'declined'] as const;

/**
 * REC-39's offers accepted and declined, per UTC day (and month) of the answer and per combination of job, source and
 * country: kept by statement-level triggers on application_offers (INSERT and UPDATE, migration 0037), so the jobs
 * report reads counts instead of joining every offer of the range to its application.
 */
export const reportOffers = pgTable(
  'report_offers',
  {
    ...rollupColumns(),
    answer: varchar('answer', { length: 10, enum: REPORT_OFFER_ANSWERS }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('report_offers_key').on(t.grain, t.dims, t.day, t.jobId, t.source, t.country, t.answer).nullsNotDistinct()],
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
