import { currencyDigits } from './job-terms.js';

/** How many decimals an exchange rate keeps: rates are exact decimals with up to 6 places ("89.5123"). */
export const RATE_DECIMALS = 6;

/**
 * A table of exchange rates: how many units of each currency one euro buys, as decimal text with at most
 * RATE_DECIMALS places (never floats), and the day (yyyy-MM-dd) the rates are of. EUR is 1 by definition.
 */
export interface ExchangeRates {
  asOf: string;
  perEur: Readonly<Record<string, string>>;
}

/** "89.5123" as micro-units (89512300n), or null when it is not a positive decimal with ≤ 6 places. */
export function parseRate(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micro = BigInt(match[1] ?? '0') * 10n ** BigInt(RATE_DECIMALS) + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  return micro > 0n ? micro : null;
}

function rateOf(currency: string, rates: ExchangeRates): bigint | null {
  if (currency === 'EUR') return 10n ** BigInt(RATE_DECIMALS);
  const text = rates.perEur[currency];
  return text === undefined ? null : parseRate(text);
}

/**
 * An amount in minor units of `from` converted to minor units of `to` through the euro rates, exact
 * integer arithmetic, rounded half away from zero: 60000 EUR cents at 66.5 PHP/EUR → 3990000 centavos.
 * Null when a rate is missing (the page then shows only the original amount).
 */
export function convertMinor(amount: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (!Number.isSafeInteger(amount)) return null;
  if (from === to) return amount;
  const fromRate = rateOf(from, rates);
  const toRate = rateOf(to, rates);
  if (fromRate === null || toRate === null) return null;
  const numerator = BigInt(amount) * toRate * 10n ** BigInt(currencyDigits(to));
  const denominator = fromRate * 10n ** BigInt(currencyDigits(from));
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -rounded : rounded);
  return Number.isSafeInteger(result) ? result : null;
}
