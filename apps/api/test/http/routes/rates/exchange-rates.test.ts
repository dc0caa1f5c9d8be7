import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  EXCHANGE_RATE_MESSAGES as M,
  RATE_CURRENCIES,
  convertMinor,
  publicExchangeRatesSchema,
  type ExchangeRatesAdmin,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { signUpAdmin, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

/**
 * PUB-19, REC-25 (docs/decisions/041): the public exchange rates the careers pages convert pay with,
 * and the admins' read and update of them, on the real database with the migration's starting values.
 */
let ctx: TestContext;
let admin: string;
let recruiter: string;
let candidate: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signUpAdmin(ctx)).token;
  recruiter = (await signUpRecruiter(ctx)).token;
  candidate = (await signUp(ctx)).token;
});
afterAll(() => ctx.close());

const publicRates = (headers: Record<string, string> = {}) => call(ctx, 'GET', '/api/exchange-rates', { headers });
const adminRates = (token = admin) => call(ctx, 'GET', '/api/recruiter/exchange-rates', { token });
const setRates = (rates: { currency: string; per_eur: unknown; as_of: string }[], token = admin) =>
  call(ctx, 'PUT', '/api/recruiter/exchange-rates', { token, payload: { rates } });
const rowOf = (body: ExchangeRatesAdmin, currency: string) => body.rates.find((row) => row.currency === currency);

describe('GET /api/exchange-rates (PUB-19)', () => {
  it('answers anyone the starting values as written, with their day, not yet reviewed', async () => {
    const res = await publicRates();
    expect(res.statusCode).toBe(200);
    const body = publicExchangeRatesSchema.parse(res.json());
    expect(Object.keys(body.rates).sort()).toEqual([...RATE_CURRENCIES].sort());
    expect(body).toMatchObject({ as_of: '2025-10-01', reviewed: false });
    expect(body.rates).toMatchObject({ PHP: '67.5', VND: '30800', CHF: '0.935', INR: '103.5' });
    expect(body.dates.PHP).toBe('2025-10-01');
    // €600 a day in pesos with what a browser receives: exactly ₱40,500.
    expect(convertMinor(60_000, 'EUR', 'PHP', { asOf: body.as_of, perEur: body.rates })).toBe(4_050_000);
  });

  it('is a public answer with an ETag: browsers and shared caches keep it and revalidate (docs/decisions/012)', async () => {
    const first = await publicRates();
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await publicRates({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET and PUT /api/recruiter/exchange-rates (REC-25)', () => {
  it('is for admins: 401 without a token, 403 for a recruiter who is not an admin and for a candidate', async () => {
    expect((await call(ctx, 'GET', '/api/recruiter/exchange-rates')).statusCode).toBe(401);
    for (const token of [recruiter, candidate]) {
      for (const res of [await adminRates(token), await setRates([{ currency: 'PHP', per_eur: '1', as_of: '2026-06-01' }], token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.forbidden });
      }
    }
    expect((await publicRates()).json()).toMatchObject({ rates: { PHP: '67.5' } });
  });

  it('lists every rate with its day, as a starting value nobody has set', async () => {
    const res = await adminRates();
    expect(res.statusCode).toBe(200);
    const body = res.json<ExchangeRatesAdmin>();
    expect(body).toMatchObject({ as_of: '2025-10-01', reviewed: false });
    // The target countries' currencies first, as candidates are offered them.
    expect(body.rates.map((row) => row.currency)).toEqual(RATE_CURRENCIES);
    expect(rowOf(body, 'PHP')).toMatchObject({ per_eur: '67.5', as_of: '2025-10-01', source: 'seed', updated_by: null });
  });

  it('stores an admin’s rate as theirs, now by the app’s clock, and the careers pages convert with it at once', async () => {
    const before = await publicRates();
    const res = await setRates([{ currency: 'PHP', per_eur: '66.25', as_of: '2026-06-09' }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ExchangeRatesAdmin>();
    expect(body.message).toBe(M.saved('PHP'));
    expect(rowOf(body, 'PHP')).toEqual({
      currency: 'PHP',
      per_eur: '66.25',
      as_of: '2026-06-09',
      source: 'admin',
      updated_by: 'Anna Schmidt',
      updated_at: ctx.clock.now().toISOString(),
    });
    // The other rates stay starting values; the table is as old as its oldest rate.
    expect(rowOf(body, 'INR')).toMatchObject({ source: 'seed', as_of: '2025-10-01' });
    expect(body).toMatchObject({ as_of: '2025-10-01', reviewed: false });

    // The cached public answer was dropped: a browser holding the old ETag gets the new rates.
    const after = await publicRates({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const rates = publicExchangeRatesSchema.parse(after.json());
    expect(rates.rates.PHP).toBe('66.25');
    expect(rates.dates.PHP).toBe('2026-06-09');
    expect(convertMinor(60_000, 'EUR', 'PHP', { asOf: rates.as_of, perEur: rates.rates })).toBe(3_975_000);
  });

  it('sets several rates together, and says when every rate has been reviewed', async () => {
    const all = RATE_CURRENCIES.map((currency) => ({
      currency,
      per_eur: currency === 'VND' ? '30512.123456' : '1.5',
      as_of: '2026-06-10',
    }));
    const res = await setRates(all);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ExchangeRatesAdmin>();
    expect(body).toMatchObject({ message: M.savedMany(RATE_CURRENCIES.length), as_of: '2026-06-10', reviewed: true });
    expect(rowOf(body, 'VND')?.per_eur).toBe('30512.123456');
    expect((await publicRates()).json()).toMatchObject({ as_of: '2026-06-10', reviewed: true, rates: { VND: '30512.123456' } });
  });

  it('refuses a rate with more than 6 places, a day after today anywhere on Earth, or the euro, naming each field, and stores nothing', async () => {
    const before = (await adminRates()).json<ExchangeRatesAdmin>();
    // 10:00 UTC: it is already 11 June on Kiribati (UTC+14), not yet 12 June anywhere.
    const res = await setRates([
      { currency: 'INR', per_eur: '104', as_of: '2026-06-11' },
      { currency: 'PHP', per_eur: '66.1234567', as_of: '2026-06-12' },
      { currency: 'EUR', per_eur: '1', as_of: '2026-06-01' },
      { currency: 'USD', per_eur: 1.17, as_of: '2026-06-01' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'rates.1.per_eur', message: M.rateInvalid },
      { field: 'rates.1.as_of', message: M.asOfFuture },
      { field: 'rates.2.currency', message: M.currencyInvalid },
      { field: 'rates.3.per_eur', message: M.rateInvalid },
    ]);
    expect((await adminRates()).json()).toEqual(before);

    // A day later (sessions end meanwhile: a fresh admin), 12 June is a day that has begun somewhere.
    ctx.clock.advance(24 * 3_600_000);
    const nextDay = (await signUpAdmin(ctx)).token;
    const later = await setRates([{ currency: 'PHP', per_eur: '66.123456', as_of: '2026-06-12' }], nextDay);
    expect(later.statusCode, later.body).toBe(200);
    expect(rowOf(later.json<ExchangeRatesAdmin>(), 'PHP')).toMatchObject({ per_eur: '66.123456', as_of: '2026-06-12' });
  });
});
