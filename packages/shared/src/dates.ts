import { format, isValid, parse } from 'date-fns';
import { DATE_FORMAT, PRESENT } from './constants.js';
import { formatDate } from './format-date.js';

const STRICT_DATE = /^\d{2}-\d{2}-\d{4}$/;

/** GEN-7: parse dd-MM-yyyy; an unparseable value yields no date. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  if (!STRICT_DATE.test(text)) return null;
  const date = parse(text, DATE_FORMAT, new Date(0));
  return isValid(date) ? date : null;
}

export interface Duration {
  start: Date | null;
  /** null when absent or unparseable; 'Present' for an ongoing engagement. */
  end: Date | typeof PRESENT | null;
}

/** Split 'dd-MM-yyyy - dd-MM-yyyy' (end may be 'Present') into its dates. */
export function parseDuration(value: string | null | undefined): Duration {
  if (!value) return { start: null, end: null };
  const [startText = '', endText = ''] = value.split(' - ');
  const end = endText.trim() === PRESENT ? PRESENT : parseDate(endText);
  return { start: parseDate(startText), end };
}

/** Join two dates into PRO-11's duration text; empty parts stay empty. */
export function formatDuration(start: Date | null, end: Date | typeof PRESENT | null): string {
  const endText = end === PRESENT ? PRESENT : formatDate(end);
  return `${formatDate(start)} - ${endText}`;
}

/** Calendar-day comparison, so 'today' is allowed whatever the time of day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** UTC+14 is the earliest time zone to reach a new day. */
const LATEST_OFFSET_MS = 14 * 3_600_000;

/**
 * The latest calendar date anywhere on Earth, as a local midnight. The API checks PRO-8's "not
 * after today" with it: a candidate in India entering today's date just after midnight must not
 * be refused by a server whose clock is still on yesterday in UTC.
 */
export function latestToday(now: Date = new Date()): Date {
  const ahead = new Date(now.getTime() + LATEST_OFFSET_MS);
  return new Date(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate());
}

/** The two texts of a 'start - end' duration, trimmed ('' when absent). */
export function splitDuration(value: string | null | undefined): { start: string; end: string } {
  const [start = '', end = ''] = (value ?? '').split(' - ');
  return { start: start.trim(), end: end.trim() };
}

/** A local calendar day as ISO yyyy-MM-dd (the API's date fields, e.g. a closing date picked in the browser). */
export function localIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * REC-12: an interview's start (an ISO instant) as a person reads it, in `timeZone` (the reader's own
 * zone when omitted), e.g. "Tuesday 16 June 2026 at 14:00 CEST".
 */
export function formatInterviewStart(startsAt: string, timeZone?: string): string {
  const date = new Date(startsAt);
  if (!isValid(date)) return '';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** Old IANA names some browsers still report, and their current names (the same zone). */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** The reader's own time zone (IANA name) as the browser reports it, by its current name ("Asia/Kolkata", not "Asia/Calcutta"). */
export const localTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return CURRENT_ZONE_NAMES[zone] ?? zone;
};

/**
 * GEN-7: an instant (ISO 8601) as `dd-MM-yyyy HH:mm`, 24-hour, in `timeZone` (the reader's own zone when
 * omitted): the times of recorded accesses in "Who looked at my data" (PRV-3) and the admins' access log
 * (REC-9). An unparseable value shows as an empty string.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * The same instant in full, to the second and with the zone's name (a time's tooltip: several accesses
 * can share a minute), e.g. "Thursday, 26 November 2026 at 02:04:25 CET".
 */
export function formatDateTimeFull(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
