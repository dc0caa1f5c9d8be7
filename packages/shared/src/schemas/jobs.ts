import { z } from 'zod';
import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES, MAX_PAGE_SIZE } from '../constants.js';
import { text } from './common.js';
import { JOB_TERMS_MESSAGES as T } from '../job-terms-messages.js';
import { PAY_CURRENCIES, PAY_MAJOR_MAX, PAY_UNITS, currencyDigits, parseMajorAmount } from '../job-terms.js';
import { isCountryCode } from '../countries.js';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import { SEARCH_FILTER_MESSAGES as S } from '../search-filter-messages.js';
import { SEARCH_SKILLS_MAX, parseSkillList, type TermsFilters } from '../search-filters.js';
import { skillById } from '../skills-catalogue.js';

/** A yyyy-MM-dd string that is a real calendar day (2025-02-30 is refused: it would roll over). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** An amount in minor units: a positive safe integer (never a float). A form's empty amount (NaN) is missing. */
const minorAmount = (required: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? required : T.payAmountInvalid),
    })
    .int({ error: T.payAmountInvalid })
    .positive({ error: T.payAmountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: T.payAmountTooLarge });

/**
 * PUB-18, docs/decisions/038: a pay range in the currency's minor units (60000 = €600.00), per hour,
 * day, month or year; min ≤ max, neither above PAY_MAJOR_MAX in major units. Profiles reuse it.
 */
export const payRangeSchema = z
  .object({
    min: minorAmount(T.payMinRequired),
    max: minorAmount(T.payMaxRequired),
    currency: z.enum(PAY_CURRENCIES, { error: T.payCurrencyInvalid }),
    unit: z.enum(PAY_UNITS, { error: T.payUnitInvalid }),
  })
  .strict()
  .superRefine((pay, ctx) => {
    const limit = PAY_MAJOR_MAX * 10 ** currencyDigits(pay.currency);
    if (pay.min > limit) ctx.addIssue({ code: 'custom', path: ['min'], message: T.payAmountTooLarge });
    if (pay.max > limit) ctx.addIssue({ code: 'custom', path: ['max'], message: T.payAmountTooLarge });
    if (pay.max < pay.min) ctx.addIssue({ code: 'custom', path: ['max'], message: T.payMaxBelowMin });
  });
export type PayRangeInput = z.infer<typeof payRangeSchema>;

export const SKILLS_PER_LIST_MAX = 15;
export const REMOTE_COUNTRIES_MAX = 60;
const skillList = z
  .array(
    z.string({ error: T.skillInvalid }).refine((id) => skillById(id) !== undefined, { error: T.skillInvalid }),
    {
      error: T.skillInvalid,
    },
  )
  .max(SKILLS_PER_LIST_MAX, { error: T.skillsTooMany })
  .transform((ids) => [...new Set(ids)]);

/**
 * PUB-18, REC-24: a job's terms as the posting form and the API take them (every field optional for
 * clients that predate them; an absent field is empty). `pay` may be null here: publishing needs it
 * (REC-24, checked by the server when a job is posted or reopened). Remote roles name at least one
 * country (ISO 3166-1 alpha-2) applicants may work from; `duration_months` null is open-ended.
 */
export const jobTermsInputShape = {
  pay: payRangeSchema.nullable().default(null),
  start_date: text({ error: T.startDateInvalid })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), { error: T.startDateInvalid })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  duration_months: z
    .number({ error: T.durationInvalid })
    .int({ error: T.durationInvalid })
    .min(1, { error: T.durationInvalid })
    .max(60, { error: T.durationInvalid })
    .nullable()
    .default(null),
  hours_per_week: z
    .number({ error: T.hoursPerWeekInvalid })
    .int({ error: T.hoursPerWeekInvalid })
    .min(1, { error: T.hoursPerWeekInvalid })
    .max(60, { error: T.hoursPerWeekInvalid })
    .nullable()
    .default(null),
  remote_countries: z
    .array(z.string({ error: T.countryInvalid }).refine(isCountryCode, { error: T.countryInvalid }), { error: T.countryInvalid })
    .max(REMOTE_COUNTRIES_MAX, { error: T.countriesTooMany })
    .transform((codes) => [...new Set(codes)])
    .default([]),
  cet_overlap_hours: z
    .number({ error: T.cetOverlapInvalid })
    .int({ error: T.cetOverlapInvalid })
    .min(0, { error: T.cetOverlapInvalid })
    .max(8, { error: T.cetOverlapInvalid })
    .nullable()
    .default(null),
  skills_required: skillList.default([]),
  skills_nice: skillList.default([]),
};

/** The terms alone (the seeds and, later, other forms build on them). */
export const jobTermsInputSchema = z.object(jobTermsInputShape).strict();
/** A job's terms once parsed: what the API stores (PUB-18). */
export type JobTerms = z.output<typeof jobTermsInputSchema>;

/** The cross-field rules of the terms: remote roles name countries; no skill is both required and nice. */
export function checkJobTerms(
  terms: { is_remote: boolean; remote_countries: readonly string[]; skills_required: readonly string[]; skills_nice: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (terms.is_remote && terms.remote_countries.length === 0)
    ctx.addIssue({ code: 'custom', path: ['remote_countries'], message: T.countriesRequired });
  if (terms.skills_nice.some((id) => terms.skills_required.includes(id)))
    ctx.addIssue({ code: 'custom', path: ['skills_nice'], message: T.skillsRequiredAndNice });
}

/** PUB-18: a stored pay range (minor units). */
export const payRangeResponseSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  unit: z.enum(PAY_UNITS),
});

/** PUB-14's job fields: the original ones plus category, location, status and dates. */
export const jobSchema = z.object({
  job_id: z.number().int().positive(),
  job_title: z.string(),
  is_remote: z.boolean(),
  job_type: z.enum(JOB_TYPES),
  department: z.string(),
  job_description: z.string(),
  category: z.enum(JOB_CATEGORIES),
  location: z.string(),
  status: z.enum(JOB_STATUSES),
  /** ISO date, yyyy-MM-dd. */
  posted_date: z.string(),
  /** ISO date, yyyy-MM-dd, or null when open-ended. */
  closing_date: z.string().nullable(),
  /** PUB-18: the pay range in minor units, or null (a job posted before terms existed, REC-24). */
  pay: payRangeResponseSchema.nullable(),
  /** ISO date, yyyy-MM-dd, or null (as soon as possible). */
  start_date: z.string().nullable(),
  /** Whole months, or null when open-ended. */
  duration_months: z.number().int().nullable(),
  hours_per_week: z.number().int().nullable(),
  /** ISO 3166-1 alpha-2 codes of the countries applicants may work from (remote roles). */
  remote_countries: z.array(z.string()),
  /** Hours of overlap with Central European working hours the role needs (0-8), or null. */
  cet_overlap_hours: z.number().int().nullable(),
  /** Skill ids from the catalogue (`packages/shared/src/skills-catalogue.ts`). */
  skills_required: z.array(z.string()),
  skills_nice: z.array(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

const optionalText = text().trim().max(100, 'Search text must not exceed 100 characters').optional();
const positiveIntText = (field: string, max: number) =>
  text()
    .regex(/^\d{1,6}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`));

/**
 * PUB-7 and PUB-20: the careers filters, as query-string parameters (all optional). PUB-20's minimum pay
 * is `minPay` (major units as typed, "5,000") with `currency` and `unit`, all three or none; `workFrom` a
 * country code; `skills` catalogue ids separated by commas (sorted and without repeats once parsed).
 */
export const jobListQuerySchema = z
  .object({
    page: positiveIntText('page', 100_000).optional(),
    pageSize: positiveIntText('pageSize', MAX_PAGE_SIZE).optional(),
    q: optionalText,
    department: optionalText,
    location: optionalText,
    category: z.enum(JOB_CATEGORIES, { error: `category must be one of: ${JOB_CATEGORIES.join(', ')}` }).optional(),
    type: z.enum(JOB_TYPES, { error: `type must be one of: ${JOB_TYPES.join(', ')}` }).optional(),
    minPay: text({ error: S.minPayInvalid }).trim().max(30, { error: S.minPayInvalid }).optional(),
    currency: z.enum(CANDIDATE_CURRENCIES, { error: S.currencyInvalid }).optional(),
    unit: z.enum(PAY_UNITS, { error: S.unitInvalid }).optional(),
    workFrom: text({ error: S.workFromInvalid }).trim().toUpperCase().refine(isCountryCode, { error: S.workFromInvalid }).optional(),
    skills: text()
      .max(1000, { error: S.skillsTooMany })
      .transform((value, ctx) => {
        const parsed = parseSkillList(value);
        if ('unknown' in parsed) {
          ctx.addIssue({ code: 'custom', message: S.skillsInvalid(parsed.unknown.slice(0, 60)) });
          return z.NEVER;
        }
        if (parsed.ids.length > SEARCH_SKILLS_MAX) {
          ctx.addIssue({ code: 'custom', message: S.skillsTooMany });
          return z.NEVER;
        }
        return parsed.ids;
      })
      .optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const amount = query.minPay ?? '';
    if (amount === '') {
      if (query.currency !== undefined || query.unit !== undefined)
        ctx.addIssue({ code: 'custom', path: ['minPay'], message: S.minPayRequired });
      return;
    }
    if (query.currency === undefined) ctx.addIssue({ code: 'custom', path: ['currency'], message: S.minPayCurrencyRequired });
    if (query.unit === undefined) ctx.addIssue({ code: 'custom', path: ['unit'], message: S.minPayUnitRequired });
    if (query.currency !== undefined) {
      const minor = parseMajorAmount(amount, query.currency);
      if (minor === null || minor <= 0) ctx.addIssue({ code: 'custom', path: ['minPay'], message: S.minPayInvalid });
      else if (minor > PAY_MAJOR_MAX * 10 ** currencyDigits(query.currency))
        ctx.addIssue({ code: 'custom', path: ['minPay'], message: S.minPayTooLarge });
    }
  });
/** The parsed careers query's PUB-20 filters in the search's terms (minimum pay in minor units). */
export function termsFiltersOf(query: z.output<typeof jobListQuerySchema>): TermsFilters {
  const amount = query.minPay && query.currency ? parseMajorAmount(query.minPay, query.currency) : null;
  return {
    minPay: amount !== null && query.currency && query.unit ? { amount, currency: query.currency, unit: query.unit } : undefined,
    workFrom: query.workFrom,
    skills: query.skills && query.skills.length > 0 ? query.skills : undefined,
  };
}
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  job_openings: z.array(jobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** PUB-15: POST /api/getDetails sends job_id. A numeric string is accepted too (it comes from the URL). */
const JOB_ID_MESSAGE = 'job_id must be a positive whole number';
export const jobIdSchema = z.union(
  [
    z.number().int(JOB_ID_MESSAGE).positive(JOB_ID_MESSAGE).max(2_147_483_647, JOB_ID_MESSAGE),
    text()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, JOB_ID_MESSAGE)),
  ],
  { error: (issue) => (issue.input === undefined ? 'job_id is required' : JOB_ID_MESSAGE) },
);
export const jobDetailsRequestSchema = z.object({ job_id: jobIdSchema }).strict();
export type JobDetailsRequest = z.input<typeof jobDetailsRequestSchema>;

export const jobDetailsResponseSchema = z.object({ job_details: z.array(jobSchema) });
export type JobDetailsResponse = z.infer<typeof jobDetailsResponseSchema>;
