import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, isUploadKind, UPLOAD_KINDS, uploadResponseSchema } from '@careers/shared';
import { readUpload } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

const profileFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only: the rest of the API accepts JSON alone.
  await app.register(multipart, { throwFileSizeLimit: true });
  // Candidates only (one hook for the folder, docs/decisions/010): anonymous callers get 401, recruiters 403.
  app.addHook('onRequest', app.requireRole('candidate'));

  for (const kind of Object.keys(UPLOAD_KINDS).filter(isUploadKind)) {
    const label = kind === 'resume' ? 'resume (PDF, DOC or DOCX)' : 'profile photo (PNG or JPEG)';
    app.post(
      `/upload/${kind}`,
      {
        schema: {
          tags: ['profile'],
          summary: `Upload the ${label}, up to 1 MB, as multipart field '${UPLOAD_KINDS[kind].field}'; the type is decided by content (PRO-18)`,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: {
            200: uploadResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
        const { data, fileName } = await readUpload(request, UPLOAD_KINDS[kind]);
        return app.profileFiles.save(user.id, kind, data, fileName);
      },
    );
  }
};

export default profileFilesRoutes;
