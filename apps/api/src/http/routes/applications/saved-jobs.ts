import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, jobIdParamsSchema, messageResponseSchema, savedJobsResponseSchema } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** A candidate's saved jobs (APP-6). Every route here is for signed-in candidates: anonymous callers get 401, recruiters 403. */
const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('candidate'));
  const { applications: service } = app;

  app.get(
    '/saved-jobs',
    {
      schema: {
        tags: ['saved jobs'],
        summary: 'The candidate’s saved jobs, newest first (APP-6)',
        security,
        response: { 200: savedJobsResponseSchema, ...denied },
      },
    },
    async (request) => ({ saved_jobs: await service.savedJobs(currentUser(request).id) }),
  );

  app.put(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags: ['saved jobs'],
        summary: 'Save an open job (saving twice is harmless)',
        security,
        params: jobIdParamsSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.saveJob(currentUser(request).id, request.params.jobId),
  );

  app.delete(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags: ['saved jobs'],
        summary: 'Remove a job from the saved jobs (removing twice is harmless)',
        security,
        params: jobIdParamsSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.unsaveJob(currentUser(request).id, request.params.jobId),
  );
};

export default savedJobRoutes;
