import { currencyDigits, minorToMajor } from './job-terms.js';
import { formatDate } from './format-date.js';
import type { ExpectedRate, ProfileTerms } from './profile-terms.js';

/**
 * PRO-20 and REC-10 (docs/decisions/042): every text a user sees about a candidate's terms: the profile
 * form's field messages (the same in the browser and the API's 400s), its labels and hints, and the
 * talent pool's filters and facts.
 */
export const PROFILE_TERMS_MESSAGES = {
  // Field messages (the profile form and the API's 400s).
  skillInvalid: 'Choose skills from the catalogue',
  skillDuplicate: 'Each skill may be listed once',
  skillsTooMany: 'Choose at most 30 skills',
  yearsInvalid: 'Years must be a whole number from 0 to 50',
  rateAmountRequired: 'Enter your minimum rate',
  rateAmountInvalid: 'Rate must be a positive amount with at most the currency’s decimals',
  rateAmountTooLarge: 'Rate must not exceed 1,000,000,000',
  rateCurrencyInvalid: 'Choose a currency from the list',
  rateUnitInvalid: 'Choose hour, day, month or year',
  availableFromInvalid: 'Available from must be a date in the form yyyy-MM-dd',
  hoursPerWeekInvalid: 'Hours per week must be a whole number from 1 to 60',
  noticeInvalid: 'Notice period must be a whole number of weeks from 0 to 26',
  countryInvalid: 'Choose a country from the list',
  timeZoneInvalid: 'Choose a time zone from the list',
  // The profile's section.
  sectionTitle: 'Skills and availability',
  sectionIntro: 'What you offer and on which terms. Recruiters can search on it when your profile is in the talent pool.',
  editTitle: 'Skills and Availability',
  skillsLabel: 'Skills',
  skillSearchLabel: 'Add a skill',
  yearsLabel: (skill: string) => `Years of ${skill}`,
  yearsShort: 'Years',
  yearsUnit: 'yrs',
  removeSkill: (skill: string) => `Remove ${skill}`,
  noSkills: 'No skills added yet',
  rateLabel: 'Expected rate (minimum)',
  rateAmountLabel: 'Minimum rate',
  rateCurrencyLabel: 'Currency',
  rateUnitLabel: 'Per',
  availableFromLabel: 'Available from',
  hoursPerWeekLabel: 'Hours per week',
  noticeLabel: 'Notice period (weeks)',
  countryLabel: 'Country of residence',
  timeZoneLabel: 'Time zone',
  timeZoneSearchPlaceholder: 'Search time zones (e.g. Manila, Kolkata)',
  timeZoneProposed: 'Proposed from this browser: check it and save',
  noTimeZoneFound: 'No time zone matches',
  notGiven: 'Not given',
  saved: 'Skills and availability updated successfully',
  empty: 'Add your skills, rate and availability so that recruiters can find you for the right projects.',
  emptyAction: 'Add skills and availability',
  // The applicants' side panel (REC-19): the candidate's terms as a recruiter reads them.
  availabilityLabel: 'Availability',
  panelNothingGiven: 'No skills, rate or availability given on this profile yet.',
  // The talent pool's filters and facts (REC-10).
  filterSkills: 'Skills',
  filterMaxRate: 'Maximum rate',
  filterRateCurrency: 'Rate currency',
  filterRateUnit: 'Rate per',
  filterAvailableBy: 'Available by',
  filterOverlap: 'CET overlap at least',
  filterCountry: 'Country of residence',
  anyCountry: 'Any country',
  anyOverlap: 'Any overlap',
  overlapOption: (hours: number) => `${hours} h of 09:00–18:00 CET`,
  maxRateInvalid: 'Maximum rate must be a positive amount',
  availableByInvalid: 'Available by must be a date in the form yyyy-MM-dd',
  overlapInvalid: 'Overlap must be a whole number of hours from 1 to 8',
  rateUnitsNote: 'Rates in other units are compared at 8 hours a day, 20 days a month and 12 months a year.',
} as const;

/** "From ₱30,000 per day" (PRO-20): the least the candidate asks, whole amounts without decimals. */
export function expectedRateText(rate: ExpectedRate): string {
  const digits = currencyDigits(rate.currency);
  const whole = rate.min % 10 ** digits === 0;
  const amount = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: rate.currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(minorToMajor(rate.min, rate.currency));
  return `From ${amount} per ${rate.unit}`;
}

/** Facts shown about the terms. */
export const overlapHoursText = (hours: number) => `${hours} h overlap with CET working hours`;
export const noticeText = (weeks: number) => (weeks === 0 ? 'No notice period' : `${weeks} week${weeks === 1 ? '' : 's'}’ notice`);
export const hoursPerWeekText = (hours: number) => `${hours} h/week`;
export const yearsText = (years: number) => (years === 0 ? 'under a year' : `${years} yr${years === 1 ? '' : 's'}`);

/** PRO-20: "From 01-07-2026 · 40 h/week · 2 weeks’ notice" (GEN-7 dates), or '' when nothing is said. */
export function availabilityText(terms: Pick<ProfileTerms, 'available_from' | 'hours_per_week' | 'notice_period_weeks'>): string {
  return [
    terms.available_from ? `From ${formatDate(terms.available_from)}` : null,
    terms.hours_per_week !== null ? hoursPerWeekText(terms.hours_per_week) : null,
    terms.notice_period_weeks !== null ? noticeText(terms.notice_period_weeks) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
