import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  JOB_STATUSES,
  JOB_TYPES,
  PAY_CURRENCIES,
  PAY_UNITS,
  type ScreeningQuestion,
} from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

/** Job openings with everything PUB-14 lists. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    title: varchar('title', { length: 200 }).notNull(),
    isRemote: boolean('is_remote').notNull().default(true),
    jobType: varchar('job_type', { length: 20, enum: JOB_TYPES }).notNull(),
    department: varchar('department', { length: 120 }).notNull(),
    /** Sanitised HTML (REC-7): cleaned on every write. */
    description: text('description').notNull(),
    category: varchar('category', { length: 40, enum: JOB_CATEGORIES }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    status: varchar('status', { length: 10, enum: JOB_STATUSES }).notNull().default('open'),
    postedDate: date('posted_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    closingDate: date('closing_date', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** REC-21: made by the demo seed (removable as a whole). */
    demo: boolean('demo').notNull().default(false),
    /** The recruiter who created the job (null for seeded jobs and once that account is deleted). */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // PUB-18, docs/decisions/038: the job's terms. Null pay: a job posted before terms existed; it may stay
    // open but is not published again without a pay range (REC-24). Amounts in the currency's minor units.
    payMin: bigint('pay_min', { mode: 'number' }),
    payMax: bigint('pay_max', { mode: 'number' }),
    payCurrency: char('pay_currency', { length: 3, enum: PAY_CURRENCIES }),
    payUnit: varchar('pay_unit', { length: 5, enum: PAY_UNITS }),
    /** Null: as soon as possible. */
    startDate: date('start_date', { mode: 'string' }),
    /** Whole months; null is open-ended. */
    durationMonths: smallint('duration_months'),
    hoursPerWeek: smallint('hours_per_week'),
    /** ISO 3166-1 alpha-2 codes of the countries applicants may work from (remote roles). */
    remoteCountries: varchar('remote_countries', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Hours of overlap with Central European working hours the role needs (0–8). */
    cetOverlapHours: smallint('cet_overlap_hours'),
    /** Skill ids of the catalogue (packages/shared/src/skills-catalogue.ts). */
    skillsRequired: text('skills_required')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skillsNice: text('skills_nice')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * REC-27 (docs/decisions/046): the screening questions, in order, as `screeningQuestionsSchema` parsed
     * them (at most 10; expected answers included). Not part of `listing`: only the editor and the apply
     * form read them (the form without the expected answers).
     */
    screeningQuestions: jsonb('screening_questions')
      .$type<ScreeningQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The job as the API sends it (the shared Job type), JSON text kept by PostgreSQL from the columns above
     * (docs/decisions/045): lists send these texts as they are, single jobs read them parsed. The function
     * job_listing is written by hand in migration 0024; it is the one place a row becomes a Job.
     */
    listing: text('listing')
      .notNull()
      .generatedAlwaysAs(
        sql`job_listing(id, title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date, pay_min, pay_max, pay_currency, pay_unit, start_date, duration_months, hours_per_week, remote_countries, cet_overlap_hours, skills_required, skills_nice)`,
      ),
  },
  (t) => [
    // A pay range is whole (all four or none) and min ≤ max.
    check(
      'jobs_pay_range_check',
      sql`(${t.payMin} IS NULL AND ${t.payMax} IS NULL AND ${t.payCurrency} IS NULL AND ${t.payUnit} IS NULL) OR (${t.payMin} > 0 AND ${t.payMin} <= ${t.payMax} AND ${t.payCurrency} IS NOT NULL AND ${t.payUnit} IS NOT NULL)`,
    ),
    check('jobs_cet_overlap_check', sql`${t.cetOverlapHours} BETWEEN 0 AND 8`),
    // For the careers filters that will follow ("I can work from …", skills): open jobs by country and skill.
    index('jobs_open_remote_countries_idx')
      .using('gin', t.remoteCountries)
      .where(sql`status = 'open'`),
    index('jobs_open_skills_required_idx')
      .using('gin', t.skillsRequired)
      .where(sql`status = 'open'`),
    // docs/decisions/044 (PUB-20): the skills filter (required or nice to have), and the minimum pay as one
    // range of pay_max per currency and unit.
    index('jobs_open_skills_idx')
      .using('gin', sql`(${t.skillsRequired} || ${t.skillsNice})`)
      .where(sql`status = 'open'`),
    index('jobs_open_pay_idx')
      .on(t.payCurrency, t.payUnit, t.payMax)
      .where(sql`status = 'open'`),
    index('jobs_status_posted_idx').on(t.status, t.postedDate),
    index('jobs_created_by_idx').on(t.createdBy),
    // docs/decisions/013: PUB-7's substring filters on open jobs, through trigram indexes (pg_trgm).
    // Migration 0006 also creates the extension and jobs_open_newest_idx, a covering B-tree on open
    // jobs (posted_date DESC, id DESC) INCLUDE (title, category, department, location, job_type) that
    // Drizzle cannot express (no INCLUDE): list order, deep pages, 1–2-character and type filters read it alone.
    index('jobs_open_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`status = 'open'`),
    index('jobs_open_category_trgm_idx')
      .using('gin', t.category.op('gin_trgm_ops'))
      .where(sql`status = 'open'`),
    index('jobs_open_department_trgm_idx')
      .using('gin', t.department.op('gin_trgm_ops'))
      .where(sql`status = 'open'`),
    index('jobs_open_location_trgm_idx')
      .using('gin', t.location.op('gin_trgm_ops'))
      .where(sql`status = 'open'`),
    // docs/decisions/013 (three filters): open jobs by their filtered values, fewest distinct values first,
    // so three or more filters count and page from the entries of their values alone (index-only).
    index('jobs_open_facets_idx')
      .on(t.jobType, t.category, t.department, t.location, t.title, t.postedDate, t.id)
      .where(sql`status = 'open'`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/**
 * The kinds of open_job_counts row (see below): single facets, and the pairs of two of them that the
 * careers filters can combine ('role' stands for `q`; `q` with a category reads the 'role' rows).
 */
export const OPEN_JOB_COUNT_FACETS = [
  'all',
  'department',
  'location',
  'category',
  'type',
  'role',
  'role+department',
  'role+location',
  'role+type',
  'department+location',
  'department+category',
  'department+type',
  'location+category',
  'location+type',
  'category+type',
  // PUB-20, docs/decisions/044: a country a remote job is open to, a skill (required or nice to have), the
  // pay (currency in `value`, unit in `detail`, the max zero-padded to 19 digits in `other`), and a country
  // with the pay (the country in `value`, "EUR day" in `detail`, the padded max in `other`).
  'country',
  'skill',
  'pay',
  'country+pay',
] as const;
export type OpenJobCountFacet = (typeof OPEN_JOB_COUNT_FACETS)[number];

/**
 * docs/decisions/013: how many open jobs there are in all (facet 'all'), per department, location,
 * category and type (`value`), per title and category pair (facet 'role': `value` the title, `detail`
 * the category, what `q` searches), and per pair of those: 'role+location' has the title in `value`,
 * the category in `detail` and the location in `other`; 'department+location' the department in `value`
 * and the location in `detail`. Kept exact by statement triggers on jobs (migrations 0006 and 0009).
 * The careers list's total for no filter, one filter or two filters is then a sum over a few rows
 * instead of a count over every matching job.
 */
export const openJobCounts = pgTable(
  'open_job_counts',
  {
    facet: varchar('facet', { length: 20, enum: OPEN_JOB_COUNT_FACETS }).notNull(),
    value: text('value').notNull(),
    detail: text('detail').notNull().default(''),
    other: text('other').notNull().default(''),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value, t.detail, t.other] })],
);

/**
 * docs/decisions/044 ("Speed"): one narrow row per open remote job and country it is open to, with what the
 * careers filters check (title and category for `q`, department, location, type, pay, skills), kept exact
 * by statement triggers on jobs (migration 0023). Its covering index (country, posted date, id) INCLUDE
 * the rest (hand-written in 0023: Drizzle has no INCLUDE) holds one country's jobs together in list
 * order, so a search with "I can work from …" counts and pages on a few hundred index pages (index-only)
 * instead of the jobs' rows spread over the whole table.
 */
export const openJobCountries = pgTable(
  'open_job_countries',
  {
    country: varchar('country', { length: 2 }).notNull(),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
    jobId: integer('job_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 40 }).notNull(),
    department: varchar('department', { length: 120 }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    jobType: varchar('job_type', { length: 20 }).notNull(),
    payCurrency: char('pay_currency', { length: 3 }),
    payUnit: varchar('pay_unit', { length: 5 }),
    payMax: bigint('pay_max', { mode: 'number' }),
    /** The job's required and nice-to-have skills together (what the skills filter checks). */
    skills: text('skills').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.postedDate, t.jobId] })],
);

/**
 * docs/decisions/032: how many applications each job has in each step, kept exact by statement triggers
 * on applications (migration 0015), so the board's column counts, the jobs table and the dashboard read
 * a few rows instead of counting a job's applications. A job with no application in a step has no row
 * for it (or a row with n = 0 once its last one moved on).
 */
export const jobStepCounts = pgTable(
  'job_step_counts',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.status] })],
);
