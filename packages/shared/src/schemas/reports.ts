import { z } from 'zod';
import { text } from './common.js';
import { APPLICATION_STATUSES, APPLICATION_STEPS } from '../application-steps.js';
import { JOB_CATEGORIES } from '../constants.js';
import { isReportDate } from '../calendar-day.js';
import { isCountryCode } from '../countries.js';
import { REPORTS_MESSAGES as M } from '../reports-messages.js';

/**
 * REC-37..REC-39 (docs/decisions/053): the recruiting reports. Aggregates only: no candidate's name or
 * details, so they are not recorded in the access log (REC-9). Days are UTC calendar days: a range
 * `from`..`to` holds every step move recorded from `from` 00:00 UTC up to the end of `to` (both included).
 */

/** REC-39: an application in progress not moved for this many days or more is "stuck". */
export const REPORT_STUCK_DAYS = 14;
/** The longest range a report covers, in days (three years). */
export const REPORT_MAX_RANGE_DAYS = 1096;
/** The jobs report lists at most this many jobs (the most stuck first). */
export const REPORT_JOBS_LIMIT = 100;
/** The reports, in the order the page shows them; each has a JSON and a CSV operation. */
export const REPORT_KINDS = ['funnel', 'time', 'sources', 'jobs'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Days from `from` to `to`, both included (1 for a single day). */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const optionalFilter = (max: number, message: string) =>
  text({ error: message }).trim().min(1, { error: message }).max(max, { error: message }).optional();

/**
 * The query every report takes: the range (required) and the filters (each optional, combined with AND).
 * `country` is the candidate's country (the application's first mobile number's region, ISO 3166-1
 * alpha-2); `source` the source the application is counted under (`applications.source`, its first touch).
 */
export const reportQuerySchema = z
  .object({
    from: text({ error: M.fromInvalid }).refine(isReportDate, { error: M.fromInvalid }),
    to: text({ error: M.toInvalid }).refine(isReportDate, { error: M.toInvalid }),
    jobId: text({ error: M.jobInvalid })
      .regex(/^\d{1,9}$/, { error: M.jobInvalid })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: M.jobInvalid }))
      .optional(),
    department: optionalFilter(120, M.departmentInvalid),
    category: z.enum(JOB_CATEGORIES, { error: M.categoryInvalid }).optional(),
    country: text({ error: M.countryInvalid }).trim().toUpperCase().refine(isCountryCode, { error: M.countryInvalid }).optional(),
    source: text({ error: M.sourceInvalid })
      .trim()
      .toLowerCase()
      .min(1, { error: M.sourceInvalid })
      .max(100, { error: M.sourceInvalid })
      .optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (!isReportDate(query.from) || !isReportDate(query.to)) return;
    const days = reportRangeDays(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeReversed });
    else if (days > REPORT_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong(REPORT_MAX_RANGE_DAYS) });
  });
export type ReportQueryInput = z.input<typeof reportQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The range and filters a report was computed for, echoed back (dates YYYY-MM-DD, UTC days). */
const reportEchoSchema = {
  from: z.string(),
  to: z.string(),
  filters: z.object({
    jobId: z.number().int().optional(),
    department: z.string().optional(),
    category: z.enum(JOB_CATEGORIES).optional(),
    country: z.string().optional(),
    source: z.string().optional(),
  }),
};

/**
 * REC-37: the funnel. `reached` counts the applications that reached the step by a move recorded in the
 * range (an application reaches each step once: the machine moves one step at a time). `conversion` is
 * the next step's `reached` over this one's, in percent with one decimal (null for Hired, or when
 * nothing reached the step). `notSelected` and `withdrawn` count the applications that ended so in the range.
 */
export const funnelReportSchema = z.object({
  ...reportEchoSchema,
  steps: z.array(
    z.object({
      step: z.enum(APPLICATION_STEPS),
      reached: z.number().int(),
      conversion: z.number().nullable(),
    }),
  ),
  notSelected: z.number().int(),
  withdrawn: z.number().int(),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** Whole days: how many moves were measured, their median and 90th percentile (null when none). */
export const durationSummarySchema = z.object({
  n: z.number().int(),
  medianDays: z.number().int().nullable(),
  p90Days: z.number().int().nullable(),
});
export type DurationSummary = z.infer<typeof durationSummarySchema>;

/**
 * REC-38: time. Each step's days are those of the stays that ended (the application moved on, was not
 * selected or withdrew) in the range; time to first review is Applied → Under review for reviews in the
 * range, time to hire Applied → Hired for hires in the range. Whole days (a stay of 36 hours is 1 day);
 * percentiles by nearest rank.
 */
export const timeReportSchema = z.object({
  ...reportEchoSchema,
  steps: z.array(durationSummarySchema.extend({ step: z.enum(['applied', 'under_review', 'interview', 'offer']) })),
  firstReview: durationSummarySchema,
  hire: durationSummarySchema,
});
export type TimeReport = z.infer<typeof timeReportSchema>;

/**
 * REC-38: sources. Per source (`applications.source`), the applications submitted, the interviews reached
 * and the hires made in the range; `hiresPer100` = hires × 100 / applications, one decimal (null without
 * applications). Most applications first, then by name.
 */
export const sourcesReportSchema = z.object({
  ...reportEchoSchema,
  sources: z.array(
    z.object({
      source: z.string(),
      applications: z.number().int(),
      interviews: z.number().int(),
      hires: z.number().int(),
      hiresPer100: z.number().nullable(),
    }),
  ),
});
export type SourcesReport = z.infer<typeof sourcesReportSchema>;

/**
 * REC-39: jobs. Today's state (not the range's): open jobs, those with applications in the last 7 UTC days (today
 * included),
 * applications in progress stuck (no move for `stuckDays` days or more); and the offers accepted and
 * declined in the range (by the day of the answer). The counts cover every job matching the filters (a
 * closed job's applications may still wait); `jobs`: those jobs with any of these figures, most stuck first,
 * at most REPORT_JOBS_LIMIT.
 */
export const jobsReportSchema = z.object({
  ...reportEchoSchema,
  /** ISO 8601 instant "today" was read at. */
  asOf: z.string(),
  stuckDays: z.number().int(),
  openJobs: z.number().int(),
  openJobsWithApplicationsThisWeek: z.number().int(),
  applicationsThisWeek: z.number().int(),
  stuck: z.number().int(),
  offersAccepted: z.number().int(),
  offersDeclined: z.number().int(),
  jobs: z.array(
    z.object({
      jobId: z.number().int(),
      jobTitle: z.string(),
      open: z.boolean(),
      applicationsThisWeek: z.number().int(),
      stuck: z.number().int(),
      offersAccepted: z.number().int(),
      offersDeclined: z.number().int(),
    }),
  ),
});
export type JobsReport = z.infer<typeof jobsReportSchema>;

/** The filter menus' choices: jobs (open and closed), departments, countries and sources seen in applications. */
export const reportFiltersSchema = z.object({
  jobs: z.array(z.object({ jobId: z.number().int(), jobTitle: z.string(), open: z.boolean() })),
  departments: z.array(z.string()),
  categories: z.array(z.enum(JOB_CATEGORIES)),
  countries: z.array(z.string()),
  sources: z.array(z.string()),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** Every status the step rollups count (the five steps, then the two endings). */
export const REPORT_STATUSES = APPLICATION_STATUSES;
