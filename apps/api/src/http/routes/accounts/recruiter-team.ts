import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, teamResponseSchema } from '@careers/shared';
import { RECRUITER_AREA } from '../../plugins/auth.js';

/** REC-8: every member of the recruiter area may read the team (the writes are admins', in ../recruiter-team-admin/). */
const recruiterTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));

  app.get(
    '',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'REC-8 The team: every recruiter and admin with their role, state and last login',
        security: [{ bearerAuth: [] }],
        response: { 200: teamResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ members: await app.team.list() }),
  );
};

export default recruiterTeamRoutes;
