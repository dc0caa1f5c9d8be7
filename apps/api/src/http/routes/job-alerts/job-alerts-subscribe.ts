import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createJobAlertResponseSchema, createJobAlertSchema, errorResponseSchema } from '@careers/shared';

/**
 * Issue 15: saving the careers filters as a job alert, for a signed-in candidate (on at once, 200) or
 * an anonymous visitor with `email` (a confirmation link is e-mailed first, 202). A caller who sends a
 * token must be a candidate (recruiters get 403).
 */
const jobAlertSubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoleOrAnonymous('candidate'));
  const { jobAlerts: service } = app;

  app.post(
    '/job-alerts',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Save the careers filters as a job alert (signed-in candidate, or anonymous with email: double opt-in)',
        security: [{ bearerAuth: [] }, {}],
        body: createJobAlertSchema,
        response: {
          200: createJobAlertResponseSchema,
          202: createJobAlertResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const result = await service.create(user ? { id: user.id, email: user.email } : undefined, request.body, request.ip);
      return reply.code(user ? 200 : 202).send(result);
    },
  );
};

export default jobAlertSubscribeRoutes;
