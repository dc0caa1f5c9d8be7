/**
 * PRO-20, docs/decisions/042: candidates' time zones (IANA names, as Intl knows them) and their offsets.
 * The overlap with Central European working hours, which the talent pool filters on and the fit explains,
 * is one function: `cetOverlapMinutes` in `fit.ts`. Pure functions of Intl: the same answer in the
 * browser and on the server.
 */

/** The zone's name as Intl spells it ('asia/manila' → 'Asia/Manila'), or null when Intl does not know it. */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

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
