import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  APPLICATION_FILE_KINDS,
  APPLICATION_MODES,
  APPLICATION_STATUSES,
  type ApplicationDetails,
  type ApplicationFields,
  type ApplicationSourceTouches,
  type StoredScreeningAnswer,
} from '@careers/shared';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { jobs } from './jobs.js';
import { referrers } from './referrers.js';

/** APP-6: a candidate's saved jobs (one row per candidate and job). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * APP-4: one resumable draft per candidate and job, stored as the form holds it
 * (docs/decisions/008). Submitting deletes it in the same transaction.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<ApplicationFields>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * APP-1, APP-8, REC-4: a submitted application; one live application per candidate and job (a second one
 * is refused with 409). A withdrawn one (APP-9) no longer counts, so the candidate may apply again.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    /** One of APPLICATION_STATUSES; moved only by the step machine (docs/decisions/008). */
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull().default('applied'),
    mode: varchar('mode', { length: 10, enum: APPLICATION_MODES }).notNull(),
    /** What the candidate submitted (the profile may change later; the application does not). */
    details: jsonb('details').$type<ApplicationDetails>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    // docs/decisions/032: narrow, sortable copies of the snapshot, computed by PostgreSQL (the details never
    // change after submission), so the recruiter workspace's lists never read `details`.
    /** The submitted first and last name. */
    candidateName: text('candidate_name').generatedAlwaysAs(
      sql`btrim(coalesce(details->>'first_name', '') || ' ' || coalesce(details->>'last_name', ''))`,
    ),
    /** The current experience entry's title, else the first entry's. */
    headlineTitle: text('headline_title').generatedAlwaysAs(
      sql`coalesce(jsonb_path_query_first(details, '$.experience[*] ? (@.current == true).job_title'), details->'experience'->0->'job_title') #>> '{}'`,
    ),
    /** The current experience entry's company, else the first entry's. */
    headlineCompany: text('headline_company').generatedAlwaysAs(
      sql`coalesce(jsonb_path_query_first(details, '$.experience[*] ? (@.current == true).company'), details->'experience'->0->'company') #>> '{}'`,
    ),
    /** The first mobile's dialling code ('+91'). */
    countryCode: varchar('country_code', { length: 5 }).generatedAlwaysAs(sql`details->'mobiles'->0->>'code'`),
    /** The first mobile's country ('PH'; docs/decisions/039); null for applications stored before countries were. */
    countryRegion: varchar('country_region', { length: 2 }).generatedAlwaysAs(sql`details->'mobiles'->0->>'region'`),
    /** When the application reached its current step (the app's clock; set by insert and transition). */
    stepChangedAt: timestamptz('step_changed_at').notNull(),
    /** The latest of submission, step change, note, rating and interview save (the app's clock). */
    lastActivityAt: timestamptz('last_activity_at').notNull(),
    /** REC-11's ratings summed and counted, kept by a trigger on application_ratings (migration 0015). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: smallint('rating_count').notNull().default(0),
    /** The average rating to one decimal; 0 when unrated. */
    /** APP-11 (docs/decisions/046): the screening answers with the questions' words at submit time. */
    screeningAnswers: jsonb('screening_answers')
      .$type<StoredScreeningAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * REC-27: the expected answers missed, in words, computed once at submit ("Does not meet: …"). A flag for
     * a person to review (GDPR Art. 22): nothing ends, hides or moves an application because of it.
     */
    doesNotMeet: text('does_not_meet')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Issue 25 (source of every application): the source the application is counted under in reports and
     * filtered by, from its first touch: a lowercased `utm_source` ('linkedin'), a referring site's domain
     * ('google.com'), 'job-alert', 'referral' or 'direct'. Never used to rank, hide or move anyone.
     */
    source: varchar('source', { length: 100 }).notNull().default('direct'),
    /** Both touches as the browser kept them until the application was sent: `{ first, last }`, or null. */
    sourceTouches: jsonb('source_touches').$type<ApplicationSourceTouches | null>(),
    /** REC-34: the referrer whose link the application came through; removing the referrer clears it. */
    referrerId: integer('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    ratingAvg: numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 1) ELSE 0 END`,
    ),
  },
  (t) => [
    uniqueIndex('applications_user_job_live_idx')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} <> 'withdrawn'`),
    // A candidate's applications, newest first: their Applied Jobs, their data export, and the retention job's
    // last activity per candidate (PRV-5), which without it read every application once per candidate.
    index('applications_user_created_idx').on(t.userId, t.createdAt),
    // REC-34: a referrer's applications (removing a referrer clears them; the Hired e-mail finds its referrer by id).
    index('applications_referrer_idx')
      .on(t.referrerId)
      .where(sql`${t.referrerId} IS NOT NULL`),
    // docs/decisions/032: the recruiter workspace's keyset orders, each ending with the id.
    index('applications_job_created_idx').on(t.jobId, t.createdAt, t.id),
    index('applications_job_status_step_idx').on(t.jobId, t.status, t.stepChangedAt, t.id),
    index('applications_job_name_idx').on(t.jobId, sql`lower(${t.candidateName})`, t.id),
    index('applications_job_rating_idx').on(t.jobId, t.ratingAvg, t.id),
    index('applications_job_activity_idx').on(t.jobId, t.lastActivityAt, t.id),
    index('applications_name_trgm_idx').using('gist', sql`lower(${t.candidateName}) gist_trgm_ops`),
    // REC-27: the applicants table's "needs review" filter and count: flagged and still in Applied.
    index('applications_job_needs_review_idx')
      .on(t.jobId, t.id)
      .where(sql`${t.status} = 'applied' AND cardinality(${t.doesNotMeet}) > 0`),
    // Beside it, written by hand in migration 0037 (Drizzle has no INCLUDE): applications_stuck_report_idx, the same
    // key and rows INCLUDE (job_id, source, country_region), for REC-39's stuck applications without the table.
    index('applications_stalled_idx')
      .on(t.stepChangedAt)
      .where(sql`${t.status} IN ('applied', 'under_review', 'interview', 'offer')`),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Every status an application reached, with when and by whom: the timeline's dates (APP-8). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull(),
    /** The recruiter who made the change, or the candidate who withdrew (APP-9); null for the candidate's own submission. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId), index('application_events_created_idx').on(t.createdAt, t.id)],
);

/**
 * APP-3: CVs and photos uploaded for applications (PRO-18: checked by content, random storage keys).
 * A file belongs to its uploader until a submission attaches it to an application; files no
 * draft or application uses are purged after a day.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: APPLICATION_FILE_KINDS }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('application_files_user_idx').on(t.userId), index('application_files_application_idx').on(t.applicationId)],
);
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
