import { z } from 'zod';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import { PAY_MAJOR_MAX, PAY_UNITS, currencyDigits } from '../job-terms.js';
import { isCountryCode } from '../countries.js';
import { PROFILE_TERMS_MESSAGES as T } from '../profile-terms-messages.js';
import type { ProfileTerms } from '../profile-terms.js';
import { skillById } from '../skills-catalogue.js';
import { canonicalTimeZone } from '../time-zones.js';
import { isIsoDate } from './jobs.js';

/** PRO-20: the most skills a profile lists, and the years of use one may state. */
export const PROFILE_SKILLS_MAX = 30;
export const SKILL_YEARS_MAX = 50;
export const PROFILE_HOURS_MIN = 1;
export const PROFILE_HOURS_MAX = 60;
export const NOTICE_WEEKS_MAX = 26;

/** Undefined, '' or null is "not said" (null); anything else must be a whole number in range (NaN, typed junk, is not). */
const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
  );

export const profileSkillSchema = z
  .object({
    skill: z.string({ error: T.skillInvalid }).refine((id) => skillById(id) !== undefined, { error: T.skillInvalid }),
    years: optionalWhole(0, SKILL_YEARS_MAX, T.yearsInvalid).default(null),
  })
  .strict();

/** PRO-20: the least a candidate asks for, in minor units of a candidate currency (exact integers, never floats). */
export const expectedRateSchema = z
  .object({
    min: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? T.rateAmountRequired : T.rateAmountInvalid,
      })
      .int({ error: T.rateAmountInvalid })
      .positive({ error: T.rateAmountInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: T.rateAmountTooLarge }),
    currency: z.enum(CANDIDATE_CURRENCIES, { error: T.rateCurrencyInvalid }),
    unit: z.enum(PAY_UNITS, { error: T.rateUnitInvalid }),
  })
  .strict()
  .superRefine((rate, ctx) => {
    if (rate.min > PAY_MAJOR_MAX * 10 ** currencyDigits(rate.currency))
      ctx.addIssue({ code: 'custom', path: ['min'], message: T.rateAmountTooLarge });
  });

const nullableText = (check: (value: string) => boolean, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.string({ error: message }).refine(check, { error: message }).nullable(),
  );

const spelt = (zone: string): string => {
  const canonical = canonicalTimeZone(zone) ?? zone;
  return canonical.toLowerCase() === zone.toLowerCase() ? canonical : zone;
};

/**
 * PRO-20, docs/decisions/042: a candidate's terms as the profile form and PUT /api/profile/terms take
 * them (`ProfileTerms`): skills from the catalogue, each once, with years 0–50; the expected rate or
 * null; available from (yyyy-MM-dd), hours per week 1–60, notice 0–26 weeks, the country of residence
 * (ISO 3166-1 alpha-2) and an IANA time zone, each null when not said. A field left out is null.
 */
export const profileTermsSchema = z
  .object({
    skills: z
      .array(profileSkillSchema, { error: T.skillInvalid })
      .max(PROFILE_SKILLS_MAX, { error: T.skillsTooMany })
      .default([])
      .superRefine((skills, ctx) => {
        const seen = new Set<string>();
        skills.forEach((entry, i) => {
          if (seen.has(entry.skill)) ctx.addIssue({ code: 'custom', path: [i, 'skill'], message: T.skillDuplicate });
          seen.add(entry.skill);
        });
      }),
    expected_rate: expectedRateSchema.nullable().default(null),
    available_from: nullableText(isIsoDate, T.availableFromInvalid).default(null),
    hours_per_week: optionalWhole(PROFILE_HOURS_MIN, PROFILE_HOURS_MAX, T.hoursPerWeekInvalid).default(null),
    notice_period_weeks: optionalWhole(0, NOTICE_WEEKS_MAX, T.noticeInvalid).default(null),
    country_of_residence: nullableText(isCountryCode, T.countryInvalid).default(null),
    // Any name Intl knows, kept as chosen ('Asia/Kolkata' stays, though Node's Intl calls it 'Asia/Calcutta'),
    // spelt as Intl spells it ('asia/manila' is 'Asia/Manila').
    time_zone: nullableText((zone) => canonicalTimeZone(zone) !== null, T.timeZoneInvalid)
      .transform((zone) => (zone === null ? null : spelt(zone)))
      .default(null),
  })
  .strict();
export type ProfileTermsInput = z.input<typeof profileTermsSchema>;

/**
 * The profile form's schema: the same rules, with a rate whose amount was left empty read as no rate
 * (the form always holds a currency and a unit; the API takes `expected_rate: null`).
 */
export const profileTermsFormSchema = profileTermsSchema.extend({
  expected_rate: z
    .object({ min: z.number().or(z.nan()), currency: z.string(), unit: z.string() })
    .transform((rate) => (Number.isNaN(rate.min) ? null : rate))
    .pipe(expectedRateSchema.nullable()),
});
export type ProfileTermsForm = z.input<typeof profileTermsFormSchema>;

/** What the API answers: the stored terms (the shared `ProfileTerms`). */
export const profileTermsResponseSchema = z.object({
  skills: z.array(z.object({ skill: z.string(), years: z.number().int().nullable() })),
  expected_rate: z.object({ min: z.number().int(), currency: z.enum(CANDIDATE_CURRENCIES), unit: z.enum(PAY_UNITS) }).nullable(),
  available_from: z.string().nullable(),
  hours_per_week: z.number().int().nullable(),
  notice_period_weeks: z.number().int().nullable(),
  country_of_residence: z.string().nullable(),
  time_zone: z.string().nullable(),
}) satisfies z.ZodType<ProfileTerms>;

export const updateProfileTermsResponseSchema = z.object({ message: z.string(), terms: profileTermsResponseSchema });
export type UpdateProfileTermsResponse = z.infer<typeof updateProfileTermsResponseSchema>;

/** A profile with nothing said. */
export const EMPTY_PROFILE_TERMS: ProfileTerms = {
  skills: [],
  expected_rate: null,
  available_from: null,
  hours_per_week: null,
  notice_period_weeks: null,
  country_of_residence: null,
  time_zone: null,
};

/** Whether a profile says anything of its terms (the profile card and the applicant panel show one line if not). */
export const hasProfileTerms = (terms: ProfileTerms): boolean =>
  terms.skills.length > 0 ||
  terms.expected_rate !== null ||
  terms.available_from !== null ||
  terms.hours_per_week !== null ||
  terms.notice_period_weeks !== null ||
  terms.country_of_residence !== null ||
  terms.time_zone !== null;
