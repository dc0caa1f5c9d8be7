import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, sessionResponseSchema } from '@careers/shared';
import { currentUser, EVERY_ROLE } from '../../plugins/auth.js';

/** ACC-13: the calls of any signed-in user about their own session; anonymous callers get 401. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...EVERY_ROLE));
  const { accounts } = app;

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session of this access token (ACC-13)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => accounts.logout(currentUser(request).sessionId),
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user of this access token (lets the browser check a stored session)',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user_details: await accounts.sessionUser(currentUser(request).id) }),
  );
};

export default sessionRoutes;
