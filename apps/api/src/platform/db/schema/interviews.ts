import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applications } from './applications.js';
import { jobs } from './jobs.js';

/**
 * REC-12: an application's interview (one per application). `uid` is the calendar event's RFC 5545
 * UID, fixed when it is first scheduled; `sequence` goes up by one with every updated invitation.
 */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uid: uuid('uid').notNull().unique(),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** REC-30: a video link, or null when the interview takes place at `place`. */
    meetingUrl: varchar('meeting_url', { length: 500 }),
    place: varchar('place', { length: 300 }),
    /** The recruiter's IANA time zone when they scheduled it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** REC-31: when the interview was called off (by either side); a cancelled interview gets no reminders. */
    cancelledAt: timestamptz('cancelled_at'),
    /** REC-31: the reason given when it was called off, shown to the other side. */
    cancelReason: varchar('cancel_reason', { length: 1000 }),
  },
  // docs/decisions/032: the dashboard's upcoming interviews.
  (t) => [
    index('application_interviews_starts_idx').on(t.startsAt),
    check('application_interviews_where_check', sql`${t.meetingUrl} IS NOT NULL OR ${t.place} IS NOT NULL`),
  ],
);
export type ApplicationInterviewRow = typeof applicationInterviews.$inferSelect;

/** REC-13: who is told of each new application to a job (its creator by default; any recruiter may watch). */
export const jobWatchers = pgTable(
  'job_watchers',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

/**
 * REC-30: the team members who take part in an application's interview besides its organiser: they get
 * the invitation, the reminders (REC-32) and the interview in their calendar feed.
 */
export const applicationInterviewers = pgTable(
  'application_interviewers',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applicationInterviews.applicationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] }), index('application_interviewers_user_idx').on(t.userId)],
);

/**
 * REC-30 (docs/decisions/049): what an application's offered times share: who offers them, in which zone,
 * the video link or place, and the other interviewers (copied to `application_interviewers` on booking).
 */
export const interviewOffers = pgTable(
  'interview_offers',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The recruiter's IANA zone the times were given in. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    meetingUrl: varchar('meeting_url', { length: 500 }),
    place: varchar('place', { length: 300 }),
    interviewerIds: integer('interviewer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [check('interview_offers_where_check', sql`${t.meetingUrl} IS NOT NULL OR ${t.place} IS NOT NULL`)],
);
export type InterviewOfferRow = typeof interviewOffers.$inferSelect;

/**
 * REC-30, APP-13 (docs/decisions/049): one offered interview time (an instant in UTC with its length). Open
 * while neither booked nor withdrawn. The partial unique index makes a second booked time of one
 * application impossible in the database, whatever requests run at once; a booking is a conditional
 * update (`booked_at IS NULL`), so two requests for one time give one booking.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => interviewOffers.applicationId, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    bookedAt: timestamptz('booked_at'),
    /** Replaced by a new offer, or the interview at it was cancelled. */
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    index('interview_slots_application_idx').on(t.applicationId, t.startsAt),
    uniqueIndex('interview_slots_one_booked_idx')
      .on(t.applicationId)
      .where(sql`${t.bookedAt} IS NOT NULL`),
  ],
);
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;
