import type { CandidateCurrency } from './candidate-currencies.js';
import type { PayUnit } from './job-terms.js';

/**
 * A candidate's terms (docs/decisions/042): what a freelancer states so that recruiters can search on it
 * and the fit (docs/decisions/043) can be explained. Field names follow the job terms' (snake_case, as
 * the API's JSON); skills are ids of the skills catalogue (`skills-catalogue.ts`), amounts are integers
 * in minor units of the currency, days are yyyy-MM-dd, the country is ISO 3166-1 alpha-2 and the time
 * zone an IANA name.
 */
export interface ProfileSkill {
  /** An id of the skills catalogue. */
  skill: string;
  /** Years of use, whole years (0 = under a year), or null when not said. */
  years: number | null;
}

/** The least the candidate asks for, per time unit. */
export interface ExpectedRate {
  min: number;
  currency: CandidateCurrency;
  unit: PayUnit;
}

export interface ProfileTerms {
  skills: ProfileSkill[];
  expected_rate: ExpectedRate | null;
  available_from: string | null;
  hours_per_week: number | null;
  notice_period_weeks: number | null;
  country_of_residence: string | null;
  time_zone: string | null;
}
