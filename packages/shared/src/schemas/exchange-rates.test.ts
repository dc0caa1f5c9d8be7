import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATE_MESSAGES as M } from '../exchange-rates-messages.js';
import { exchangeRatesUpdateSchema } from './exchange-rates.js';

/** 10:00 UTC on 10 June 2026: the latest "today" anywhere on Earth is still 10 June (UTC+14 reaches midnight at 10:00). */
const now = () => new Date('2026-06-10T09:00:00Z');
const schema = exchangeRatesUpdateSchema(now);
const messages = (body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the rates’ update (REC-25, GEN-6)', () => {
  it('takes rates as decimal text with up to six places, each with its day', () => {
    expect(messages({ rates: [{ currency: 'PHP', per_eur: '66.25', as_of: '2026-06-10' }] })).toEqual([]);
    expect(messages({ rates: [{ currency: 'VND', per_eur: '30512.123456', as_of: '2025-10-01' }] })).toEqual([]);
  });

  it('names each problem on its field', () => {
    expect(
      messages({
        rates: [
          { currency: 'EUR', per_eur: '1', as_of: '2026-06-01' },
          { currency: 'PHP', per_eur: '66.1234567', as_of: '2026-02-30' },
          { currency: 'INR', per_eur: '0', as_of: '2026-06-12' },
          { currency: 'USD', per_eur: 1.1, as_of: '01-06-2026' },
        ],
      }),
    ).toEqual([
      `rates.0.currency: ${M.currencyInvalid}`,
      `rates.1.per_eur: ${M.rateInvalid}`,
      `rates.1.as_of: ${M.asOfInvalid}`,
      `rates.2.per_eur: ${M.rateInvalid}`,
      `rates.2.as_of: ${M.asOfFuture}`,
      `rates.3.per_eur: ${M.rateInvalid}`,
      `rates.3.as_of: ${M.asOfInvalid}`,
    ]);
  });

  it('reads "today" from the clock it is given, as the latest date anywhere on Earth', () => {
    // 10:30 UTC: in Kiribati (UTC+14) it is already 11 June.
    const later = exchangeRatesUpdateSchema(() => new Date('2026-06-10T10:30:00Z'));
    expect(later.safeParse({ rates: [{ currency: 'PHP', per_eur: '66', as_of: '2026-06-11' }] }).success).toBe(true);
    expect(messages({ rates: [{ currency: 'PHP', per_eur: '66', as_of: '2026-06-11' }] })).toEqual([`rates.0.as_of: ${M.asOfFuture}`]);
  });

  it('wants at least one rate, each currency once, and nothing else', () => {
    expect(messages({ rates: [] })).toEqual([`rates: ${M.ratesRequired}`]);
    const php = { currency: 'PHP', per_eur: '66', as_of: '2026-06-01' };
    expect(messages({ rates: [php, php] })).toEqual([`rates.1.currency: ${M.currencyRepeated}`]);
    expect(messages({ rates: [php], note: 'x' })).toHaveLength(1);
  });
});
