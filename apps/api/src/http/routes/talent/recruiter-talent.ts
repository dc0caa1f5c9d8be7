import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';
import {
  errorResponseSchema,
  idParamsSchema,
  talentCandidateDetailSchema,
  talentQuerySchema,
  talentSearchResponseSchema,
} from '@careers/shared';

const security = [{ bearerAuth: [] }];
const denied = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Issue 14: the talent pool search, for signed-in recruiters only (one hook for the folder, docs/decisions/010). */
const recruiterTalentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));
  const { talent } = app;

  app.get(
    '/talent',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Search the candidates who let recruiters find them (websearch syntax: quotes, OR, minus), best match first',
        security,
        querystring: talentQuerySchema,
        response: { 200: talentSearchResponseSchema, ...denied },
      },
    },
    async (request) => talent.search(request.query),
  );

  app.get(
    '/candidates/:id',
    {
      schema: {
        tags: ['recruiter'],
        summary:
          "A candidate's full profile, files and applications (discoverable, or applied to a job); recorded in the access log first (REC-9)",
        security,
        params: idParamsSchema,
        response: { 200: talentCandidateDetailSchema, 404: errorResponseSchema, 503: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.recruiterAccess.viewProfile(currentUser(request).id, request.params.id),
  );
};

export default recruiterTalentRoutes;
