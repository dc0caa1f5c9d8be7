import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Criterion, CriterionScore } from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applications } from './applications.js';
import { jobs } from './jobs.js';

/**
 * REC-28 (docs/decisions/047): a job's interview plan, one row per stage in `position` order, its criteria
 * as jsonb validated by `criterionSchema` on the way in. A stage with scorecards cannot be deleted
 * (the service answers 409 first; the key, checked at the end of the statement, is the backstop: a job's
 * deletion, which takes its applications' scorecards with it, still passes).
 */
export const interviewStages = pgTable(
  'interview_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
  },
  (t) => [index('interview_stages_job_idx').on(t.jobId, t.position)],
);

/** docs/decisions/047: the interview stage an application is in now, chosen by a recruiter; no row, no stage. */
export const applicationInterviewStages = pgTable('application_interview_stages', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  stageId: integer('stage_id')
    .notNull()
    .references(() => interviewStages.id, { onDelete: 'cascade' }),
  setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: timestamptz('set_at').notNull(),
});

/**
 * REC-28: one scorecard per team member, application and stage: a 1–4 rating and notes per criterion
 * (jsonb, validated by `criterionScoreSchema`), an overall recommendation 1–4 (Strong no … Strong yes),
 * a draft until submitted. A deleted author leaves the scorecard, unsigned.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => interviewStages.id, { onDelete: 'no action' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    scores: jsonb('scores').$type<CriterionScore[]>().notNull(),
    /** 1 Strong no, 2 No, 3 Yes, 4 Strong yes; null in a draft without one. */
    recommendation: smallint('recommendation'),
    submittedAt: timestamptz('submitted_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('scorecards_author_uq').on(t.applicationId, t.stageId, t.authorId),
    index('scorecards_stage_idx').on(t.stageId),
    // The applicants table's recommendation filter (REC-28): submitted ones by recommendation.
    index('scorecards_recommendation_idx')
      .on(t.recommendation, t.applicationId)
      .where(sql`${t.submittedAt} IS NOT NULL`),
    check('scorecards_recommendation_range', sql`${t.recommendation} between 1 and 4`),
    check('scorecards_submitted_complete', sql`${t.submittedAt} IS NULL OR ${t.recommendation} IS NOT NULL`),
  ],
);
