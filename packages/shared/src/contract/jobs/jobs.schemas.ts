import { CAREERS_PAGE_SIZE, JOB_OPENINGS_UNPAGED_MAX } from '../../constants.js';
import { jobDetailsRequestSchema, jobDetailsResponseSchema, jobListQuerySchema, jobListResponseSchema } from '../../schemas/jobs.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `jobs.ts` and `jobs-landing.ts`: what each operation takes and answers, and its OpenAPI text. */
export const jobsSchemas = {
  getJobOpenings: {
    summary: 'Open job openings, newest first, filtered (PUB-7) and paged',
    description:
      `With \`page\` or \`pageSize\`: that page (${CAREERS_PAGE_SIZE} jobs unless \`pageSize\` says otherwise). ` +
      `Without either (a client that pages in the browser): every matching open job, up to ${JOB_OPENINGS_UNPAGED_MAX}. ` +
      '`total` always counts every match.',
    query: jobListQuerySchema,
    response: { 200: jobListResponseSchema },
  },
  getDetails: {
    summary: 'One open job by id',
    body: jobDetailsRequestSchema,
    response: { 200: jobDetailsResponseSchema },
  },
} satisfies SchemaTable;
