import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAREERS_PAGE_SIZE,
  errorResponseSchema,
  JOB_OPENINGS_UNPAGED_MAX,
  jobDetailsRequestSchema,
  jobDetailsResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
} from '@careers/shared';
import { notFound } from '../../../lib/errors.js';

/** SPEC 7's job calls: the careers list (with D10's filters) and one job's details. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getJobOpenings',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open job openings, newest first, filtered (D10) and paged',
        description:
          `With \`page\` or \`pageSize\`: that page (${CAREERS_PAGE_SIZE} jobs unless \`pageSize\` says otherwise). ` +
          `Without either (SPEC 7's client pages in the browser): every matching open job, up to ${JOB_OPENINGS_UNPAGED_MAX}. ` +
          '`total` always counts every match.',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const paged = page !== undefined || pageSize !== undefined;
      const size = paged ? (pageSize ?? CAREERS_PAGE_SIZE) : JOB_OPENINGS_UNPAGED_MAX;
      const { items, total } = await app.repos.jobs.listOpen(filters, page ?? 1, size);
      return { job_openings: items, total, page: page ?? 1, pageSize: size };
    },
  );

  app.post(
    '/getDetails',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One open job by id',
        body: jobDetailsRequestSchema,
        response: { 200: jobDetailsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const job = await app.repos.jobs.findOpenById(request.body.job_id);
      if (!job) throw notFound('This job opening does not exist or is no longer open.');
      return { job_details: [job] };
    },
  );
};

export default jobsRoutes;
