import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_CURRENCIES, convertMinor } from '@careers/shared';
import { listExchangeRates, readExchangeRates } from '../../../src/domains/rates/index.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('exchange rates (docs/decisions/041)', () => {
  it('starts with a dated seed rate for every candidate currency but the euro', async () => {
    const rows = await listExchangeRates(ctx.database.db);
    expect(rows.map((row) => row.currency).sort()).toEqual(CANDIDATE_CURRENCIES.filter((c) => c !== 'EUR').sort());
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['seed']));
    const rates = await readExchangeRates(ctx.database.db);
    expect(rates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // €600 a day in pesos at the stored rate, exactly: 60000 cents × 67.5 = 4,050,000 centavos.
    expect(convertMinor(60_000, 'EUR', 'PHP', rates)).toBe(4_050_000);
  });
});
