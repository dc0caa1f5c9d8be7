import { and, asc, avg, count, eq, inArray, sql } from 'drizzle-orm';
import type { Note, RatingSummary } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';
import { applicationNotes, applicationRatings } from '../../platform/db/schema/recruiter-notes.js';

export const NO_RATING: RatingSummary = { average: null, count: 0 };

/** The ratings of several applications: average (one decimal) and count; applications with none are absent. */
export async function ratingsOf(db: DbOrTx, applicationIds: number[]): Promise<Map<number, RatingSummary>> {
  const map = new Map<number, RatingSummary>();
  if (applicationIds.length === 0) return map;
  const rows = await db
    .select({ applicationId: applicationRatings.applicationId, average: avg(applicationRatings.rating), count: count() })
    .from(applicationRatings)
    .where(inArray(applicationRatings.applicationId, applicationIds))
    .groupBy(applicationRatings.applicationId);
  for (const row of rows)
    map.set(row.applicationId, { average: row.average === null ? null : Math.round(Number(row.average) * 10) / 10, count: row.count });
  return map;
}

/**
 * docs/decisions/032: a note, a rating or an interview save is activity on the application: its
 * `last_activity_at` (the workspace's "last activity" sort) becomes now, on the app's clock.
 */
export async function touchActivity(db: DbOrTx, applicationId: number, now: Date): Promise<void> {
  await db.update(applications).set({ lastActivityAt: now }).where(eq(applications.id, applicationId));
}

/**
 * REC-11: recruiters' private notes and ratings on applications. The rating sum and count on the
 * application (`rating_sum`, `rating_count`, docs/decisions/032) follow by a trigger of migration 0015.
 */
export function createNotesRepository(db: DbOrTx) {
  const noteColumns = {
    id: applicationNotes.id,
    text: applicationNotes.text,
    createdAt: applicationNotes.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  const toNote = (row: { id: number; text: string; createdAt: Date; firstName: string | null; lastName: string | null }): Note => ({
    id: row.id,
    text: row.text,
    author: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    ratingsOf: (applicationIds: number[]) => ratingsOf(db, applicationIds),

    /** An application's notes, oldest first, with their authors' names. */
    async notesOf(applicationId: number): Promise<Note[]> {
      const rows = await db
        .select(noteColumns)
        .from(applicationNotes)
        .leftJoin(users, eq(users.id, applicationNotes.authorId))
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
      return rows.map(toNote);
    },

    async insertNote(values: { applicationId: number; authorId: number; text: string }, now: Date): Promise<Note> {
      const [row] = await db
        .insert(applicationNotes)
        .values({ ...values, createdAt: now })
        .returning({ id: applicationNotes.id });
      if (!row) throw new Error('insert into application_notes returned no row');
      await touchActivity(db, values.applicationId, now);
      const [note] = await db
        .select(noteColumns)
        .from(applicationNotes)
        .leftJoin(users, eq(users.id, applicationNotes.authorId))
        .where(eq(applicationNotes.id, row.id));
      if (!note) throw new Error('the note just written was not found');
      return toNote(note);
    },

    /** One rating per recruiter and application: a second one replaces the first. */
    async setRating(values: { applicationId: number; recruiterId: number; rating: number }, now: Date): Promise<void> {
      await db
        .insert(applicationRatings)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: [applicationRatings.applicationId, applicationRatings.recruiterId],
          set: { rating: sql`excluded.rating`, updatedAt: now },
        });
      await touchActivity(db, values.applicationId, now);
    },

    async ratingOf(applicationId: number, recruiterId: number): Promise<number | null> {
      const [row] = await db
        .select({ rating: applicationRatings.rating })
        .from(applicationRatings)
        .where(and(eq(applicationRatings.applicationId, applicationId), eq(applicationRatings.recruiterId, recruiterId)));
      return row?.rating ?? null;
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
