import { countryName } from './country-names.js';
import { formatDate } from './format-date.js';
import { OPEN_ENDED, OPEN_ENDED_LABEL, mayWorkFrom } from './job-terms-words.js';

/**
 * PUB-18, docs/decisions/038: the shapes of a job's terms shared by the API, the web app and (later)
 * profiles: a pay range in minor units of an ISO 4217 currency per time unit, the engagement, the
 * countries applicants may work from (ISO 3166-1 alpha-2) and the formatting the pages and e-mails show.
 */

/** The currencies a job's pay may be stated in (ISO 4217). */
export const PAY_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'SEK', 'NOK', 'DKK', 'PLN'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** The time a pay amount is for. */
export const PAY_UNITS = ['hour', 'day', 'month', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** A pay range: integers in the currency's minor units (cents), min ≤ max. Never floats. */
export interface PayRange {
  min: number;
  max: number;
  currency: PayCurrency;
  unit: PayUnit;
}

/** The largest amount in major units a pay may state (1,000,000,000), so minor units stay exact integers. */
export const PAY_MAJOR_MAX = 1_000_000_000;

const DIGITS = new Map<string, number>();

/** How many decimals the currency's minor unit has (2 for EUR, 0 for JPY or VND), from Intl (asked once per currency). */
export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    DIGITS.set(currency, digits);
  }
  return digits;
}

/**
 * A typed amount in major units ("600", "1,250.50") as minor units (60000, 125050), or null when it is
 * not a positive amount with at most the currency's decimals. Parsed from the text, never through floats.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the major-unit text a form field shows: 60000 EUR → "600", 125050 → "1250.50". */
export function minorToMajorText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits);
  return /^0+$/.test(fraction) ? whole : `${whole}.${fraction}`;
}

/** Minor units as a decimal number in major units, for schema.org's QuantitativeValue (JSON numbers). */
export function minorToMajor(minor: number, currency: string): number {
  return Number(minorToMajorText(minor, currency));
}

const UNIT_WORD: Record<PayUnit, string> = { hour: 'hour', day: 'day', month: 'month', year: 'year' };

/** Made once per currency, decimals and style: making an Intl.NumberFormat costs far more than using one (the feeds format 100,000 ranges). */
const FORMATS = new Map<string, Intl.NumberFormat>();

function amountFormat(currency: string, minor: number[], withCurrency: boolean): Intl.NumberFormat {
  const digits = currencyDigits(currency);
  const fraction = minor.every((amount) => amount % 10 ** digits === 0) ? 0 : digits;
  const key = `${currency}${fraction}${withCurrency}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en', {
      ...(withCurrency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * A pay range as people write it: "€600–750 per day" (or "€600–750 / day" with `style: 'short'`),
 * "CHF 900–1,100 per day", "€650 per day" when min = max. Whole amounts show no decimals.
 */
export function formatPayRange(pay: PayRange, { style = 'long' }: { style?: 'long' | 'short' } = {}): string {
  const majorMin = minorToMajor(pay.min, pay.currency);
  const majorMax = minorToMajor(pay.max, pay.currency);
  const withCurrency = amountFormat(pay.currency, [pay.min, pay.max], true);
  const plain = amountFormat(pay.currency, [pay.min, pay.max], false);
  const amount = pay.min === pay.max ? withCurrency.format(majorMin) : `${withCurrency.format(majorMin)}–${plain.format(majorMax)}`;
  return `${amount}${style === 'short' ? ' / ' : ' per '}${UNIT_WORD[pay.unit]}`;
}

/** "India, Philippines and Vietnam". */
export function listCountries(codes: readonly string[]): string {
  const names = codes.map(countryName);
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
}

/** PUB-18: "You may work from India, Philippines and Vietnam", or null for no list. */
export function formatEligibility(codes: readonly string[]): string | null {
  return codes.length === 0 ? null : mayWorkFrom(listCountries(codes));
}

/** The engagement's parts a page shows. */
export interface Engagement {
  start_date: string | null;
  duration_months: number | null;
  hours_per_week: number | null;
}

/**
 * PUB-18: "From 05-01-2027 · 6 months · 40 h/week" (the day as GEN-7 shows every date; "open-ended" without
 * a duration, "Open-ended" when it comes first), or null when nothing is known.
 */
export function formatEngagement(engagement: Engagement): string | null {
  const parts = [
    engagement.start_date ? `From ${formatDate(engagement.start_date)}` : null,
    engagement.duration_months === null
      ? engagement.start_date
        ? OPEN_ENDED
        : engagement.hours_per_week !== null
          ? OPEN_ENDED_LABEL
          : null
      : `${engagement.duration_months} ${engagement.duration_months === 1 ? 'month' : 'months'}`,
    engagement.hours_per_week === null ? null : `${engagement.hours_per_week} h/week`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}
