import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { FIT_STATUSES, type FitLine } from '@careers/shared';
import { applications } from './applications.js';
import { jobs } from './jobs.js';
import { timestamptz } from './columns.js';

/**
 * REC-26 (docs/decisions/043): the explainable fit of each application as recruiters see it: the lines
 * in words (`lines`, the recruiter's wording) and the version of the rules that wrote them
 * (`rules_version`), with the lines' outcomes in columns the applicants table sorts and filters on.
 * Written with the application, rewritten when the candidate's or the job's terms change. `sort_key`
 * is the stated sort order (`fitOrder`: required skills met, then the other lines), never shown as a score.
 */
export const applicationFits = pgTable(
  'application_fits',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rulesVersion: varchar('rules_version', { length: 20 }).notNull(),
    lines: jsonb('lines').$type<FitLine[]>().notNull(),
    skillsMet: smallint('skills_met').notNull(),
    skillsTotal: smallint('skills_total').notNull(),
    niceMet: smallint('nice_met').notNull(),
    niceTotal: smallint('nice_total').notNull(),
    skillsStatus: varchar('skills_status', { length: 8, enum: FIT_STATUSES }).notNull(),
    rateStatus: varchar('rate_status', { length: 8, enum: FIT_STATUSES }).notNull(),
    availabilityStatus: varchar('availability_status', { length: 8, enum: FIT_STATUSES }).notNull(),
    overlapStatus: varchar('overlap_status', { length: 8, enum: FIT_STATUSES }).notNull(),
    /** Minutes of the candidate's 09:00–18:00 inside CET's, or null without a time zone. */
    overlapMinutes: smallint('overlap_minutes'),
    countryStatus: varchar('country_status', { length: 8, enum: FIT_STATUSES }).notNull(),
    /** The candidate's country of residence when the fit was written. */
    countryCode: varchar('country_code', { length: 2 }),
    sortKey: smallint('sort_key').notNull(),
    computedAt: timestamptz('computed_at').notNull(),
  },
  (t) => [
    index('application_fits_job_sort_idx').on(t.jobId, t.sortKey, t.applicationId),
    check('application_fits_skills_check', sql`${t.skillsMet} >= 0 AND ${t.skillsMet} <= ${t.skillsTotal}`),
  ],
);
export type ApplicationFitRow = typeof applicationFits.$inferSelect;
export type ApplicationFitInsert = typeof applicationFits.$inferInsert;
