import { asc, eq } from 'drizzle-orm';
import type { ExchangeRates } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/transactions.js';
import { exchangeRates, users, type ExchangeRateRow } from '../../platform/db/schema/index.js';

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

/** A stored rate with the name of the member who set it (null: a starting value, or an account that is gone). */
export interface ExchangeRateListing extends ExchangeRateRow {
  updatedByName: string | null;
}

/** One rate to store, as an admin set it (REC-25). */
export interface ExchangeRateChange {
  currency: string;
  perEur: string;
  asOf: string;
}

/** REC-25: the admins' reads and writes of the rates. */
export function createExchangeRatesRepository(db: DbOrTx) {
  return {
    list: () => listExchangeRates(db),

    async listWithMembers(): Promise<ExchangeRateListing[]> {
      const rows = await db
        .select({ rate: exchangeRates, firstName: users.firstName, lastName: users.lastName })
        .from(exchangeRates)
        .leftJoin(users, eq(users.id, exchangeRates.updatedBy))
        .orderBy(asc(exchangeRates.currency));
      return rows.map(({ rate, firstName, lastName }) => ({
        ...rate,
        updatedByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      }));
    },

    /** Store `change` as set by `userId` at `now` (a currency without a row yet gets one). */
    async set(change: ExchangeRateChange, userId: number, now: Date): Promise<void> {
      const values = { perEur: change.perEur, asOf: change.asOf, source: 'admin' as const, updatedBy: userId, updatedAt: now };
      await db
        .insert(exchangeRates)
        .values({ currency: change.currency, ...values })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: values });
    },
  };
}
export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;

/** The rates domain's repositories on one connection or transaction. */
export function createRateRepositories(db: DbOrTx) {
  return { exchangeRates: createExchangeRatesRepository(db) };
}
