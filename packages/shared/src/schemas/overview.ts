import { z } from 'zod';
import { text } from './common.js';
import { APPLICATION_STATUSES } from '../application-steps.js';
import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES } from '../constants.js';
import { OVERVIEW_MESSAGES as M } from '../overview-messages.js';
import { stepCountsSchema } from './workspace.js';

/**
 * REC-17, REC-18 (docs/decisions/037): the recruiter workspace's dashboard and jobs table. Names and job
 * titles only (no personal data beyond a name): these reads are not recorded (REC-9, docs/decisions/033).
 */

export type OverviewJobStatus = (typeof JOB_STATUSES)[number];
export type OverviewJobType = (typeof JOB_TYPES)[number];
export type OverviewJobCategory = (typeof JOB_CATEGORIES)[number];

/** How many days without a step change makes an application stalled, by default (REC-17). */
export const STALLED_DAYS_DEFAULT = 7;
/** The stalled total is counted up to this many, then shown as "1000+". */
export const STALLED_COUNT_CAP = 1000;
/** Interviews shown: those starting in the next 14 days. */
export const INTERVIEW_WINDOW_DAYS = 14;
/** Jobs per page of the jobs table. */
export const JOBS_TABLE_PAGE_SIZE = 50;

export const dashboardQuerySchema = z.object({
  stalledDays: z.coerce
    .number(M.stalledDaysInvalid)
    .int(M.stalledDaysInvalid)
    .min(1, M.stalledDaysInvalid)
    .max(90, M.stalledDaysInvalid)
    .optional()
    .default(STALLED_DAYS_DEFAULT),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const jobRef = { jobId: z.number().int(), jobTitle: z.string() };

export const ACTIVITY_KINDS = ['applied', 'moved', 'note', 'rated'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const dashboardSchema = z.object({
  /** Applications still at Applied (not yet reviewed), per job, most first (at most 10). */
  newPerJob: z.array(z.object({ ...jobRef, jobStatus: z.enum(JOB_STATUSES), n: z.number().int() })),
  stalled: z.object({
    days: z.number().int(),
    /** How many, up to STALLED_COUNT_CAP; `capped` when there are more. */
    total: z.number().int(),
    capped: z.boolean(),
    /** The longest waiting first (at most 10). */
    items: z.array(
      z.object({
        applicationId: z.number().int(),
        ...jobRef,
        name: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        daysInStep: z.number().int(),
      }),
    ),
  }),
  /** The jobs the signed-in member watches (REC-13), newest first, with their counts per step. */
  watched: z.array(z.object({ ...jobRef, jobStatus: z.enum(JOB_STATUSES), applicants: z.number().int(), counts: stepCountsSchema })),
  /** Interviews starting from now to 14 days ahead, soonest first (at most 20). */
  interviews: z.array(
    z.object({
      applicationId: z.number().int(),
      ...jobRef,
      name: z.string(),
      /** ISO 8601. */
      startsAt: z.string(),
      durationMinutes: z.number().int(),
      timeZone: z.string(),
    }),
  ),
  /** The team's latest actions, newest first (at most 20). `actor` is null for a candidate's own application or a deleted member. */
  activity: z.array(
    z.object({
      /** ISO 8601. */
      at: z.string(),
      kind: z.enum(ACTIVITY_KINDS),
      actor: z.string().nullable(),
      applicationId: z.number().int(),
      name: z.string(),
      ...jobRef,
      /** The step moved to ('moved'), or 'applied'. */
      status: z.enum(APPLICATION_STATUSES).nullable(),
    }),
  ),
  /** REC-21: demo data present (demo jobs and demo candidates); the banner shows when either is above 0. */
  demo: z.object({ jobs: z.number().int(), candidates: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const JOBS_TABLE_SORTS = ['title', 'location', 'type', 'status', 'posted', 'closing', 'applicants', 'new'] as const;
export type JobsTableSort = (typeof JOBS_TABLE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const filterText = text().trim().max(120).optional();

export const jobsTableQuerySchema = z.object({
  /** Words of the title (case-insensitive substring). */
  q: text().trim().max(100).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  department: filterText,
  category: z.enum(JOB_CATEGORIES).optional(),
  location: filterText,
  /** The member who posted the job (`jobs.created_by`). */
  postedBy: z.coerce
    .number(M.postedByInvalid)
    .int(M.postedByInvalid)
    .min(1, M.postedByInvalid)
    .max(2_147_483_647, M.postedByInvalid)
    .optional(),
  sort: z.enum(JOBS_TABLE_SORTS, M.sortInvalid).optional().default('posted'),
  dir: z.enum(SORT_DIRECTIONS).optional().default('desc'),
  page: z.coerce.number(M.pageInvalid).int(M.pageInvalid).min(1, M.pageInvalid).max(10_000, M.pageInvalid).optional().default(1),
});
export type JobsTableQuery = z.input<typeof jobsTableQuerySchema>;
export type JobsTableFilters = z.output<typeof jobsTableQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const jobsTableRowSchema = z.object({
  jobId: z.number().int(),
  title: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  department: z.string(),
  category: z.enum(JOB_CATEGORIES),
  /** yyyy-MM-dd. */
  postedOn: z.string(),
  /** yyyy-MM-dd, or null for an open-ended posting. */
  closingDate: z.string().nullable(),
  postedBy: personSchema.nullable(),
  /** Every application, whatever its step. */
  applicants: z.number().int(),
  /** Applications made since the signed-in member's last list view of this job's applicants (all of them before any view). */
  newSinceVisit: z.number().int(),
  counts: stepCountsSchema,
  /** REC-13: the signed-in member watches it. */
  watching: z.boolean(),
  /** REC-21: demo data. */
  demo: z.boolean(),
});
export type JobsTableRow = z.infer<typeof jobsTableRowSchema>;

export const jobsTableSchema = z.object({
  jobs: z.array(jobsTableRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The filter menus' choices, over every job (not narrowed by the other filters). */
  facets: z.object({
    departments: z.array(z.string()),
    categories: z.array(z.enum(JOB_CATEGORIES)),
    locations: z.array(z.string()),
    posters: z.array(personSchema),
  }),
});
export type JobsTable = z.infer<typeof jobsTableSchema>;
