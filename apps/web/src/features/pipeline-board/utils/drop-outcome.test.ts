import { describe, expect, it } from 'vitest';
import { BOARD_MESSAGES as B } from '@careers/shared';
import { BOARD_COLUMNS, dropOutcome } from './drop-outcome';

describe('where a card may be dropped (REC-6, REC-23)', () => {
  it('has seven columns: the steps, then Not selected and Withdrawn (APP-9)', () => {
    expect(BOARD_COLUMNS).toEqual(['applied', 'under_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn']);
  });

  it('moves only to a step REC-6 allows now, and says why a column is refused', () => {
    expect(dropOutcome('applied', 'under_review')).toEqual({ kind: 'move', step: 'under_review' });
    expect(dropOutcome('applied', 'not_selected')).toEqual({ kind: 'move', step: 'not_selected' });
    expect(dropOutcome('applied', 'interview')).toEqual({ kind: 'refused', step: 'interview' });
    expect(dropOutcome('offer', 'under_review')).toEqual({ kind: 'refused', step: 'under_review' });
    expect(dropOutcome('hired', 'not_selected')).toEqual({ kind: 'refused', step: 'not_selected' });
    expect(dropOutcome('applied', 'applied')).toEqual({ kind: 'none' });
    expect(dropOutcome('applied', undefined)).toEqual({ kind: 'none' });
    expect(dropOutcome('applied', 42)).toEqual({ kind: 'none' });
    expect(B.refusedReason('applied', 'interview')).toBe('One step at a time');
    expect(B.refusedReason('offer', 'applied')).toBe('Applications do not move back');
    expect(B.refusedReason('hired', 'not_selected')).toBe('Hired is final');
    expect(B.refusedReason('applied', 'withdrawn')).toBe('Only the candidate can withdraw');
  });
});
