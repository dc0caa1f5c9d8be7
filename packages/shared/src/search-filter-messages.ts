/**
 * PUB-20, ALR-9 (docs/decisions/044): every text a user sees about the careers filters for pay, the
 * country a candidate works from and skills: the API's 400s (the same in the browser), the filter area's
 * labels and help, and how a job alert names these filters.
 */
export const SEARCH_FILTER_MESSAGES = {
  // The API's 400s (GET /api/getJobOpenings, POST /api/job-alerts).
  minPayInvalid: 'Minimum pay must be a positive amount, e.g. 5000 or 5,000.50, with at most the currency’s decimals',
  minPayTooLarge: 'Minimum pay must not exceed 1,000,000,000',
  minPayCurrencyRequired: 'Choose the currency of the minimum pay (currency=INR, EUR, …)',
  minPayUnitRequired: 'Choose what the minimum pay is for (unit=hour, day, month or year)',
  minPayRequired: 'currency and unit go with minPay: give the minimum pay too, or leave them out',
  currencyInvalid: 'currency must be one of: INR, PHP, VND, MYR, IDR, THB, SGD, LKR, BDT, EUR, USD, CHF, GBP, SEK, NOK, DKK, PLN',
  unitInvalid: 'unit must be one of: hour, day, month, year',
  workFromInvalid: 'workFrom must be a country code (ISO 3166-1 alpha-2, e.g. PH or IN)',
  skillsInvalid: (id: string) => `Unknown skill: ${id}. Skills are catalogue ids, separated by commas (e.g. azure,terraform)`,
  skillsTooMany: 'Choose at most 10 skills',
  skillsListInvalid: 'skills must be a list of catalogue ids, e.g. ["azure", "terraform"]',
  // The careers filter area (PUB-20).
  moreFilters: 'Pay, country and skills',
  minPayLabel: 'Minimum pay',
  minPayPlaceholder: 'e.g. 5,000',
  currencyLabel: 'Currency',
  unitLabel: 'Per',
  unitOptions: { hour: 'hour', day: 'day', month: 'month', year: 'year' },
  minPayHelp:
    'A job’s maximum pay at the day’s exchange rates, counting 8 hours a day, 20 days a month and 12 months a year. Jobs without pay are left out.',
  workFromLabel: 'I can work from …',
  workFromAny: 'Any country',
  workFromHelp: 'Remote jobs open to applicants living in this country.',
  skillsLabel: 'Skills',
  skillsPlaceholder: 'Add a skill, e.g. Intune',
  skillsHelp: 'Jobs that ask for every skill chosen, as required or nice to have.',
  skillsNone: 'No skill of that name',
  skillsChosen: 'Skills chosen',
  removeSkill: (name: string) => `Remove ${name}`,
  clearFilters: 'Clear pay, country and skills',
  apply: 'Apply',
  // How the filters read in words: the job alerts tab and the alert e-mails (ALR-9).
  minPayWords: (amount: string, unit: string) => `At least ${amount} per ${unit}`,
  workFromWords: (country: string) => `I can work from ${country}`,
  skillsWords: (names: string) => `Skills: ${names}`,
  /** ALR-8: an e-mail names the currency and unit (from lists) but never the amount typed. */
  minPayMailWords: (currency: string, unit: string) => `A minimum pay in ${currency} per ${unit} (the amount is not shown in this e-mail)`,
  minPayMailSummary: 'a minimum pay',
} as const;
