import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * REC-30, APP-13 (docs/decisions/049): offered interview times, shown in two time zones. Every instant is
 * stored in UTC with the IANA zone it was given in; these functions turn it into each reader's wall clock
 * through @date-fns/tz (no offset arithmetic of our own), the same in the browser and on the server.
 */

/** APP-13: the candidate may move or cancel their interview up to this many hours before it starts. */
export const INTERVIEW_CHANGE_HOURS = 12;
/** REC-30: a recruiter offers this many times at least, and at most. */
export const INTERVIEW_SLOTS_MIN = 2;
export const INTERVIEW_SLOTS_MAX = 12;
/** REC-30: a slot outside these hours of the candidate's day is marked (a 08:00 start is inside, a 20:00 end too). */
export const CANDIDATE_DAY = { start: 8 * 60, end: 20 * 60 } as const;
/** REC-30: the working day on each side whose overlap the picker shows. */
export const WORKING_DAY = { start: 9 * 60, end: 18 * 60 } as const;

/** The instant of a local date ('2027-03-28') and time ('09:30') in an IANA zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, timeZone).getTime());
}

/** Minutes since midnight of the instant's wall clock in the zone. */
const minutesOfDay = (at: Date, timeZone: string) => {
  const local = new TZDate(at.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

/** The zone's short name at an instant, as Intl gives it ('GMT+5:30', 'CET', 'CEST'). */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'zzz');
}

/** One instant on one reader's clock. */
export interface ZonedTime {
  time_zone: string;
  /** 'yyyy-MM-dd' in that zone. */
  date: string;
  /** 'HH:mm' in that zone. */
  time: string;
  /** 'Sunday 28 March 2027, 09:00–09:45 (GMT+5:30)'. */
  label: string;
}

/** An interval [start, start + minutes) read on the zone's clock. */
export function zonedTime(startsAt: Date, durationMinutes: number, timeZone: string): ZonedTime {
  const start = new TZDate(startsAt.getTime(), timeZone);
  const end = new TZDate(startsAt.getTime() + durationMinutes * 60_000, timeZone);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  return {
    time_zone: timeZone,
    date: format(start, 'yyyy-MM-dd'),
    time: format(start, 'HH:mm'),
    label: `${format(start, 'EEEE d MMMM yyyy, HH:mm')}–${sameDay ? format(end, 'HH:mm') : format(end, 'EEE d MMM HH:mm')} (${format(start, 'zzz')})`,
  };
}

/** REC-30: true when any part of the interval falls outside 08:00–20:00 of the candidate's day. */
export function outsideCandidateDay(startsAt: Date, durationMinutes: number, timeZone: string): boolean {
  const start = minutesOfDay(startsAt, timeZone);
  const end = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const sameDay =
    format(new TZDate(startsAt.getTime(), timeZone), 'yyyy-MM-dd') === format(new TZDate(end.getTime(), timeZone), 'yyyy-MM-dd');
  const endMinutes = minutesOfDay(end, timeZone);
  return start < CANDIDATE_DAY.start || !sameDay || endMinutes > CANDIDATE_DAY.end;
}

/**
 * REC-30: the overlap of both working days (09:00–18:00 each side) on the recruiter's date, as the
 * recruiter's local 'HH:mm' start and end, or null when the two days do not meet.
 */
export function workingDayOverlap(
  date: string,
  recruiterZone: string,
  candidateZone: string,
): { start: string; end: string; candidate_start: string; candidate_end: string } | null {
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const recruiterStart = zonedInstant(date, hhmm(WORKING_DAY.start), recruiterZone).getTime();
  const recruiterEnd = zonedInstant(date, hhmm(WORKING_DAY.end), recruiterZone).getTime();
  // The candidate's working days that may meet the recruiter's: the candidate's dates at both ends.
  let best: { start: number; end: number } | null = null;
  for (const at of [recruiterStart, recruiterEnd]) {
    const candidateDate = format(new TZDate(at, candidateZone), 'yyyy-MM-dd');
    const start = Math.max(recruiterStart, zonedInstant(candidateDate, hhmm(WORKING_DAY.start), candidateZone).getTime());
    const end = Math.min(recruiterEnd, zonedInstant(candidateDate, hhmm(WORKING_DAY.end), candidateZone).getTime());
    if (end > start && (!best || end - start > best.end - best.start)) best = { start, end };
  }
  if (!best) return null;
  const on = (at: number, zone: string) => format(new TZDate(at, zone), 'HH:mm');
  return {
    start: on(best.start, recruiterZone),
    end: on(best.end, recruiterZone),
    candidate_start: on(best.start, candidateZone),
    candidate_end: on(best.end, candidateZone),
  };
}
