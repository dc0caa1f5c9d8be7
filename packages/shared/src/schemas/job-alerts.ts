import { z } from 'zod';
import { JOB_CATEGORIES, JOB_TYPES } from '../constants.js';
import { JOB_ALERT_MESSAGES as M } from '../job-alert-messages.js';
import { emailSchema } from './auth.js';
import { secretParam, text } from './common.js';

/** ALR-1, ALR-4: how often an alert writes: each new match at once, or one digest a day or a week. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
/** ALR-1: at most this many alerts per candidate (or per anonymous address). */
export const MAX_JOB_ALERTS = 10;

const optionalText = text().trim().max(100, 'Search text must not exceed 100 characters').optional();

/** The careers filters an alert saves (PUB-7's position/role, department, location, category and type). */
export const jobAlertFiltersSchema = z.object({
  q: optionalText,
  department: optionalText,
  location: optionalText,
  category: z.enum(JOB_CATEGORIES, { error: `category must be one of: ${JOB_CATEGORIES.join(', ')}` }).optional(),
  type: z.enum(JOB_TYPES, { error: `type must be one of: ${JOB_TYPES.join(', ')}` }).optional(),
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
