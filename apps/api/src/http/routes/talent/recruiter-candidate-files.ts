import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { errorResponseSchema, idParamsSchema } from '@careers/shared';
import { attachment, sendFile } from '../../lib/file-response.js';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';
import type { Download } from '../../../domains/audit/index.js';

const schema = (what: string) => ({
  tags: ['recruiter'],
  summary: `A candidate's profile ${what}, as an attachment (PRO-18: nosniff, sandboxed); recorded in the access log first (REC-9)`,
  security: [{ bearerAuth: [] }],
  params: idParamsSchema,
  response: {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    503: errorResponseSchema,
  },
});

/** Personal data: never cached, always downloaded. */
const send = (reply: FastifyReply, file: Download) => {
  reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(file.name));
  return sendFile(reply, file.key, file.data);
};

/**
 * Issue 14: the profile's resume and photo of a candidate recruiters may see (discoverable, or applied
 * to a job), by candidate id, for recruiters and admins (one hook for the folder). Each download is
 * recorded before it is sent (docs/decisions/017).
 */
const recruiterCandidateFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));
  const access = app.recruiterAccess;

  app.get('/:id/resume', { schema: schema('resume') }, async (request, reply) =>
    send(reply, await access.profileResume(currentUser(request).id, request.params.id)),
  );

  app.get('/:id/photo', { schema: schema('photo') }, async (request, reply) =>
    send(reply, await access.profilePhoto(currentUser(request).id, request.params.id)),
  );
};

export default recruiterCandidateFilesRoutes;
