import { z } from 'zod';
import { NOTE_MESSAGES as N } from '../recruiter-notes-messages.js';
import { text } from './common.js';

/** REC-11: recruiters' private notes and ratings on an application. Candidates never see either. */

export const NOTE_TEXT_MAX = 5000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** POST /api/recruiter/applications/:id/notes */
export const noteInputSchema = z
  .object({
    text: text({ error: N.textRequired })
      .trim()
      .min(1, { error: N.textRequired, abort: true })
      .max(NOTE_TEXT_MAX, N.textMax(NOTE_TEXT_MAX)),
  })
  .strict();
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The author's name; null when their account was deleted. */
  author: z.string().nullable(),
  /** ISO 8601 time the note was written. */
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteResponseSchema = z.object({ message: z.string(), note: noteSchema });
export type NoteResponse = z.infer<typeof noteResponseSchema>;

/** PUT /api/recruiter/applications/:id/rating: one rating per recruiter; setting it again replaces it. */
export const ratingInputSchema = z
  .object({
    rating: z
      .number({ error: N.ratingRange })
      .int({ error: N.ratingRange })
      .min(RATING_MIN, { error: N.ratingRange })
      .max(RATING_MAX, { error: N.ratingRange }),
  })
  .strict();
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** The ratings of an application as the applicant card shows them. */
export const ratingSummarySchema = z.object({
  /** The mean of every recruiter's rating, rounded to one decimal; null when no one rated. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
/** The summary plus the signed-in recruiter's own rating (null until they give one). */
export const myRatingSchema = ratingSummarySchema.extend({ mine: z.number().int().nullable() });
export type MyRating = z.infer<typeof myRatingSchema>;
export const ratingResponseSchema = z.object({ message: z.string(), rating: myRatingSchema });
export type RatingResponse = z.infer<typeof ratingResponseSchema>;

/** GET /api/recruiter/applications/:id/notes: the notes, oldest first, and the ratings. */
export const notesResponseSchema = z.object({ notes: z.array(noteSchema), rating: myRatingSchema });
export type NotesResponse = z.infer<typeof notesResponseSchema>;
