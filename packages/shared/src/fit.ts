import { convertMinor, type ExchangeRates } from './exchange-rates.js';
import { FIT_LINES as L, FIT_SHORT, type FitReader } from './fit-messages.js';
import { countryName } from './country-names.js';
import { formatDate } from './format-date.js';
import { currencyDigits, listCountries, type PayRange, type PayUnit } from './job-terms.js';
import type { ProfileTerms } from './profile-terms.js';
import { RATE_UNIT_HOURS } from './rate-units.js';
import { EMPTY_PROFILE_TERMS } from './schemas/profile-terms.js';
import { skillById } from './skills-catalogue.js';

/**
 * APP-10, REC-26 (docs/decisions/043): the explainable fit of a candidate's terms (docs/decisions/042) to a
 * job's terms (docs/decisions/038). Fixed, deterministic rules and no score: five lines, each saying what
 * was compared and how it came out, in words. Nothing here rejects, hides or orders anyone by itself; the
 * recruiter's table may sort by the lines' outcomes (a stated order, REC-26), a person decides.
 *
 * Pure: the same job, terms, rates and day always give the same lines. Change a rule or a text's meaning
 * and FIT_RULES_VERSION changes with it: every fit stored for a recruiter keeps the version it was made by.
 */
export const FIT_RULES_VERSION = '2026-11-1';

export const FIT_KINDS = ['skills', 'rate', 'availability', 'overlap', 'country'] as const;
export type FitKind = (typeof FIT_KINDS)[number];
export const FIT_STATUSES = ['meets', 'partly', 'misses', 'unknown'] as const;
export type FitStatus = (typeof FIT_STATUSES)[number];

export interface FitLine {
  kind: FitKind;
  status: FitStatus;
  text: string;
}

/** The lines' outcomes as numbers and codes: what the recruiter's table stores, sorts and filters on. */
export interface FitFacts {
  skillsMet: number;
  skillsTotal: number;
  niceMet: number;
  niceTotal: number;
  skills: FitStatus;
  rate: FitStatus;
  availability: FitStatus;
  overlap: FitStatus;
  /** Minutes of the candidate's working day inside CET's, or null when their time zone is not known. */
  overlapMinutes: number | null;
  country: FitStatus;
  /** The candidate's country of residence (ISO 3166-1 alpha-2), or null. */
  countryCode: string | null;
}

export interface Fit {
  version: string;
  lines: FitLine[];
  /** The lines joined: "4 of 5 required skills (missing: Intune) · your rate fits the range · …". */
  text: string;
  facts: FitFacts;
}

/** The job terms the fit reads (a `Job` of the API has them all). */
export interface FitJobTerms {
  pay: PayRange | null;
  /** yyyy-MM-dd, or null for as soon as possible. */
  start_date: string | null;
  hours_per_week: number | null;
  remote_countries: readonly string[];
  cet_overlap_hours: number | null;
  skills_required: readonly string[];
  skills_nice: readonly string[];
}

export interface ExplainFitOptions {
  /** Whom the lines address (default the candidate). */
  who?: FitReader;
}

/**
 * The fit of `profile` to `job` on `today` (yyyy-MM-dd, the reader's calendar day from the app's clock),
 * with `rates` for a rate in another currency. Unknown data gives an 'unknown' line saying what is
 * missing; nothing is guessed.
 */
export function explainFit(
  job: FitJobTerms,
  profile: ProfileTerms | null,
  rates: ExchangeRates,
  today: string,
  { who = 'candidate' }: ExplainFitOptions = {},
): Fit {
  const terms = profile ?? EMPTY_PROFILE_TERMS;
  const skills = skillsLine(job, terms, who);
  const rate = rateLine(job, terms, rates, who);
  const availability = availabilityLine(job, terms, today, who);
  const overlap = overlapLine(job, terms, today, who);
  const country = countryLine(job, terms, who);
  const lines = [skills.line, rate, availability, overlap.line, country];
  return {
    version: FIT_RULES_VERSION,
    lines,
    text: fitText(lines),
    facts: {
      skillsMet: skills.met,
      skillsTotal: job.skills_required.length,
      niceMet: skills.niceMet,
      niceTotal: job.skills_nice.length,
      skills: skills.line.status,
      rate: rate.status,
      availability: availability.status,
      overlap: overlap.line.status,
      overlapMinutes: overlap.minutes,
      country: country.status,
      countryCode: terms.country_of_residence,
    },
  };
}

/** Lines joined as one sentence-like text with " · ". */
export const fitText = (lines: readonly FitLine[]): string => lines.map((line) => line.text).join(' · ');

/** "your rate fits the range" → "Your rate fits the range", for a line shown on its own. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// --- skills ---

let andList: Intl.ListFormat | undefined;
/** "A, B and C" (one formatter for every fit: making one costs more than a whole fit). */
const listFormat = (): Intl.ListFormat => (andList ??= new Intl.ListFormat('en-GB', { type: 'conjunction' }));

const skillName = (id: string) => skillById(id)?.name ?? id;

function skillsLine(job: FitJobTerms, terms: ProfileTerms, who: FitReader): { line: FitLine; met: number; niceMet: number } {
  const has = new Set(terms.skills.map((s) => s.skill));
  const required = job.skills_required;
  const met = required.filter((id) => has.has(id)).length;
  const niceMet = job.skills_nice.filter((id) => has.has(id)).length;
  if (required.length === 0) {
    const text =
      job.skills_nice.length > 0 && has.size > 0 ? `${L.noSkillsNamed}; ${L.niceMet(niceMet, job.skills_nice.length)}` : L.noSkillsNamed;
    return { line: { kind: 'skills', status: 'unknown', text }, met: 0, niceMet };
  }
  if (has.size === 0)
    return { line: { kind: 'skills', status: 'unknown', text: L.skillsUnknown(who, required.length) }, met: 0, niceMet: 0 };
  const missing = listFormat().format(required.filter((id) => !has.has(id)).map(skillName));
  const nice = job.skills_nice.length > 0 ? ` and ${L.niceMet(niceMet, job.skills_nice.length)}` : '';
  const status: FitStatus = met === required.length ? 'meets' : met === 0 ? 'misses' : 'partly';
  return { line: { kind: 'skills', status, text: `${L.skillsMet(met, required.length, missing)}${nice}` }, met, niceMet };
}

// --- rate ---

/**
 * The stated factors between pay units (docs/decisions/042's RATE_UNIT_HOURS): 8 hours a day, 20 working
 * days a month, 12 months a year. A rate in another unit is compared through them, and the line says which.
 */
const UNIT_ORDER: readonly PayUnit[] = ['hour', 'day', 'month', 'year'];
const UNIT_STEPS = ['8 h a day', '20 days a month', '12 months a year'] as const;

/** The factors between two units, in words: hour → month is "8 h a day and 20 days a month". */
export function unitFactorsText(from: PayUnit, to: PayUnit): string | null {
  const a = UNIT_ORDER.indexOf(from);
  const b = UNIT_ORDER.indexOf(to);
  if (a === b) return null;
  const steps = UNIT_STEPS.slice(Math.min(a, b), Math.max(a, b));
  return listFormat().format(steps);
}

const digitsOf = new Map<string, number>();
const amountFormats = new Map<string, Intl.NumberFormat>();

/** "≈" amounts: minor units rounded to whole major units (half away from zero, at least 1) as "€50 per day". */
function approxAmount(minor: number, currency: string, unit: PayUnit): string {
  let digits = digitsOf.get(currency);
  if (digits === undefined) digitsOf.set(currency, (digits = currencyDigits(currency)));
  let format = amountFormats.get(currency);
  if (!format)
    amountFormats.set(
      currency,
      (format = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })),
    );
  const major = Math.max(1, Math.round(minor / 10 ** digits));
  return `${format.format(major)} per ${unit}`;
}

function rateLine(job: FitJobTerms, terms: ProfileTerms, rates: ExchangeRates, who: FitReader): FitLine {
  const pay = job.pay;
  if (!pay) return { kind: 'rate', status: 'unknown', text: L.jobNoPay };
  const expected = terms.expected_rate;
  if (!expected) return { kind: 'rate', status: 'unknown', text: L.rateUnknown(who) };
  // Currency through the exchange rates (exact, convertMinor), unit through the stated factors.
  const inJobCurrency = convertMinor(expected.min, expected.currency, pay.currency, rates);
  if (inJobCurrency === null) return { kind: 'rate', status: 'unknown', text: L.rateNoExchange(expected.currency, pay.currency) };
  const candidateHours = RATE_UNIT_HOURS[expected.unit];
  const jobHours = RATE_UNIT_HOURS[pay.unit];
  // candidate per job unit = inJobCurrency × jobHours / candidateHours; compared without dividing.
  const scaled = inJobCurrency * jobHours;
  const perJobUnit = Math.round(scaled / candidateHours);
  const notes: string[] = [];
  if (expected.currency !== pay.currency)
    notes.push(L.rateConverted(approxAmount(perJobUnit, pay.currency, pay.unit), formatDate(rates.asOf)));
  const factors = unitFactorsText(expected.unit, pay.unit);
  if (factors) notes.push(L.rateCounting(factors));
  const detail = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  if (scaled > pay.max * candidateHours) {
    const by = approxAmount(perJobUnit - pay.max, pay.currency, pay.unit);
    return { kind: 'rate', status: 'misses', text: `${L.rateAbove(who, by)}${detail}` };
  }
  if (scaled < pay.min * candidateHours) return { kind: 'rate', status: 'meets', text: `${L.rateBelow(who)}${detail}` };
  return { kind: 'rate', status: 'meets', text: `${L.rateFits(who)}${detail}` };
}

// --- availability ---

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string): number => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
};
const isoDayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** 3 → "3 days", 14 → "2 weeks", 16 → "2 weeks and 2 days" (whole days under two weeks). */
export function daySpanText(days: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days < 14) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return rest === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(rest, 'day')}`;
}

/** The first day the candidate can start: their stated day (never before today), else today + notice. */
function availableDay(terms: ProfileTerms, today: number): number | null {
  if (terms.available_from) return Math.max(dayNumber(terms.available_from), today);
  if (terms.notice_period_weeks !== null) return today + terms.notice_period_weeks * 7;
  return null;
}

function availabilityLine(job: FitJobTerms, terms: ProfileTerms, todayIso: string, who: FitReader): FitLine {
  const today = dayNumber(todayIso);
  const available = availableDay(terms, today);
  if (available === null) return { kind: 'availability', status: 'unknown', text: L.availabilityUnknown(who) };
  let status: FitStatus;
  let text: string;
  if (job.start_date) {
    const lead = dayNumber(job.start_date) - available;
    status = lead >= 0 ? 'meets' : 'misses';
    text = lead > 0 ? L.availableBefore(daySpanText(lead)) : lead === 0 ? L.availableOnStart : L.availableAfter(daySpanText(-lead));
  } else {
    status = available <= today ? 'meets' : 'partly';
    text = available <= today ? L.availableNowAsap : L.availableLaterAsap(formatDate(isoDayOf(available)));
  }
  if (job.hours_per_week !== null && terms.hours_per_week !== null && terms.hours_per_week < job.hours_per_week) {
    text = `${text}; ${L.hoursShort(terms.hours_per_week, job.hours_per_week)}`;
    if (status === 'meets') status = 'partly';
  }
  return { kind: 'availability', status, text };
}

// --- overlap with CET ---

/** CET's working day and the candidate's: 09:00–18:00 local time, each in its own zone. */
export const CET_ZONE = 'Europe/Berlin';
const WORK_START_MINUTES = 9 * 60;
const WORK_END_MINUTES = 18 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(zone);
  if (known) return known;
  try {
    const made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, made);
    return made;
  } catch {
    return null;
  }
}

/** The zone's offset from UTC in minutes at an instant (DST included), from Intl. */
function offsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The UTC instant of a local wall time (minutes after midnight of day `day`) in a zone. */
function zonedInstant(format: Intl.DateTimeFormat, day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * 60_000;
  let instant = wall - offsetMinutes(format, wall) * 60_000;
  // A second pass settles days whose offset changes between the guess and the answer.
  instant = wall - offsetMinutes(format, instant) * 60_000;
  return instant;
}

/**
 * Minutes of the 09:00–18:00 working day in `zone` that fall inside 09:00–18:00 Europe/Berlin on `day`
 * (yyyy-MM-dd), DST of both zones included; the candidate's day before or after counts when it is the
 * one that meets CET's (zones far east or west). Null for a zone the runtime does not know.
 */
export function cetOverlapMinutes(zone: string, day: string): number | null {
  const key = `${zone} ${day}`;
  const known = overlaps.get(key);
  if (known !== undefined) return known;
  const minutes = computeOverlap(zone, day);
  // A few zones and days recur across thousands of applicants: remembered, forgotten past 2,000.
  if (overlaps.size >= 2_000) overlaps.clear();
  overlaps.set(key, minutes);
  return minutes;
}

const overlaps = new Map<string, number | null>();

function computeOverlap(zone: string, day: string): number | null {
  const candidate = zoneFormatter(zone);
  const cet = zoneFormatter(CET_ZONE);
  if (!candidate || !cet) return null;
  const n = dayNumber(day);
  const cetStart = zonedInstant(cet, n, WORK_START_MINUTES);
  const cetEnd = zonedInstant(cet, n, WORK_END_MINUTES);
  let best = 0;
  for (const d of [n - 1, n, n + 1]) {
    const start = zonedInstant(candidate, d, WORK_START_MINUTES);
    const end = zonedInstant(candidate, d, WORK_END_MINUTES);
    best = Math.max(best, Math.min(end, cetEnd) - Math.max(start, cetStart));
  }
  return Math.round(best / 60_000);
}

/** 270 → "4.5", 225 → "3.75", 240 → "4". */
export const hoursText = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100);

function overlapLine(job: FitJobTerms, terms: ProfileTerms, today: string, who: FitReader): { line: FitLine; minutes: number | null } {
  // The job's start date when it is still ahead, else today: the day the work would be done on.
  const day = job.start_date && job.start_date > today ? job.start_date : today;
  const minutes = terms.time_zone ? cetOverlapMinutes(terms.time_zone, day) : null;
  if (minutes === null) return { line: { kind: 'overlap', status: 'unknown', text: L.overlapUnknown(who) }, minutes: null };
  const asked = job.cet_overlap_hours;
  if (asked === null || asked === 0) return { line: { kind: 'overlap', status: 'meets', text: L.overlap(hoursText(minutes)) }, minutes };
  const status: FitStatus = minutes >= asked * 60 ? 'meets' : minutes > 0 ? 'partly' : 'misses';
  const text = status === 'meets' ? L.overlap(hoursText(minutes)) : L.overlapAsked(hoursText(minutes), asked);
  return { line: { kind: 'overlap', status, text }, minutes };
}

// --- country of residence ---

function countryLine(job: FitJobTerms, terms: ProfileTerms, who: FitReader): FitLine {
  const countries = job.remote_countries;
  if (countries.length === 0) return { kind: 'country', status: 'unknown', text: L.noCountriesNamed };
  const residence = terms.country_of_residence;
  if (!residence) return { kind: 'country', status: 'unknown', text: L.countryUnknown(who, listCountries(countries)) };
  if (countries.includes(residence)) return { kind: 'country', status: 'meets', text: L.mayWorkFrom(who, countryName(residence)) };
  return { kind: 'country', status: 'misses', text: L.livesElsewhere(who, countryName(residence), listCountries(countries)) };
}

// --- the recruiter's table ---

/** One part of the table's short form, with its outcome for the icon and the words beside it. */
export interface FitShortPart {
  kind: FitKind;
  status: FitStatus;
  /** "4/5 skills", "rate", "start", "CET 4.5 h", "IN". */
  label: string;
}

/**
 * The table's short form of a fit, as parts: "4/5 skills · rate ✓ · CET 4.5 h ✓ · IN ✓" (the start is in
 * the panel's lines and in the sort order; the column stays narrow enough for the table at 1440 px).
 */
export function fitShortParts(facts: FitFacts): FitShortPart[] {
  return [
    {
      kind: 'skills',
      status: facts.skills,
      label: facts.skillsTotal === 0 ? FIT_SHORT.noSkills : FIT_SHORT.skills(facts.skillsMet, facts.skillsTotal),
    },
    { kind: 'rate', status: facts.rate, label: FIT_SHORT.rate },
    {
      kind: 'overlap',
      status: facts.overlap,
      label: FIT_SHORT.overlap(facts.overlapMinutes === null ? null : hoursText(facts.overlapMinutes)),
    },
    { kind: 'country', status: facts.country, label: FIT_SHORT.country(facts.countryCode) },
  ];
}

/** The short form as one text: the skills count, then each other part with its mark. */
export const fitShortText = (facts: FitFacts): string =>
  fitShortParts(facts)
    .map((part) => (part.kind === 'skills' ? part.label : `${part.label} ${FIT_SHORT.marks[part.status]}`))
    .join(' · ');

const STATUS_WEIGHT: Record<FitStatus, number> = { meets: 2, partly: 1, misses: 0, unknown: 0 };

/**
 * REC-26's stated sort order (docs/decisions/043), never shown as a number: required skills met first,
 * then the other four lines (meets 2, partly 1, misses or unknown 0). Higher sorts first when descending.
 */
export function fitOrder(facts: FitFacts): number {
  return (
    facts.skillsMet * 10 +
    STATUS_WEIGHT[facts.rate] +
    STATUS_WEIGHT[facts.availability] +
    STATUS_WEIGHT[facts.overlap] +
    STATUS_WEIGHT[facts.country]
  );
}
