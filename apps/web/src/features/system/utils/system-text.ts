import { SYSTEM_MESSAGES as S, type ScheduleCadence } from '@careers/shared';

/**
 * A server time as the admin reads it, in the browser's time zone with its name (`10 Jun 2026, 08:48 CEST`
 * in Zurich, `10 Jun 2026, 12:18 GMT+5:30` in Bangalore). The formatter is made per call, so it follows
 * the zone the browser has now.
 */
export const formatInstant = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** Seconds from `from` to `to` (ISO times), never negative. */
export const secondsBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** How often a schedule runs: `Every hour`, `Daily at 07:00 UTC`. */
export const cadenceText = (cadence: ScheduleCadence) =>
  'everySeconds' in cadence ? S.everySeconds(cadence.everySeconds) : S.dailyAt(cadence.dailyAtUtc);

const KIND_NAMES = new Map<string, string>(Object.entries(S.kinds));
const SCHEDULE_NAMES = new Map<string, string>(Object.entries(S.scheduleNames));

/** A job kind's name as the page shows it (its code name when the page does not know it). */
export const kindName = (kind: string) => KIND_NAMES.get(kind) ?? kind;

/** A schedule's name as the page shows it (its code name when the page does not know it). */
export const scheduleName = (name: string) => SCHEDULE_NAMES.get(name) ?? name;
