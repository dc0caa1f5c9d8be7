import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { BoardColumn, BoardResponse, boardColumnQuerySchema, boardQuerySchema } from '../../schemas/workspace-board.js';
import { errorAnswersOf } from '../contract.js';
import type { QueryOf, ResponseOf } from '../operation.js';
import { workspaceBoardContract } from './board.contract.js';
import type { workspaceBoardOperations } from './board.js';

describe('the pipeline board in the route contract (REC-23, docs/decisions/021)', () => {
  it('types its queries and answers', () => {
    expectTypeOf<ResponseOf<typeof workspaceBoardOperations.getBoard>>().toEqualTypeOf<BoardResponse>();
    expectTypeOf<ResponseOf<typeof workspaceBoardOperations.getBoardColumn>>().toEqualTypeOf<BoardColumn>();
    expectTypeOf<QueryOf<typeof workspaceBoardOperations.getBoard>>().toEqualTypeOf<z.input<typeof boardQuerySchema>>();
    expectTypeOf<QueryOf<typeof workspaceBoardOperations.getBoardColumn>>().toEqualTypeOf<z.input<typeof boardColumnQuerySchema>>();
  });

  it('is for recruiters and admins; 404 for no such job, 503 when the list view cannot be recorded', () => {
    expect(errorAnswersOf(workspaceBoardContract)).toEqual({
      getBoard: [400, 401, 403, 404, 503],
      getBoardColumn: [400, 401, 403, 404, 503],
    });
  });
});
