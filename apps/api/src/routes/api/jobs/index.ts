import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAREERS_PAGE_SIZE,
  errorResponseSchema,
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
        summary: 'Open job openings, filtered and paged (D10)',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page = 1, pageSize = CAREERS_PAGE_SIZE, ...filters } = request.query;
      const { items, total } = await app.repos.jobs.listOpen(filters, page, pageSize);
      return { job_openings: items, total, page, pageSize };
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
