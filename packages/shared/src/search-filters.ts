import type { CandidateCurrency } from './candidate-currencies.js';
import { convertMinor, type ExchangeRates } from './exchange-rates.js';
import { countryName } from './country-names.js';
import { PAY_CURRENCIES, PAY_UNITS, minorToMajor, currencyDigits, type PayCurrency, type PayUnit } from './job-terms.js';
import { SEARCH_FILTER_MESSAGES as M } from './search-filter-messages.js';
import { skillById } from './skills-catalogue.js';

/**
 * PUB-20, docs/decisions/044: the careers filters on a job's terms, shared by the API (the search and
 * job alerts, one rule) and the web (the filter area, the alerts tab).
 */

/** At most this many skills in one search or alert. */
export const SEARCH_SKILLS_MAX = 10;

/** A minimum pay: an amount in minor units of a candidate currency, per hour, day, month or year. */
export interface MinPay {
  amount: number;
  currency: CandidateCurrency;
  unit: PayUnit;
}

/** The filters on terms (PUB-20): each optional. `skills` holds catalogue ids, sorted, without repeats. */
export interface TermsFilters {
  minPay?: MinPay | undefined;
  workFrom?: string | undefined;
  skills?: readonly string[] | undefined;
}

/**
 * The hours each pay unit stands for, to compare pay stated per another unit: 8 hours a day, 20 days a
 * month, 12 months a year (docs/decisions/044).
 */
export const PAY_UNIT_HOURS: Readonly<Record<PayUnit, number>> = { hour: 1, day: 8, month: 160, year: 1920 };

/** A job stated in `currency` per `unit` matches the minimum pay when its pay max is at least `min` (minor units). */
export interface PayThreshold {
  currency: PayCurrency;
  unit: PayUnit;
  min: number;
}

/**
 * Whether a job's pay max (minor units of `currency` per `unit`) reaches the minimum pay: the max converted
 * into the filter's currency (convertMinor, the day's rates), then into the filter's unit by PAY_UNIT_HOURS,
 * is at least the amount. Exact: integers only. False when a rate is missing.
 */
export function payReaches(max: number, currency: string, unit: PayUnit, minPay: MinPay, rates: ExchangeRates): boolean {
  const converted = convertMinor(max, currency, minPay.currency, rates);
  if (converted === null) return false;
  return BigInt(converted) * BigInt(PAY_UNIT_HOURS[minPay.unit]) >= BigInt(minPay.amount) * BigInt(PAY_UNIT_HOURS[unit]);
}

/**
 * PUB-20: the minimum pay as one threshold per currency and unit a job may state its pay in, so the
 * database compares each job's stored pay max with a constant (an index range) instead of converting
 * every row. Each threshold is the smallest max for which payReaches holds (it is monotonic in the max),
 * found from the converted amount and checked with payReaches itself, so the rows matched are exactly
 * those payReaches accepts. A currency without a rate gets no threshold (its jobs do not match).
 */
export function payThresholds(minPay: MinPay, rates: ExchangeRates): PayThreshold[] {
  const thresholds: PayThreshold[] = [];
  for (const currency of PAY_CURRENCIES)
    for (const unit of PAY_UNITS) {
      const reaches = (max: number) => payReaches(max, currency, unit, minPay, rates);
      // The amount in the job's unit (rounded up), converted into the job's currency: near the threshold.
      const hoursNum = BigInt(minPay.amount) * BigInt(PAY_UNIT_HOURS[unit]);
      const hoursDen = BigInt(PAY_UNIT_HOURS[minPay.unit]);
      const inJobUnit = Number((hoursNum + hoursDen - 1n) / hoursDen);
      const estimate = convertMinor(inJobUnit, minPay.currency, currency, rates);
      if (estimate === null) continue;
      // Bracket the threshold from the estimate outwards, by doubling steps: `low` does not reach (or is 0),
      // `high` does. The estimate is usually within a step or two, so a few comparisons settle it.
      let low: number;
      let high: number;
      let step = 1;
      if (reaches(Math.max(1, estimate))) {
        high = Math.max(1, estimate);
        low = high - 1;
        while (low > 0 && reaches(low)) {
          high = low;
          step *= 2;
          low = Math.max(0, high - step);
        }
      } else {
        low = Math.max(1, estimate);
        high = low + 1;
        while (!reaches(high)) {
          low = high;
          step *= 2;
          high = low + step;
          if (high > Number.MAX_SAFE_INTEGER) break;
        }
        if (high > Number.MAX_SAFE_INTEGER) continue;
      }
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (reaches(middle)) high = middle;
        else low = middle;
      }
      thresholds.push({ currency, unit, min: high });
    }
  return thresholds;
}

/** "azure, terraform" or "azure,terraform" as sorted catalogue ids without repeats; null names the first unknown id. */
export function parseSkillList(text: string): { ids: string[] } | { unknown: string } {
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  const unknown = ids.find((id) => skillById(id) === undefined);
  return unknown === undefined ? { ids: ids.sort() } : { unknown };
}

/** "₹5,000" (whole amounts without decimals). */
export function formatAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const whole = minor % 10 ** digits === 0;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(minorToMajor(minor, currency));
}

/** ALR-9: the filters on terms in words, one line each ("At least ₹5,000 per day", "I can work from Philippines", "Skills: …"). */
export function termsFilterWords(filters: TermsFilters): string[] {
  const lines: string[] = [];
  if (filters.minPay)
    lines.push(M.minPayWords(formatAmount(filters.minPay.amount, filters.minPay.currency), M.unitOptions[filters.minPay.unit]));
  if (filters.workFrom) lines.push(M.workFromWords(countryName(filters.workFrom)));
  if (filters.skills && filters.skills.length > 0)
    lines.push(M.skillsWords(filters.skills.map((id) => skillById(id)?.name ?? id).join(', ')));
  return lines;
}
