import { z } from 'zod';
import { text } from './common.js';
import { APPLICATION_STATUSES } from '../application-steps.js';
import { RECOMMENDATIONS } from '../scorecard-messages.js';
import { applicantSchema } from './recruiter.js';
import { fitFactsSchema, storedFitSchema } from './fit.js';
import { profileTermsResponseSchema } from './profile-terms.js';
import { stepCountsSchema, viewIdSchema } from './workspace.js';

/**
 * REC-19 (docs/decisions/036): a job's applicants table, its bulk moves and the side panel.
 */
export const APPLICANT_SORTS = ['applied', 'name', 'title', 'country', 'step', 'rating', 'activity', 'fit'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type ApplicantSortDirection = (typeof APPLICANT_SORT_DIRECTIONS)[number];

/** At most this many rows per page; the table asks for this many to reach the end of 5,000 in 25 requests. */
export const APPLICANTS_PAGE_MAX = 200;
export const APPLICANTS_PAGE_DEFAULT = 100;
/** At most this many applications per bulk move. */
export const BULK_MOVE_MAX = 100;

/**
 * REC-26 (docs/decisions/043): the fit filters: all required skills, the rate fits, the country of
 * residence is one the job takes. They narrow the list a recruiter reads; nobody is moved or hidden from the job.
 */
export const APPLICANT_FIT_FILTERS = ['skills', 'rate', 'country'] as const;
export type ApplicantFitFilter = (typeof APPLICANT_FIT_FILTERS)[number];
const fitCsv = new RegExp(`^(${APPLICANT_FIT_FILTERS.join('|')})(,(${APPLICANT_FIT_FILTERS.join('|')}))*$`);

const stepsCsv = new RegExp(`^(${APPLICATION_STATUSES.join('|')})(,(${APPLICATION_STATUSES.join('|')}))*$`);

export const applicantsQuerySchema = z.object({
  /** The list view (one mount of the table or board): recorded once as an access (REC-9). */
  view: viewIdSchema,
  q: text().trim().max(100).optional(),
  /** Steps to show, comma-separated (`applied,under_review`); all when absent. */
  steps: z.string().regex(stepsCsv, 'steps must be application steps separated by commas').optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  /** Fit filters, comma-separated (`skills,rate`): each must hold (REC-26). */
  fit: z.string().regex(fitCsv, 'fit must be skills, rate or country separated by commas').optional(),
  /** REC-27: only applications flagged "Does not meet" that are still in Applied (no person has moved them yet). */
  needsReview: z.enum(['true', 'false'], { error: 'needsReview must be true or false' }).optional(),
  /** REC-28: applications with a submitted scorecard recommending this (any stage). */
  recommendation: z.enum(RECOMMENDATIONS, 'recommendation must be strong_no, no, yes or strong_yes').optional(),
  /** APP-17: only applications counted under this source ('linkedin', 'referral', 'direct'). */
  source: text().trim().toLowerCase().max(100).optional(),
  sort: z.enum(APPLICANT_SORTS).default('applied'),
  dir: z.enum(APPLICANT_SORT_DIRECTIONS).default('desc'),
  cursor: z.string().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(APPLICANTS_PAGE_MAX).default(APPLICANTS_PAGE_DEFAULT),
});
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;

export const applicantRowSchema = z.object({
  applicationId: z.number().int(),
  candidateId: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  /** The first mobile's dialling code ('+91'). */
  countryCode: z.string().nullable(),
  /** The first mobile's country ('PH'); null for applications stored before countries were (docs/decisions/039). */
  countryRegion: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  appliedAt: z.string(),
  lastActivityAt: z.string(),
  stepChangedAt: z.string(),
  daysInStep: z.number().int(),
  photoFileId: z.uuid().nullable(),
  cvFileId: z.uuid().nullable(),
  demo: z.boolean(),
  /** REC-26: the stored fit's outcomes for the Fit column; null until one is written. */
  fit: fitFactsSchema.nullable(),
  /** REC-27: what the screening answers miss, in words ("Does not meet: …"); empty when nothing is missed. */
  doesNotMeet: z.array(z.string()),
  /** REC-27: flagged and still in Applied: waiting for a person to review it (never moved automatically). */
  needsReview: z.boolean(),
  /** APP-17: "linkedin / azure" (the counted source and its campaign), or the source alone. */
  sourceLabel: z.string(),
  /** REC-34: the referrer's name for a referred application; null for none. */
  referredBy: z.string().nullable(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

export const applicantsPageSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), status: z.string() }),
  rows: z.array(applicantRowSchema),
  nextCursor: z.string().nullable(),
  /** On the first page only: how many match, and how many match in each step (steps filter aside). */
  total: z.number().int().optional(),
  stepCounts: stepCountsSchema.optional(),
  /** REC-27, on the first page only: how many of the job's applications need review (filters aside). */
  needsReviewCount: z.number().int().optional(),
  /** APP-17, on the first page only: the sources the job's applications count under, for the filter. */
  sources: z.array(z.string()).optional(),
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

export const MOVE_ACTIONS = ['advance', 'not-selected'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

export const moveApplicationsSchema = z
  .object({
    action: z.enum(MOVE_ACTIONS),
    items: z
      .array(z.object({ applicationId: z.number().int().positive().max(2_147_483_647), from: z.enum(APPLICATION_STATUSES) }).strict())
      .min(1, 'Select at least one applicant')
      .max(BULK_MOVE_MAX, `At most ${BULK_MOVE_MAX} applicants move at once`),
    /** REC-29: on 'not-selected', the rejection message template sent to each candidate moved (none when absent). */
    templateId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type MoveApplicationsRequest = z.infer<typeof moveApplicationsSchema>;

/**
 * A bulk move's outcome per item (docs/decisions/036): moved; stale (someone moved it since it was seen);
 * refused (still at the step seen, but a rule holds it there, e.g. REC-33's open offer); final (nothing
 * follows its step); not found. Each comes with the sentence the page shows.
 */
export const MOVE_OUTCOMES = ['moved', 'stale', 'refused', 'final', 'not-found'] as const;
export type MoveOutcome = (typeof MOVE_OUTCOMES)[number];

export const moveResultSchema = z.object({
  applicationId: z.number().int(),
  name: z.string().nullable(),
  outcome: z.enum(MOVE_OUTCOMES),
  /** The status after the attempt (null when not found). */
  status: z.enum(APPLICATION_STATUSES).nullable(),
  message: z.string(),
});
export type MoveResult = z.infer<typeof moveResultSchema>;
export const moveApplicationsResponseSchema = z.object({ results: z.array(moveResultSchema), moved: z.number().int() });
export type MoveApplicationsResponse = z.infer<typeof moveApplicationsResponseSchema>;

export const applicantHistoryEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  /** Who made the change; null for the candidate's own submission or withdrawal, or a removed account. */
  actor: z.string().nullable(),
});
export type ApplicantHistoryEntry = z.infer<typeof applicantHistoryEntrySchema>;

export const applicantPanelSchema = z.object({
  jobId: z.number().int(),
  applicant: applicantSchema,
  candidate: z.object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    countryCode: z.string().nullable(),
    countryRegion: z.string().nullable(),
    demo: z.boolean(),
  }),
  history: z.array(applicantHistoryEntrySchema),
  /** REC-26 (docs/decisions/043): the stored fit in words with its rules' version; null until one is written. */
  fit: storedFitSchema.nullable(),
  /**
   * PRO-20 (docs/decisions/042): the candidate's profile terms as they stand now (skills with years, expected
   * rate, availability, country of residence, time zone); nulls and no skills where nothing was said.
   */
  terms: profileTermsResponseSchema,
});
export type ApplicantPanel = z.infer<typeof applicantPanelSchema>;

export const applicantPhotoParamsSchema = z.object({
  id: z.coerce.number('id must be a whole number').int().positive().max(2_147_483_647),
  fileId: z.uuid('fileId must be a file id'),
});
export const viewQuerySchema = z.object({ view: viewIdSchema });
/** The side panel's list view, when it is opened from one: one profile view per applicant per view (REC-9). */
export const panelQuerySchema = z.object({ view: viewIdSchema.optional() });
export const cvTextResponseSchema = z.object({ text: z.string() });
export type CvTextResponse = z.infer<typeof cvTextResponseSchema>;
