import { NOTE_MESSAGES as N, RECRUITER_MESSAGES as R, type MyRating, type Note, type NotesResponse } from '@careers/shared';
import type { Clock } from '../../platform/lib/clock.js';
import { notFound } from '../../platform/lib/domain-error.js';
import type { Db } from '../../platform/db/transactions.js';
import { createApplicationRepositories } from './repositories.js';

/**
 * REC-11: recruiters' private notes and ratings on an application. Any recruiter may read and write
 * them on any application; candidates never reach this service (the recruiter routes' role hook).
 */
export function createApplicationNotesService({ db, clock }: { db: Db; clock: Clock }) {
  const repos = createApplicationRepositories(db);
  async function requireApplication(id: number): Promise<void> {
    if (!(await repos.applications.findById(id))) throw notFound(R.applicationNotFound);
  }

  async function myRating(applicationId: number, recruiterId: number): Promise<MyRating> {
    const [summary, mine] = await Promise.all([repos.notes.ratingsOf([applicationId]), repos.notes.ratingOf(applicationId, recruiterId)]);
    return { ...(summary.get(applicationId) ?? { average: null, count: 0 }), mine };
  }

  return {
    async list(recruiterId: number, applicationId: number): Promise<NotesResponse> {
      await requireApplication(applicationId);
      const [notes, rating] = await Promise.all([repos.notes.notesOf(applicationId), myRating(applicationId, recruiterId)]);
      return { notes, rating };
    },

    async add(recruiterId: number, applicationId: number, text: string): Promise<{ message: string; note: Note }> {
      await requireApplication(applicationId);
      const note = await repos.notes.insertNote({ applicationId, authorId: recruiterId, text }, clock.now());
      return { message: N.noteAdded, note };
    },

    async rate(recruiterId: number, applicationId: number, rating: number): Promise<{ message: string; rating: MyRating }> {
      await requireApplication(applicationId);
      await repos.notes.setRating({ applicationId, recruiterId, rating }, clock.now());
      return { message: N.ratingSaved, rating: await myRating(applicationId, recruiterId) };
    },
  };
}
export type ApplicationNotesService = ReturnType<typeof createApplicationNotesService>;
