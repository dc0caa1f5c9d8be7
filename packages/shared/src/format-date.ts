/**
 * GEN-7's date as the pages show it, without date-fns: the job cards show the engagement's start on the
 * landing route, whose initial JS has a budget (PUB-17), and date-fns' `format` would come with it. The
 * same text as date-fns' `format(date, 'dd-MM-yyyy')` (`./dates.ts` parses and does the rest).
 */

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** GEN-7: show a date as dd-MM-yyyy; an empty or invalid value shows as an empty string. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // An ISO calendar date ('2026-11-21') is a day, not UTC midnight: read it as a local date so it
  // never shows as the previous day west of UTC.
  const isoDay = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = isoDay
    ? new Date(Number(isoDay[1]), Number(isoDay[2]) - 1, Number(isoDay[3]))
    : typeof value === 'string'
      ? new Date(value)
      : value;
  if (Number.isNaN(date.getTime())) return '';
  // date-fns' "yyyy": the year of the era (1 BC is 1), at least four digits.
  const year = date.getFullYear();
  return `${pad(date.getDate(), 2)}-${pad(date.getMonth() + 1, 2)}-${pad(year > 0 ? year : 1 - year, 4)}`;
}
