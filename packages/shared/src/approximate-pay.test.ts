import { describe, expect, it } from 'vitest';
import { approximatePay, atRatesOf, formatApproximatePay, ratesDayOf, roundToWholeUnits } from './approximate-pay.js';
import type { ExchangeRates } from './exchange-rates.js';
import type { PayRange } from './job-terms.js';

const rates: ExchangeRates = {
  asOf: '2025-10-01',
  perEur: { PHP: '67.5', INR: '103.5', VND: '30800', CHF: '0.935', USD: '1.17', IDR: '19500', MYR: '4.94' },
};
const dayRate: PayRange = { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' };

describe('formatApproximatePay (PUB-19)', () => {
  it('writes the range in the candidate’s currency as the job’s own range is written', () => {
    expect(formatApproximatePay(dayRate, 'PHP', rates)).toBe('≈ ₱40,500–50,625 per day');
    expect(formatApproximatePay(dayRate, 'PHP', rates, { style: 'short' })).toBe('≈ ₱40,500–50,625 / day');
    expect(formatApproximatePay(dayRate, 'INR', rates)).toBe('≈ ₹62,100–77,625 per day');
    // Currencies without a symbol in English keep their code; Intl puts a no-break space after it.
    expect(formatApproximatePay(dayRate, 'MYR', rates)).toBe('≈ MYR\u00a02,964–3,705 per day');
  });

  it('keeps one amount when the range is one amount, and converts between two non-euro currencies', () => {
    expect(formatApproximatePay({ ...dayRate, max: 60_000 }, 'VND', rates)).toBe('≈ ₫18,480,000 per day');
    // CHF 1,000 a day → €1,069.52… → ₱72,192.51… → ₱72,193.
    expect(formatApproximatePay({ min: 100_000, max: 100_000, currency: 'CHF', unit: 'day' }, 'PHP', rates)).toBe('≈ ₱72,193 per day');
  });

  it('shows nothing for the job’s own currency or a currency without a rate', () => {
    expect(formatApproximatePay(dayRate, 'EUR', rates)).toBeNull();
    expect(formatApproximatePay(dayRate, 'THB', rates)).toBeNull();
  });
});

describe('approximatePay', () => {
  it('rounds the exact conversion to whole units of the candidate’s currency', () => {
    // €612.34 × 103.5 = ₹63,377.19 → ₹63,377; €612.35 → ₹63,378.225 → ₹63,378.
    expect(approximatePay({ min: 61_234, max: 61_235, currency: 'EUR', unit: 'hour' }, 'INR', rates)).toEqual({
      min: 6_337_700,
      max: 6_337_800,
      currency: 'INR',
      unit: 'hour',
    });
  });

  it('rounds half up, in whole units, for currencies with and without minor units', () => {
    expect(roundToWholeUnits(4_050_049, 'PHP')).toBe(4_050_000);
    expect(roundToWholeUnits(4_050_050, 'PHP')).toBe(4_050_100);
    expect(roundToWholeUnits(18_480_000, 'VND')).toBe(18_480_000);
  });
});

describe('the rates’ day (GEN-7)', () => {
  it('names the older of the two rates’ days, as dd-MM-yyyy', () => {
    const dates = { PHP: '2026-06-01', CHF: '2025-10-01' };
    expect(ratesDayOf('EUR', 'PHP', dates, '2025-10-01')).toBe('2026-06-01');
    expect(ratesDayOf('CHF', 'PHP', dates, '2025-10-01')).toBe('2025-10-01');
    expect(ratesDayOf('EUR', 'INR', dates, '2025-09-30')).toBe('2025-09-30');
    expect(atRatesOf('2025-10-01')).toBe('at the rates of 01-10-2025');
  });
});
