import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  errorResponseSchema,
  myAccessesQuerySchema,
  myAccessesResponseSchema,
} from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { sendAttachment } from '../../lib/file-response.js';

/**
 * PRV: the candidate's rights over their own data (docs/product/privacy.md). Candidates only (one
 * hook for the folder, docs/decisions/010); every route acts on the caller's own account.
 */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('candidate'));

  app.get(
    '/export',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Download my data (GDPR Art. 15 and 20): a zip of data.json (profile, applications with their snapshots and steps, drafts, saved jobs, consents) and the uploaded files',
        security: [{ bearerAuth: [] }],
        produces: ['application/zip'],
        response: {
          // The zip streams past the serializer (Fastify pipes a stream as it is).
          200: z.unknown().describe('application/zip'),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await app.dataExport.export(currentUser(request).id);
      return sendAttachment(reply, { contentType: 'application/zip', fileName, body: stream });
    },
  );

  app.get(
    '/accesses',
    {
      schema: {
        tags: ['profile'],
        summary:
          'PRV-3 Who looked at my data: each recorded recruiter view of my full profile and download of my files (who, what, when), newest first',
        security: [{ bearerAuth: [] }],
        querystring: myAccessesQuerySchema,
        response: { 200: myAccessesResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => app.accessAudit.listForCandidate(currentUser(request).id, request.query.page),
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary:
          'PRV-4 Delete my account (GDPR Art. 17): with the password; removes the profile, files, sessions, drafts and saved jobs, anonymises the applications, queues the CRM deletion and a confirmation e-mail',
        security: [{ bearerAuth: [] }],
        body: deleteAccountRequestSchema,
        response: {
          200: deleteAccountResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => app.accountDeletion.deleteAccount(currentUser(request).id, request.body.password, request.ip),
  );
};

export default meRoutes;
