import { describe, expect, it } from 'vitest';
import { rangeParts } from '../../../src/domains/reports/reports-repository.js';

/** docs/decisions/053: a range is read from month rows for its whole months and day rows for the rest. */
describe('rangeParts', () => {
  it('reads a range inside one month from day rows only', () => {
    expect(rangeParts('2026-06-01', '2026-06-15')).toEqual({ days: [['2026-06-01', '2026-06-15']] });
    expect(rangeParts('2026-06-02', '2026-06-30')).toEqual({ days: [['2026-06-02', '2026-06-30']] });
  });

  it('reads a whole month from its month row', () => {
    expect(rangeParts('2026-06-01', '2026-06-30')).toEqual({ months: ['2026-06-01', '2026-06-01'], days: [] });
    expect(rangeParts('2028-02-01', '2028-02-29')).toEqual({ months: ['2028-02-01', '2028-02-01'], days: [] });
  });

  it('splits a quarter into the days before, the whole months and the days after', () => {
    expect(rangeParts('2026-08-29', '2026-11-27')).toEqual({
      months: ['2026-09-01', '2026-10-01'],
      days: [
        ['2026-08-29', '2026-08-31'],
        ['2026-11-01', '2026-11-27'],
      ],
    });
  });

  it('crosses a year and keeps the ends of a range on month boundaries', () => {
    expect(rangeParts('2025-11-28', '2026-11-27')).toEqual({
      months: ['2025-12-01', '2026-10-01'],
      days: [
        ['2025-11-28', '2025-11-30'],
        ['2026-11-01', '2026-11-27'],
      ],
    });
    expect(rangeParts('2026-01-01', '2026-03-31')).toEqual({ months: ['2026-01-01', '2026-03-01'], days: [] });
    expect(rangeParts('2026-01-31', '2026-02-01')).toEqual({ days: [['2026-01-31', '2026-02-01']] });
  });
});
