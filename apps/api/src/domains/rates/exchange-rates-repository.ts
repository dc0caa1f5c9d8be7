import { asc } from 'drizzle-orm';
import type { ExchangeRates } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { exchangeRates, type ExchangeRateRow } from '../../platform/db/schema/index.js';

/** The stored rates, by currency. */
export async function listExchangeRates(db: DbOrTx): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
}

/**
 * docs/decisions/041: the rates as the shared conversion reads them (`convertMinor`): per euro as exact
 * decimal text, dated by the oldest rate's day (the date a page names must not promise fresher rates
 * than any it used).
 */
export function toExchangeRates(rows: readonly ExchangeRateRow[]): ExchangeRates {
  const perEur: Record<string, string> = {};
  let asOf = '';
  for (const row of rows) {
    perEur[row.currency] = row.perEur;
    if (asOf === '' || row.asOf < asOf) asOf = row.asOf;
  }
  return { asOf, perEur };
}

export async function readExchangeRates(db: DbOrTx): Promise<ExchangeRates> {
  return toExchangeRates(await listExchangeRates(db));
}
