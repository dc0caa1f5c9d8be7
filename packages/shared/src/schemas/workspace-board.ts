import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-steps.js';
import { JOB_STATUSES } from '../constants.js';
import { cursorQuerySchema, stepCountsSchema, viewIdSchema } from './workspace.js';

/** REC-23 (docs/decisions/034): how many cards the board's first answer holds per column, and a column's later pages. */
export const BOARD_LIMITS = { perColumnDefault: 30, perColumnMax: 50, pageDefault: 50, pageMax: 100 } as const;

/** REC-23: GET …/board: the list view's id (REC-9: one access row per view) and the first page's size per column. */
export const boardQuerySchema = z.object({
  view: viewIdSchema,
  perColumn: z.coerce.number().int().min(1).max(BOARD_LIMITS.perColumnMax).default(BOARD_LIMITS.perColumnDefault),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** REC-23: GET …/board/:status: the next page of one column, from the last page's `nextCursor`. */
export const boardColumnQuerySchema = cursorQuerySchema.extend({
  view: viewIdSchema,
  limit: z.coerce.number().int().min(1).max(BOARD_LIMITS.pageMax).default(BOARD_LIMITS.pageDefault),
});
export type BoardColumnQuery = z.infer<typeof boardColumnQuerySchema>;

export const boardParamsSchema = z.object({ id: z.coerce.number('id must be a whole number').int().positive().max(2_147_483_647) });
export const boardColumnParamsSchema = boardParamsSchema.extend({ status: z.enum(APPLICATION_STATUSES) });

/**
 * One card: what a recruiter scans on the board (name, current title, average rating, how long the
 * application has waited at its step) and the Interview step's start. Never the application's details.
 */
export const boardCardSchema = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  /** The current (else first) experience entry's title, or null. */
  title: z.string().nullable(),
  /** REC-11: the average rating to one decimal; 0 when unrated. */
  ratingAvg: z.number(),
  ratingCount: z.number().int().nonnegative(),
  /** Whole days since the application reached its step, on the server's clock. */
  daysInStep: z.number().int().nonnegative(),
  /** REC-12: the interview's start (ISO 8601) for a card at the Interview step that has one; else null. */
  interviewAt: z.string().nullable(),
  /** REC-21: a demo person. */
  demo: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/** A column's page: longest at the step first (then by id); `nextCursor` null on the last page. */
export const boardColumnSchema = z.object({ cards: z.array(boardCardSchema), nextCursor: z.string().nullable() });
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardResponseSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), status: z.enum(JOB_STATUSES) }),
  /** Every step, from `job_step_counts` (docs/decisions/032). */
  counts: stepCountsSchema,
  /** Every step's first page. */
  columns: z.record(z.enum(APPLICATION_STATUSES), boardColumnSchema),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;
