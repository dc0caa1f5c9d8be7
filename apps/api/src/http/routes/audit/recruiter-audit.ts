import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuerySchema, auditResponseSchema, errorResponseSchema } from '@careers/shared';

/** Issue 14, REC-9: the access audit log, for admins only (a recruiter who is not an admin gets 403). */
const recruiterAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags: ['recruiter'],
        summary:
          'REC-9 Every recorded access to candidates’ personal data (profile views, resume, CV and photo downloads, applicant exports), newest first, by member and by candidate',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => app.accessAudit.list(request.query),
  );
};

export default recruiterAuditRoutes;
