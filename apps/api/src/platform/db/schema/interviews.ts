import { index, integer, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
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
    meetingUrl: varchar('meeting_url', { length: 500 }).notNull(),
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
  (t) => [index('application_interviews_starts_idx').on(t.startsAt)],
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
