import { describe, expect, it } from 'vitest';
import { convertMinor, parseRate, type ExchangeRates } from './exchange-rates.js';

const rates: ExchangeRates = { asOf: '2026-11-02', perEur: { PHP: '66.5', INR: '101.25', VND: '30500', CHF: '0.94', USD: '1.1' } };

describe('convertMinor', () => {
  it('converts through the euro with the currencies’ own minor units', () => {
    expect(convertMinor(60_000, 'EUR', 'PHP', rates)).toBe(3_990_000); // €600 → ₱39,900.00
    expect(convertMinor(60_000, 'EUR', 'VND', rates)).toBe(18_300_000); // VND has no minor unit
    expect(convertMinor(3_990_000, 'PHP', 'EUR', rates)).toBe(60_000);
    expect(convertMinor(94_000, 'CHF', 'EUR', rates)).toBe(100_000);
  });

  it('rounds half away from zero and keeps the same currency as it is', () => {
    expect(convertMinor(1, 'USD', 'EUR', rates)).toBe(1); // 0.909… cents
    expect(convertMinor(12_345, 'EUR', 'EUR', rates)).toBe(12_345);
  });

  it('says null when a rate is missing', () => {
    expect(convertMinor(100, 'EUR', 'THB', rates)).toBeNull();
  });
});

describe('parseRate', () => {
  it('reads up to six decimals and refuses the rest', () => {
    expect(parseRate('89.5123')).toBe(89_512_300n);
    expect(parseRate('1')).toBe(1_000_000n);
    expect(parseRate('0')).toBeNull();
    expect(parseRate('1.1234567')).toBeNull();
    expect(parseRate('-2')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
  });
});
