import { describe, expect, it } from 'vitest';
import { isReportDate } from './calendar-day.js';
import { reportQuerySchema } from './schemas/reports.js';

describe('a report date (REC-40)', () => {
  it('takes only real calendar days written yyyy-MM-dd', () => {
    expect(isReportDate('2028-02-29')).toBe(true);
    expect(isReportDate('2026-11-27')).toBe(true);
    expect(isReportDate('2026-02-29')).toBe(false);
    expect(isReportDate('2026-13-01')).toBe(false);
    expect(isReportDate('2026-2-01')).toBe(false);
    expect(isReportDate('27-11-2026')).toBe(false);
    expect(isReportDate('')).toBe(false);
    expect(isReportDate(null)).toBe(false);
    expect(isReportDate(undefined)).toBe(false);
  });

  it('is the check the reports’ query schema makes', () => {
    expect(reportQuerySchema.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: '2026-02-29', to: '2026-03-01' }).success).toBe(false);
  });
});
