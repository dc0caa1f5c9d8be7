import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { applications } from './applications.js';

/**
 * REC-11: recruiters' private notes on an application, each with its author and time. Candidates
 * never see them (no candidate response carries them). A deleted author leaves the note, unsigned.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    index('application_notes_created_idx').on(t.createdAt, t.id),
  ],
);

/** REC-11: one 1–5 rating per recruiter and application; rating again replaces it. Private like notes. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.recruiterId] }), check('application_ratings_range', sql`${t.rating} between 1 and 5`)],
);
