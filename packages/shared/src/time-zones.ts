/**
 * PRO-20, docs/decisions/042: candidates' time zones (IANA names, as Intl knows them) and the overlap of
 * their working day with Central European working hours, which the talent pool filters on and the fit
 * explains. Pure functions of Intl: the same answer in the browser and on the server.
 */

/** The working day both sides are taken to work, local time: 09:00–17:00 (8 hours, as a job's CET overlap of 0–8). */
export const WORKDAY_START_MINUTES = 9 * 60;
export const WORKDAY_END_MINUTES = 17 * 60;
/** Central European working hours are those of this zone (CET in winter, CEST in summer). */
export const CET_TIME_ZONE = 'Europe/Berlin';

/** The zone's name as Intl spells it ('asia/manila' → 'Asia/Manila'), or null when Intl does not know it. */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Noon UTC of a yyyy-MM-dd day: the instant whose offsets stand for the day (DST changes at night). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Minutes the zone is ahead of UTC at an instant: 'Asia/Kolkata' → 330. */
export function timeZoneOffsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC+05:30", "UTC−03:00" (a real minus sign), "UTC" for zero. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Hours of the candidate's working day (09:00–17:00 in their zone) that fall within Central European
 * working hours (09:00–17:00 in Europe/Berlin) on a day (yyyy-MM-dd; the offsets of that day, so summer
 * time counts): 'Asia/Kolkata' gives 3.5 in January and 4.5 in July, 'Asia/Manila' 1 and 2. A working day
 * that crosses midnight UTC is compared with the Central European days before and after too.
 */
export function cetOverlapHours(timeZone: string, day: string): number {
  const at = noonOf(day);
  const own = timeZoneOffsetMinutes(timeZone, at);
  const cet = timeZoneOffsetMinutes(CET_TIME_ZONE, at);
  const start = WORKDAY_START_MINUTES - own;
  const end = WORKDAY_END_MINUTES - own;
  let best = 0;
  for (const shift of [-1440, 0, 1440]) {
    const cetStart = WORKDAY_START_MINUTES - cet + shift;
    const cetEnd = WORKDAY_END_MINUTES - cet + shift;
    best = Math.max(best, Math.min(end, cetEnd) - Math.max(start, cetStart));
  }
  return best / 60;
}

export interface TimeZoneOption {
  /** The IANA name. */
  zone: string;
  /** Minutes ahead of UTC now. */
  offset: number;
  /** "Asia/Manila (UTC+08:00)". */
  label: string;
}

/** Every zone Intl lists (plus UTC), with its offset at `at`, by offset then name, for a picker. */
export function timeZoneOptions(at: Date): TimeZoneOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return all
    .map((zone) => {
      const offset = timeZoneOffsetMinutes(zone, at);
      return { zone, offset, label: zoneLabel(zone, at) };
    })
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone, 'en'));
}

/** "Asia/Manila (UTC+08:00)": a zone with its offset at an instant. */
export const zoneLabel = (zone: string, at: Date): string =>
  `${zone.replaceAll('_', ' ')} (${formatUtcOffset(timeZoneOffsetMinutes(zone, at))})`;
