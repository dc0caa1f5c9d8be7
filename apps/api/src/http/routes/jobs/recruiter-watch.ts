import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, watchResponseSchema } from '@careers/shared';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Issue 14: a recruiter watches a job to be e-mailed of each new application (a job's creator watches
 * it from the start). Mounted at /api/recruiter/jobs; recruiters only (REC-2).
 */
const recruiterWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));
  const schema = (summary: string) => ({
    tags: ['recruiter'],
    summary,
    security,
    params: idParamsSchema,
    response: { 200: watchResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
  });

  app.put(
    '/:id/watch',
    { schema: schema('Watch a job: the signed-in recruiter is e-mailed of each new application (issue 14)') },
    async (request) => app.recruiterJobs.setWatching(request.params.id, currentUser(request).id, true),
  );

  app.delete('/:id/watch', { schema: schema('Stop watching a job (no more e-mails of its new applications)') }, async (request) =>
    app.recruiterJobs.setWatching(request.params.id, currentUser(request).id, false),
  );
};

export default recruiterWatchRoutes;
