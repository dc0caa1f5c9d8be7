import {
  CANDIDATE_CURRENCIES,
  EXCHANGE_RATE_MESSAGES as M,
  type ExchangeRateRow as ExchangeRateView,
  type ExchangeRatesAdmin,
  type ExchangeRatesUpdate,
  type PublicExchangeRates,
} from '@careers/shared';
import type { PublicCache } from '../../platform/cache/public-cache.js';
import { afterCommit, createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { createRateRepositories, toExchangeRates, type ExchangeRateListing } from './exchange-rates-repository.js';

/** A stored numeric(18, 6) as people write it: "67.500000" → "67.5", "30800.000000" → "30800". */
export const rateText = (stored: string): string => (stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored);

/** The admins' page lists the currencies as candidates are offered them: the target countries' first (`CANDIDATE_CURRENCIES`). */
const order: readonly string[] = CANDIDATE_CURRENCIES;
const byCandidateOrder = (a: { currency: string }, b: { currency: string }) => order.indexOf(a.currency) - order.indexOf(b.currency);

/** The oldest rate's day ('' with no rates). */
const oldestDay = (rows: readonly { asOf: string }[]) =>
  rows.reduce((oldest, row) => (oldest === '' || row.asOf < oldest ? row.asOf : oldest), '');

function toView(row: ExchangeRateListing): ExchangeRateView {
  return {
    currency: row.currency,
    per_eur: rateText(row.perEur),
    as_of: row.asOf,
    source: row.source,
    updated_by: row.source === 'admin' ? row.updatedByName : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ExchangeRatesServiceDeps {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate'>;
}

/**
 * docs/decisions/041: the exchange rates admins maintain (REC-25) and the careers pages convert pay with
 * (PUB-19). Nothing is fetched from outside: the rates are what an admin stored, the migration's dated
 * starting values until then.
 */
export function createExchangeRatesService({ db, clock, publicCache }: ExchangeRatesServiceDeps) {
  const repos = createRepositoryStore(db, createRateRepositories);

  async function adminView(message?: string): Promise<ExchangeRatesAdmin> {
    const rows = await repos.exchangeRates.listWithMembers();
    return {
      ...(message ? { message } : {}),
      as_of: oldestDay(rows),
      reviewed: rows.every((row) => row.source === 'admin'),
      rates: rows.sort(byCandidateOrder).map(toView),
    };
  }

  return {
    /** PUB-19: what the careers pages convert with (the public read, kept in the public cache). */
    async publicRates(): Promise<PublicExchangeRates> {
      const rows = await repos.exchangeRates.list();
      const { asOf, perEur } = toExchangeRates(rows);
      const rates: Record<string, string> = {};
      for (const [currency, stored] of Object.entries(perEur)) rates[currency] = rateText(stored);
      return {
        as_of: asOf,
        rates,
        dates: Object.fromEntries(rows.map((row) => [row.currency, row.asOf])),
        reviewed: rows.every((row) => row.source === 'admin'),
      };
    },

    /** REC-25: every rate with its day and who set it when. */
    adminRates: () => adminView(),

    /**
     * REC-25: store the rates `userId` set, together (one transaction), as set by them now. Once it
     * commits the public answers are dropped here and in the other processes (docs/decisions/012), so
     * the careers pages convert with the new rates at the next request.
     */
    async setRates(userId: number, input: ExchangeRatesUpdate): Promise<ExchangeRatesAdmin> {
      const now = clock.now();
      await repos.transaction(async (tx, txDb) => {
        for (const rate of input.rates)
          await tx.exchangeRates.set({ currency: rate.currency, perEur: rate.per_eur.trim(), asOf: rate.as_of }, userId, now);
        await afterCommit(txDb, () => publicCache.invalidate());
      });
      const [only] = input.rates;
      return adminView(input.rates.length === 1 && only ? M.saved(only.currency) : M.savedMany(input.rates.length));
    },
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
