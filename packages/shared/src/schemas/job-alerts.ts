import { z } from 'zod';
import { JOB_CATEGORIES, JOB_TYPES } from '../constants.js';
import { CANDIDATE_CURRENCIES } from '../candidate-currencies.js';
import { PAY_MAJOR_MAX, PAY_UNITS, currencyDigits } from '../job-terms.js';
import { isCountryCode } from '../countries.js';
import { SEARCH_FILTER_MESSAGES as S } from '../search-filter-messages.js';
import { SEARCH_SKILLS_MAX } from '../search-filters.js';
import { skillById } from '../skills-catalogue.js';
import { JOB_ALERT_MESSAGES as M } from '../job-alert-messages.js';
import { emailSchema } from './auth.js';
import { secretParam, text } from './common.js';

/** ALR-1, ALR-4: how often an alert writes: each new match at once, or one digest a day or a week. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
/** ALR-1: at most this many alerts per candidate (or per anonymous address). */
export const MAX_JOB_ALERTS = 10;

const optionalText = text().trim().max(100, 'Search text must not exceed 100 characters').optional();

/** ALR-9: a minimum pay in minor units of a candidate currency, per hour, day, month or year (PUB-20). */
export const minPaySchema = z
  .object({
    amount: z
      .number({ error: S.minPayInvalid })
      .int({ error: S.minPayInvalid })
      .positive({ error: S.minPayInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: S.minPayTooLarge }),
    currency: z.enum(CANDIDATE_CURRENCIES, { error: S.currencyInvalid }),
    unit: z.enum(PAY_UNITS, { error: S.unitInvalid }),
  })
  .strict()
  .superRefine((pay, ctx) => {
    if (pay.amount > PAY_MAJOR_MAX * 10 ** currencyDigits(pay.currency))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: S.minPayTooLarge });
  });

/**
 * The careers filters an alert saves: PUB-7's position/role, department, location, category and type, and
 * (ALR-9) PUB-20's minimum pay, the country the candidate works from and skills (catalogue ids).
 */
export const jobAlertFiltersSchema = z.object({
  q: optionalText,
  department: optionalText,
  location: optionalText,
  category: z.enum(JOB_CATEGORIES, { error: `category must be one of: ${JOB_CATEGORIES.join(', ')}` }).optional(),
  type: z.enum(JOB_TYPES, { error: `type must be one of: ${JOB_TYPES.join(', ')}` }).optional(),
  minPay: minPaySchema.optional(),
  workFrom: z.string({ error: S.workFromInvalid }).trim().toUpperCase().refine(isCountryCode, { error: S.workFromInvalid }).optional(),
  skills: z
    .array(
      z.string({ error: S.skillsListInvalid }).superRefine((id, ctx) => {
        if (skillById(id) === undefined) ctx.addIssue({ code: 'custom', message: S.skillsInvalid(id.slice(0, 60)) });
      }),
      { error: S.skillsListInvalid },
    )
    .max(SEARCH_SKILLS_MAX, { error: S.skillsTooMany })
    .transform((ids) => [...new Set(ids)].sort())
    .optional(),
});
export type JobAlertFilters = z.infer<typeof jobAlertFiltersSchema>;

/** POST /api/job-alerts: the filters and a frequency; `email` only when not signed in (double opt-in). */
export const createJobAlertSchema = jobAlertFiltersSchema
  .extend({
    frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: M.frequencyInvalid }),
    email: emailSchema.optional(),
  })
  .strict();
export type CreateJobAlertInput = z.input<typeof createJobAlertSchema>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  q: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  category: z.string().nullable(),
  type: z.string().nullable(),
  /** ALR-9: PUB-20's filters (null or empty when not used). */
  minPay: z.object({ amount: z.number().int(), currency: z.string(), unit: z.enum(PAY_UNITS) }).nullable(),
  workFrom: z.string().nullable(),
  skills: z.array(z.string()),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertsResponseSchema = z.object({ job_alerts: z.array(jobAlertSchema) });
export type JobAlertsResponse = z.infer<typeof jobAlertsResponseSchema>;

export const createJobAlertResponseSchema = z.object({ message: z.string(), job_alert: jobAlertSchema.optional() });
export type CreateJobAlertResponse = z.infer<typeof createJobAlertResponseSchema>;

export const jobAlertIdParamsSchema = z.object({
  id: text()
    .regex(/^[1-9]\d{0,9}$/, M.notFound)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, M.notFound)),
});

/** ALR-2, ALR-5: a job alert's signed link token, a credential the logs never show (docs/decisions/028). */
export const jobAlertTokenQuerySchema = z.object({
  token: secretParam(text({ error: M.tokenInvalid }).min(1, M.tokenInvalid).max(200, M.tokenInvalid)),
});
