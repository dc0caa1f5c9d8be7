import { z } from 'zod';
import { latestToday, localIsoDay } from '../dates.js';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import { parseRate } from '../exchange-rates.js';
import { EXCHANGE_RATE_MESSAGES as M } from '../exchange-rates-messages.js';
import { text } from './common.js';
import { isIsoDate } from './jobs.js';
import type { Now } from './profile.js';

/** docs/decisions/041: the currencies with a stored rate: every candidate currency but the euro (1 by definition). */
export const RATE_CURRENCIES = CANDIDATE_CURRENCIES.filter((code) => code !== 'EUR');
const RATE_CURRENCY_SET: ReadonlySet<string> = new Set(RATE_CURRENCIES);
export const isRateCurrency = (code: string): boolean => RATE_CURRENCY_SET.has(code);

/**
 * PUB-19: GET /api/exchange-rates, what the careers pages convert with. `rates`: units per euro as exact
 * decimal text (`convertMinor` reads them), `dates`: each rate's day, `as_of`: the oldest of them (every
 * rate is at least this recent), `reviewed`: no rate is still a starting value.
 */
export const publicExchangeRatesSchema = z.object({
  as_of: z.string().describe('yyyy-MM-dd: the oldest rate’s day'),
  rates: z.record(z.string(), z.string()).describe('Units of each currency one euro buys, as decimal text (up to 6 places)'),
  dates: z.record(z.string(), z.string()).describe('Each rate’s day, yyyy-MM-dd'),
  reviewed: z.boolean().describe('False while any rate is still a starting value the site was installed with'),
});
export type PublicExchangeRates = z.infer<typeof publicExchangeRatesSchema>;

/** REC-25: one stored rate as the admins' page shows it. */
export const exchangeRateRowSchema = z.object({
  currency: z.string(),
  per_eur: z.string().describe('Decimal text, trailing zeros dropped ("67.5")'),
  as_of: z.string().describe('yyyy-MM-dd'),
  source: z.enum(['seed', 'admin']).describe('seed: a starting value, not yet reviewed; admin: set by a member'),
  /** The member who set it; null for a starting value or a member whose account is gone. */
  updated_by: z.string().nullable(),
  /** ISO 8601 instant. */
  updated_at: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRowSchema>;

/** REC-25: GET and PUT /api/recruiter/exchange-rates. */
export const exchangeRatesAdminSchema = z.object({
  message: z.string().optional(),
  as_of: z.string(),
  reviewed: z.boolean(),
  rates: z.array(exchangeRateRowSchema),
});
export type ExchangeRatesAdmin = z.infer<typeof exchangeRatesAdminSchema>;

/**
 * REC-25: PUT /api/recruiter/exchange-rates, the rates an admin sets (one or several, each with its own
 * day): a rate is a positive decimal with at most 6 places (`parseRate`), its day a real date not after
 * today, "today" being the latest date anywhere on Earth at the server's `now` (an admin in Manila may
 * date a rate by her own today).
 */
export const exchangeRatesUpdateSchema = (now: Now = () => new Date()) =>
  z
    .object({
      rates: z
        .array(
          z
            .object({
              currency: text({ error: M.currencyInvalid }).refine(isRateCurrency, { error: M.currencyInvalid }),
              per_eur: text({ error: M.rateInvalid }).refine((value) => parseRate(value) !== null, { error: M.rateInvalid }),
              as_of: text({ error: M.asOfInvalid })
                .refine(isIsoDate, { error: M.asOfInvalid, abort: true })
                .refine((value) => value <= localIsoDay(latestToday(now())), { error: M.asOfFuture }),
            })
            .strict(),
        )
        .min(1, { error: M.ratesRequired })
        .max(RATE_CURRENCIES.length, { error: M.currencyRepeated })
        .superRefine((rates, ctx) => {
          const seen = new Set<string>();
          rates.forEach((rate, index) => {
            if (seen.has(rate.currency)) ctx.addIssue({ code: 'custom', message: M.currencyRepeated, path: [index, 'currency'] });
            seen.add(rate.currency);
          });
        }),
    })
    .strict();
export type ExchangeRatesUpdate = z.output<ReturnType<typeof exchangeRatesUpdateSchema>>;
