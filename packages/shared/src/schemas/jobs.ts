import { z } from 'zod';
import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES, MAX_PAGE_SIZE } from '../constants.js';
import { text } from './common.js';

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
});
export type Job = z.infer<typeof jobSchema>;

const optionalText = text().trim().max(100, 'Search text must not exceed 100 characters').optional();
const positiveIntText = (field: string, max: number) =>
  text()
    .regex(/^\d{1,6}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`));

/** PUB-7: the careers filters, as query-string parameters (all optional). */
export const jobListQuerySchema = z
  .object({
    page: positiveIntText('page', 100_000).optional(),
    pageSize: positiveIntText('pageSize', MAX_PAGE_SIZE).optional(),
    q: optionalText,
    department: optionalText,
    location: optionalText,
    category: z.enum(JOB_CATEGORIES, { error: `category must be one of: ${JOB_CATEGORIES.join(', ')}` }).optional(),
    type: z.enum(JOB_TYPES, { error: `type must be one of: ${JOB_TYPES.join(', ')}` }).optional(),
  })
  .strict();
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
