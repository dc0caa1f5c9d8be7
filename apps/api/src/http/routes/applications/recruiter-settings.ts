import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, recruiterSettingsResponseSchema, recruiterSettingsSchema } from '@careers/shared';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Issue 14: the signed-in recruiter's own settings (how they hear of new applications to the jobs they
 * watch). Mounted at /api/recruiter/settings; recruiters and admins (REC-2, REC-8).
 */
const recruiterSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));

  app.get(
    '/',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Your settings: new applications each by e-mail or in one daily digest (issue 14)',
        security,
        response: { 200: recruiterSettingsResponseSchema, ...denied },
      },
    },
    async (request) => app.recruiterSettings.get(currentUser(request).id),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Change your settings',
        security,
        body: recruiterSettingsSchema,
        response: { 200: recruiterSettingsResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.recruiterSettings.save(currentUser(request).id, request.body),
  );
};

export default recruiterSettingsRoutes;
