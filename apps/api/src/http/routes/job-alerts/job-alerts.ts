import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, jobAlertIdParamsSchema, jobAlertsResponseSchema, messageResponseSchema } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Issue 15: a signed-in candidate's job alerts (creating one, and the links, are in job-alerts-public). */
const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('candidate'));
  const { jobAlerts: service } = app;

  app.get(
    '/job-alerts',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'The candidate’s job alerts, newest first (issue 15)',
        security,
        response: { 200: jobAlertsResponseSchema, ...denied },
      },
    },
    async (request) => service.list(currentUser(request).id),
  );

  app.delete(
    '/job-alerts/:id',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Delete one of the candidate’s job alerts',
        security,
        params: jobAlertIdParamsSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );
};

export default jobAlertRoutes;
