import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WorkspaceSearchQuery, WorkspaceSearchResponse } from '../../schemas/workspace-search.js';
import { errorAnswersOf } from '../contract.js';
import type { QueryOf, ResponseOf } from '../operation.js';
import { workspaceSearchContract } from './search.contract.js';
import type { workspaceSearchOperations } from './search.js';

describe('the command palette’s search in the route contract (REC-20, docs/decisions/021)', () => {
  it('types its query and answer', () => {
    expectTypeOf<QueryOf<typeof workspaceSearchOperations.searchWorkspace>>().toEqualTypeOf<WorkspaceSearchQuery>();
    expectTypeOf<ResponseOf<typeof workspaceSearchOperations.searchWorkspace>>().toEqualTypeOf<WorkspaceSearchResponse>();
  });

  it('is for recruiters and admins: 401 anonymous, 403 candidates, 400 a query too short or too long', () => {
    expect(errorAnswersOf(workspaceSearchContract)).toEqual({ searchWorkspace: [400, 401, 403] });
  });
});
