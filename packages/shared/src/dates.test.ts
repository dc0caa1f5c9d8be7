import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_FORMAT } from './constants.js';
import { formatDate } from './format-date.js';
import {
  formatDateTime,
  formatDateTimeFull,
  formatDuration,
  formatInterviewStart,
  latestToday,
  localTimeZone,
  parseDate,
  parseDuration,
} from './dates.js';

describe('dates (GEN-7, dd-MM-yyyy)', () => {
  it('parses and formats dd-MM-yyyy', () => {
    const d = parseDate('09-03-2024');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(2);
    expect(d?.getDate()).toBe(9);
    expect(formatDate(d)).toBe('09-03-2024');
  });

  it('yields no date for unparseable values and an empty string for empty ones', () => {
    for (const bad of ['31-02-2024', '2024-03-09', '9-3-2024', 'yesterday', '']) expect(parseDate(bad)).toBeNull();
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("formats as date-fns' dd-MM-yyyy does, without date-fns (the landing route's job cards, PUB-17)", () => {
    const dates = [
      new Date(2024, 0, 1),
      new Date(2027, 11, 31, 23, 59),
      new Date(999, 4, 7),
      new Date(12345, 1, 3),
      new Date(Date.UTC(2026, 2, 29, 1, 30)),
      new Date('2026-11-21T23:30:00Z'),
    ];
    const early = new Date(2000, 5, 6);
    early.setFullYear(-44);
    for (const date of [...dates, early]) expect(formatDate(date)).toBe(format(date, DATE_FORMAT));
    expect(formatDate('2027-02-30')).toBe(format(new Date(2027, 1, 30), DATE_FORMAT));
    expect(formatDate(new Date(NaN))).toBe('');
  });

  it('shows an ISO calendar date as that day in any time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21-11-2026');
    expect(formatDate('2026-01-01')).toBe('01-01-2026');
  });

  it('reads and writes durations, with Present as an end', () => {
    const { start, end } = parseDuration('01-01-2020 - Present');
    expect(formatDate(start)).toBe('01-01-2020');
    expect(end).toBe('Present');
    expect(formatDuration(start, end)).toBe('01-01-2020 - Present');
    const closed = parseDuration('01-01-2020 - 31-12-2022');
    expect(formatDuration(closed.start, closed.end)).toBe('01-01-2020 - 31-12-2022');
    expect(parseDuration('')).toEqual({ start: null, end: null });
    expect(formatDuration(null, null)).toBe(' - ');
  });
});

describe('latestToday', () => {
  it('is the calendar date in UTC+14', () => {
    const d = latestToday(new Date(Date.UTC(2024, 2, 9, 10, 0)));
    expect(formatDate(d)).toBe('10-03-2024');
    expect(formatDate(latestToday(new Date(Date.UTC(2024, 2, 9, 9, 59))))).toBe('09-03-2024');
  });
});

describe('REC-12: an interview start in the reader’s time zone', () => {
  it('shows one instant in each zone’s local time', () => {
    expect(formatInterviewStart('2026-06-16T12:00:00.000Z', 'Europe/Berlin')).toBe('Tuesday, 16 June 2026 at 14:00 CEST');
    expect(formatInterviewStart('2026-06-16T12:00:00.000Z', 'Asia/Kolkata')).toBe('Tuesday, 16 June 2026 at 17:30 GMT+5:30');
    expect(formatInterviewStart('2026-06-16T02:00:00.000Z', 'America/New_York')).toBe('Monday, 15 June 2026 at 22:00 GMT-4');
    expect(formatInterviewStart('not a date')).toBe('');
  });
});

describe('GEN-7: a recorded access time as dd-MM-yyyy HH:mm in the reader’s zone', () => {
  it('shows the day first, the 24-hour time, in each zone', () => {
    expect(formatDateTime('2026-11-26T01:04:25.000Z', 'Europe/Berlin')).toBe('26-11-2026 02:04');
    expect(formatDateTime('2026-11-26T01:04:25.000Z', 'Asia/Kolkata')).toBe('26-11-2026 06:34');
    expect(formatDateTime('2026-11-26T01:04:25.000Z', 'America/New_York')).toBe('25-11-2026 20:04');
    expect(formatDateTime('2026-06-10T00:00:00.000Z', 'UTC')).toBe('10-06-2026 00:00');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('keeps the second and the zone in the full form', () => {
    expect(formatDateTimeFull('2026-11-26T01:04:25.000Z', 'Europe/Berlin')).toBe('Thursday, 26 November 2026 at 02:04:25 CET');
    expect(formatDateTimeFull('not a date')).toBe('');
  });
});

describe('the reader’s own time zone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names an old zone the browser still reports by its current name (the same zone)', () => {
    const base = new Intl.DateTimeFormat('en').resolvedOptions();
    const reported = (timeZone: string) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...base, timeZone });
    reported('Asia/Calcutta');
    expect(localTimeZone()).toBe('Asia/Kolkata');
    vi.restoreAllMocks();
    reported('Asia/Saigon');
    expect(localTimeZone()).toBe('Asia/Ho_Chi_Minh');
    vi.restoreAllMocks();
    reported('Europe/Zurich');
    expect(localTimeZone()).toBe('Europe/Zurich');
  });
});
