import {
  boardColumnParamsSchema,
  boardColumnQuerySchema,
  boardColumnSchema,
  boardParamsSchema,
  boardQuerySchema,
  boardResponseSchema,
} from '../../schemas/workspace-board.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `board.ts`. */
export const workspaceBoardSchemas = {
  getBoard: {
    summary: 'REC-23 A job’s pipeline board: the count of every step and the first cards of each column, longest at the step first',
    description:
      'Cards carry name, current title, average rating, days at the step, the interview’s start and the demo mark, never the application’s details. One list view of the job’s applicants (`view`, the page’s UUID) is recorded once in the access log before the answer (REC-9).',
    params: boardParamsSchema,
    query: boardQuerySchema,
    response: { 200: boardResponseSchema },
  },
  getBoardColumn: {
    summary: 'REC-23 The next page of one column of a job’s board, from the last page’s `nextCursor` (keyset: step time, then id)',
    description: 'Part of the same list view (`view`): recorded once per view (REC-9).',
    params: boardColumnParamsSchema,
    query: boardColumnQuerySchema,
    response: { 200: boardColumnSchema },
  },
} satisfies SchemaTable;
