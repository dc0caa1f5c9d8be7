/**
 * docs/decisions/041: the words of pay in the candidate's currency (PUB-19) and of the admins' exchange
 * rates page (REC-25), with the messages of the rates' update (GEN-6: each names what to do).
 */

/** The currencies' names as the pages write them (English, ISO 4217). */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  INR: 'Indian rupee',
  PHP: 'Philippine peso',
  VND: 'Vietnamese dong',
  MYR: 'Malaysian ringgit',
  IDR: 'Indonesian rupiah',
  THB: 'Thai baht',
  SGD: 'Singapore dollar',
  LKR: 'Sri Lankan rupee',
  BDT: 'Bangladeshi taka',
  EUR: 'Euro',
  USD: 'US dollar',
  CHF: 'Swiss franc',
  GBP: 'British pound',
  SEK: 'Swedish krona',
  NOK: 'Norwegian krone',
  DKK: 'Danish krone',
  // As the ECB writes it: an English page then needs no Latin Extended font file on the landing (PUB-17).
  PLN: 'Polish zloty',
};
export const currencyName = (code: string): string => CURRENCY_NAMES[code] ?? code;

export const EXCHANGE_RATE_MESSAGES = {
  // --- PUB-19: the candidate's side ---
  showPayIn: 'Show pay in',
  /** The selector's first option: amounts only as the job states them. */
  jobCurrency: "Job's own currency",
  /** "≈ ₱40,500–50,625 / day", beside the job's own range. */
  approximately: 'approximately',
  atRatesOf: (day: string) => `at the rates of ${day}`,
  /** What the selector tells a screen reader about the "≈" amounts. */
  selectorHint: 'Pay is also shown approximately in this currency, converted at the rates the site keeps.',

  // --- REC-25: the admins' page ---
  pageTitle: 'Exchange rates',
  intro:
    'Pay on the careers pages is also shown approximately in the currency a candidate chooses, converted with these rates. Nothing is fetched from outside: the rates are what you set here.',
  loading: 'Loading the exchange rates...',
  loadFailed: 'The exchange rates could not be loaded.',
  tableLabel: 'Exchange rates per euro',
  columns: {
    currency: 'Currency',
    perEur: 'Units per €1',
    asOf: 'As of',
    changed: 'Last changed',
    actions: 'Actions',
  },
  seedNoticeTitle: 'Starting values, not yet reviewed',
  /** "16 rates are still the starting values the site was installed with, dated" + the day. */
  seedNoticeLead: (count: number) =>
    `${count === 1 ? 'One rate is' : `${count} rates are`} still the starting values the site was installed with, dated`,
  seedNoticeAction: (count: number) =>
    `Check ${count === 1 ? 'it' : 'them'} against a reference (e.g. the European Central Bank's euro reference rates) and save today's ${count === 1 ? 'rate' : 'rates'}.`,
  allReviewed: (day: string) => `Every rate has been set by an admin. Candidates see the rates of ${day} and later.`,
  startingValue: 'Starting value',
  changedBy: (name: string, when: string) => `${name}, ${when}`,
  changedByFormerMember: (when: string) => `A former member, ${when}`,
  edit: 'Edit',
  editLabel: (code: string) => `Edit the rate of ${code}`,
  editTitle: (code: string, name: string) => `${code}: ${name}`,
  editDescription: 'How many units of this currency one euro buys, and the day the rate is of.',
  rateLabel: (code: string) => `${code} per €1`,
  rateHint: 'A decimal with up to 6 places, e.g. 67.5 or 0.9351.',
  asOfLabel: 'Rate as of',
  preview: (euros: string, converted: string) => `${euros} ≈ ${converted}`,
  save: 'Save rate',
  saved: (code: string) => `The ${code} rate is saved. Candidates see it at once.`,
  savedMany: (count: number) => `${count} exchange rates are saved. Candidates see them at once.`,
  saveFailed: 'The rate could not be saved. Please try again.',

  // --- the update's field messages (GEN-6) ---
  currencyInvalid: 'Choose one of the listed currencies (the euro is always 1)',
  currencyRepeated: 'Give each currency once',
  ratesRequired: 'Give at least one rate',
  rateInvalid: 'Enter the rate as a positive number with up to 6 decimal places, e.g. 67.5',
  asOfInvalid: 'Enter the date of the rate, e.g. 01-10-2025',
  asOfFuture: 'The date of a rate cannot be in the future',
} as const;
