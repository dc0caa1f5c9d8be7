import { describe, expect, it } from 'vitest';
import { layoutFromSearch } from './applicant-view';

describe('the old board address (REC-6, REC-23)', () => {
  it('?view=board is recognised (the applicants page sends it to the board’s page); anything else is the list', () => {
    expect(layoutFromSearch(new URLSearchParams('view=board'))).toBe('board');
    expect(layoutFromSearch(new URLSearchParams(''))).toBe('list');
    expect(layoutFromSearch(new URLSearchParams('view=kanban'))).toBe('list');
  });
});
