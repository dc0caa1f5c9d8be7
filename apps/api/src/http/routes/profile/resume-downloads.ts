import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, UPLOADS_PATH } from '@careers/shared';
import { currentUser, EVERY_ROLE } from '../../plugins/auth.js';
import { attachment, sendFile } from '../../lib/file-response.js';
import { UPLOAD_FOLDERS } from '../../../domains/profile/index.js';

const fileParams = z.object({ file: z.string().max(100) });

/**
 * PRO-19: resumes are read from the fixed uploads path prefixed to the stored path
 * (`/uploads/resumes/….pdf`). Resumes are personal data: only their owner, signed in, may download
 * them, always as an attachment (docs/decisions/006); anyone else signed in gets 404, anonymous callers 401.
 */
const resumeDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...EVERY_ROLE));

  app.get(
    `${UPLOADS_PATH}/${UPLOAD_FOLDERS.resume}/:file`,
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in candidate's own resume, as an attachment",
        security: [{ bearerAuth: [] }],
        params: fileParams,
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { key, name, data } = await app.profileFiles.ownResume(currentUser(request).id, request.params.file);
      reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(name));
      return sendFile(reply, key, data);
    },
  );
};

export default resumeDownloadRoutes;
