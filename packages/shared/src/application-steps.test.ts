import { describe, expect, it } from 'vitest';
import { allowedMoves, applicationTimeline, canMarkNotSelected, canWithdraw, nextStep, type StatusEvent } from './application-steps.js';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;
const history = (...statuses: StatusEvent['status'][]) => statuses.map((status, i) => ({ status, at: at(i + 1) }));
const view = (steps: ReturnType<typeof applicationTimeline>) =>
  steps.map((s) => `${s.label}:${s.status}${s.date ? `@${s.date.slice(8, 10)}` : ''}`);

describe('the application step machine (APP-8)', () => {
  it('moves one step at a time and stops at Hired', () => {
    expect(nextStep('applied')).toBe('under_review');
    expect(nextStep('under_review')).toBe('interview');
    expect(nextStep('interview')).toBe('offer');
    expect(nextStep('offer')).toBe('hired');
    expect(nextStep('hired')).toBeNull();
    expect(nextStep('not_selected')).toBeNull();
  });

  it('marks Not selected only while in progress', () => {
    for (const s of ['applied', 'under_review', 'interview', 'offer'] as const) expect(canMarkNotSelected(s)).toBe(true);
    expect(canMarkNotSelected('hired')).toBe(false);
    expect(canMarkNotSelected('not_selected')).toBe(false);
  });

  it("offers as moves only the next step and Not selected, and nothing from a final status (REC-6's board)", () => {
    expect(allowedMoves('applied')).toEqual(['under_review', 'not_selected']);
    expect(allowedMoves('under_review')).toEqual(['interview', 'not_selected']);
    expect(allowedMoves('interview')).toEqual(['offer', 'not_selected']);
    expect(allowedMoves('offer')).toEqual(['hired', 'not_selected']);
    expect(allowedMoves('hired')).toEqual([]);
    expect(allowedMoves('not_selected')).toEqual([]);
  });
});

describe("APP-8's timeline", () => {
  it('a new application: Applied done with its date, the rest pending', () => {
    expect(view(applicationTimeline('applied', history('applied')))).toEqual([
      'Applied:done@01',
      'Under review:pending',
      'Interview:pending',
      'Offer:pending',
      'Hired:pending',
    ]);
  });

  it('at Interview: earlier steps done with dates, Interview active', () => {
    expect(view(applicationTimeline('interview', history('applied', 'under_review', 'interview')))).toEqual([
      'Applied:done@01',
      'Under review:done@02',
      'Interview:active@03',
      'Offer:pending',
      'Hired:pending',
    ]);
  });

  it('Hired: every step done', () => {
    const steps = applicationTimeline('hired', history('applied', 'under_review', 'interview', 'offer', 'hired'));
    expect(steps.every((s) => s.status === 'done' && s.date)).toBe(true);
  });

  it('rejected: the steps reached, then a done Not selected; unreached steps are left out', () => {
    expect(view(applicationTimeline('not_selected', history('applied', 'under_review', 'not_selected')))).toEqual([
      'Applied:done@01',
      'Under review:done@02',
      'Not selected:done@03',
    ]);
    expect(view(applicationTimeline('not_selected', history('applied', 'not_selected')))).toEqual([
      'Applied:done@01',
      'Not selected:done@02',
    ]);
  });

  it('withdrawn (APP-9): the steps reached, then a done Withdrawn; nothing follows it', () => {
    expect(view(applicationTimeline('withdrawn', history('applied', 'under_review', 'interview', 'withdrawn')))).toEqual([
      'Applied:done@01',
      'Under review:done@02',
      'Interview:done@03',
      'Withdrawn:done@04',
    ]);
    expect(nextStep('withdrawn')).toBeNull();
    expect(canMarkNotSelected('withdrawn')).toBe(false);
    expect([canWithdraw('applied'), canWithdraw('under_review'), canWithdraw('interview'), canWithdraw('offer')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([canWithdraw('hired'), canWithdraw('not_selected'), canWithdraw('withdrawn')]).toEqual([false, false, false]);
  });
});
