import { formatDate } from './format-date.js';
import { convertMinor, type ExchangeRates } from './exchange-rates.js';
import { EXCHANGE_RATE_MESSAGES as M } from './exchange-rates-messages.js';
import { currencyDigits, type PayRange, type PayUnit } from './job-terms.js';

/**
 * PUB-19, docs/decisions/041: a job's pay range shown approximately in the candidate's currency,
 * converted only through `convertMinor` (exact, through the euro rates) and then rounded to whole units
 * of that currency: "≈ ₱40,500–50,625 per day" beside the job's own "€600–750 per day".
 */
export interface ApproximatePay {
  /** Minor units of `currency`, each a whole number of major units. */
  min: number;
  max: number;
  currency: string;
  unit: PayUnit;
}

/** Minor units rounded half up to whole major units (₱40,500.49 → ₱40,500; ₱40,500.50 → ₱40,501); exact, in BigInt. */
export function roundToWholeUnits(minor: number, currency: string): number {
  const unit = 10n ** BigInt(currencyDigits(currency));
  const value = BigInt(minor);
  const magnitude = value < 0n ? -value : value;
  const whole = ((magnitude * 2n + unit) / (unit * 2n)) * unit;
  return Number(value < 0n ? -whole : whole);
}

/** The pay in `to`, or null when it is already in `to` or a rate is missing (the page then shows only the job's own). */
export function approximatePay(pay: PayRange, to: string, rates: ExchangeRates): ApproximatePay | null {
  if (to === pay.currency) return null;
  const min = convertMinor(pay.min, pay.currency, to, rates);
  const max = convertMinor(pay.max, pay.currency, to, rates);
  if (min === null || max === null) return null;
  return { min: roundToWholeUnits(min, to), max: roundToWholeUnits(max, to), currency: to, unit: pay.unit };
}

const wholeAmounts = (currency: string, withCurrency: boolean) =>
  new Intl.NumberFormat('en', {
    ...(withCurrency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

/** Minor units as a whole amount with its symbol: 4050000 PHP → "₱40,500". */
export function formatWholeAmount(minor: number, currency: string): string {
  return wholeAmounts(currency, true).format(roundToWholeUnits(minor, currency) / 10 ** currencyDigits(currency));
}

/**
 * The converted range without its "≈": "₱40,500–50,625 per day" (or "₱40,500–50,625 / day" with
 * `style: 'short'`, as the job's own range beside it is written), "₱40,500 per day" when min = max; null
 * when there is nothing to show. A page puts "≈" (read as "approximately") before it.
 */
export function formatConvertedPay(
  pay: PayRange,
  to: string,
  rates: ExchangeRates,
  { style = 'long' }: { style?: 'long' | 'short' } = {},
): string | null {
  const approximate = approximatePay(pay, to, rates);
  if (!approximate) return null;
  const max = approximate.max / 10 ** currencyDigits(to);
  const amount =
    approximate.min === approximate.max
      ? formatWholeAmount(approximate.min, to)
      : `${formatWholeAmount(approximate.min, to)}–${wholeAmounts(to, false).format(max)}`;
  return `${amount}${style === 'short' ? ' / ' : ' per '}${approximate.unit}`;
}

/** PUB-19: "≈ ₱40,500–50,625 per day", the converted range as plain text (e-mails, titles, tests). */
export function formatApproximatePay(
  pay: PayRange,
  to: string,
  rates: ExchangeRates,
  options: { style?: 'long' | 'short' } = {},
): string | null {
  const converted = formatConvertedPay(pay, to, rates, options);
  return converted === null ? null : `≈ ${converted}`;
}

/**
 * The day of the rates a conversion from `from` to `to` used: the older of the two currencies' days
 * (the euro has none: it is 1 by definition), or `fallback` (the table's own day) when one is unknown.
 */
export function ratesDayOf(from: string, to: string, dates: Readonly<Record<string, string>>, fallback: string): string {
  const days = [from, to].filter((code) => code !== 'EUR').map((code) => dates[code] ?? fallback);
  return days.reduce((oldest, day) => (day < oldest ? day : oldest), days[0] ?? fallback);
}

/** PUB-19, GEN-7: "at the rates of 01-10-2025". */
export const atRatesOf = (isoDay: string): string => M.atRatesOf(formatDate(isoDay));
