import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-steps.js';

/**
 * docs/decisions/032: the recruiter workspace's shared pieces. How many applications a job has in each
 * step (from `job_step_counts`), every step present (0 when none).
 */
export const stepCountsSchema = z.record(z.enum(APPLICATION_STATUSES), z.number().int().nonnegative());
export type StepCounts = z.infer<typeof stepCountsSchema>;

/** Keyset paging (docs/decisions/032): `cursor` is the last page's opaque `nextCursor`; absent for the first page. */
export const cursorQuerySchema = z.object({
  cursor: z.string().min(1).max(500).optional(),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** One list view of a job's applicants, named by the browser (REC-9: one access row per view). */
export const viewIdSchema = z.uuid();

/** The answer to a cursor that is not this list's (another sort or filter, or mangled): 400. */
export const CURSOR_MESSAGES = {
  invalid: 'This page link belongs to another order or filter of the list, or is damaged. Load the list again from the top.',
} as const;
