import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range';

describe('the reports’ date range presets (REC-40)', () => {
  it('covers the last 30 days, this and last quarter and this year, both ends included', () => {
    expect(presetRange('last-30-days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('this-quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(presetRange('last-quarter', '2026-11-27')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetRange('last-quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(presetRange('this-year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });
});
