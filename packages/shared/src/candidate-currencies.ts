/**
 * Pay in the candidate's currency (docs/decisions/041): the currencies a candidate may choose to read
 * amounts in or state an expected rate in (ISO 4217), the target countries' first, then the jobs' own.
 * Apart from the conversion (`./exchange-rates.ts`): the careers filters on the landing route need only
 * the list, and that route's initial JS has a budget (PUB-17).
 */
export const CANDIDATE_CURRENCIES = [
  'INR',
  'PHP',
  'VND',
  'MYR',
  'IDR',
  'THB',
  'SGD',
  'LKR',
  'BDT',
  'EUR',
  'USD',
  'CHF',
  'GBP',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
] as const;
export type CandidateCurrency = (typeof CANDIDATE_CURRENCIES)[number];

const CANDIDATE_CURRENCY_SET: ReadonlySet<string> = new Set(CANDIDATE_CURRENCIES);
export const isCandidateCurrency = (code: string): code is CandidateCurrency => CANDIDATE_CURRENCY_SET.has(code);
