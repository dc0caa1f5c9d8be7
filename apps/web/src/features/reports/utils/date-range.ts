/** REC-40: the reports' date range, as the address holds it (so a report is a link the weekly summary can send). */

export const RANGE_PRESETS = ['last-30-days', 'this-quarter', 'last-quarter', 'this-year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A range of calendar days, both ends included, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => {
  // Date.UTC normalises overflowing months and days (month 12 is January of the next year, day 0 the last of the previous month).
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The days a preset covers on `today` (yyyy-MM-dd, the reader's own calendar day); a custom range has none of its own. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const quarterStart = Math.floor((month - 1) / 3) * 3;
  switch (preset) {
    case 'last-30-days':
      return { from: isoOf(year, month - 1, day - 29), to: today };
    case 'this-quarter':
      return { from: isoOf(year, quarterStart, 1), to: today };
    case 'last-quarter':
      return { from: isoOf(year, quarterStart - 3, 1), to: isoOf(year, quarterStart, 0) };
    case 'this-year':
      return { from: isoOf(year, 0, 1), to: today };
  }
}
