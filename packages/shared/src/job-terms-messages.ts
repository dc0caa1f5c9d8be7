import { OPEN_ENDED, OPEN_ENDED_LABEL } from './job-terms-words.js';

/**
 * PUB-18 and REC-24 (docs/decisions/038): every text a user sees about a job's terms (pay, engagement,
 * remote eligibility, CET overlap, skills): the posting form's field messages (the same in the browser
 * and the API's 400s), the publish rule's message and the labels the careers pages show.
 */
export const JOB_TERMS_MESSAGES = {
  // Field messages (the posting form and the API's 400s).
  payMinRequired: 'Minimum pay is required',
  payMaxRequired: 'Maximum pay is required',
  payAmountInvalid: 'Pay must be a positive amount with at most 2 decimals',
  payAmountTooLarge: 'Pay must not exceed 1,000,000,000',
  payMaxBelowMin: 'Maximum pay must not be less than the minimum',
  payCurrencyInvalid: 'Currency is required',
  payUnitInvalid: 'Pay unit is required',
  startDateInvalid: 'Start date must be a date in the form yyyy-MM-dd',
  startDatePast: 'Start date cannot be in the past',
  durationInvalid: 'Duration must be a whole number of months from 1 to 60, or open-ended',
  hoursPerWeekInvalid: 'Hours per week must be a whole number from 1 to 60',
  countryInvalid: 'Choose countries from the list',
  countriesRequired: 'Choose at least one country applicants may work from',
  countriesTooMany: 'Choose at most 60 countries',
  cetOverlapInvalid: 'CET overlap must be a whole number of hours from 0 to 8',
  skillInvalid: 'Choose skills from the catalogue',
  skillsTooMany: 'Choose at most 15 skills in each list',
  skillsRequiredAndNice: 'A skill cannot be both required and nice to have',
  // REC-24: publishing (posting or reopening) needs a pay range.
  payRequiredToPublish: 'A pay range (minimum, maximum, currency and unit) is required to publish a job',
  closingDatePassedToReopen: 'The closing date has passed: choose a new closing date to reopen the job',
  payRequiredToKeepOpen: 'An open job must keep its pay range: close the job first to remove it',
  // Labels (the posting form, job cards and the job page).
  payLabel: 'Pay',
  payMinLabel: 'Minimum',
  payMaxLabel: 'Maximum',
  currencyLabel: 'Currency',
  payUnitLabel: 'Per',
  startDateLabel: 'Start date',
  durationLabel: 'Duration (months)',
  openEndedLabel: OPEN_ENDED_LABEL,
  hoursPerWeekLabel: 'Hours per week',
  countriesLabel: 'Applicants may work from',
  cetOverlapLabel: 'Overlap with CET working hours (hours)',
  skillsRequiredLabel: 'Required skills',
  skillsNiceLabel: 'Nice-to-have skills',
  roleLocationLabel: 'This role',
  engagementLabel: 'Engagement',
  skillsLabel: 'Skills',
  companyLocationLabel: 'Company',
  startsAsap: 'Start as soon as possible',
  openEnded: OPEN_ENDED,
  payNotStated: 'Pay not stated',
} as const;

/** "4 h overlap with CET" (PUB-18). */
export const cetOverlapText = (hours: number) => (hours === 0 ? 'No CET overlap required' : `${hours} h overlap with CET`);
