import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_FILE_KINDS, APPLICATION_FILE_RULES, applicationFileSchema, errorResponseSchema } from '@careers/shared';
import { readUpload } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

const kindParams = z.object({
  kind: z.enum(APPLICATION_FILE_KINDS, { error: `kind must be one of: ${APPLICATION_FILE_KINDS.join(', ')}` }),
});

/**
 * APP-3: the application form's CV and photo slots upload here, one file per call, before the form is
 * saved or submitted; the draft and the submission then name the file by its id. Candidates only.
 */
const applicationFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: the rest of the API accepts JSON alone.
  await app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('onRequest', app.requireRole('candidate'));

  app.post(
    '/application-files/:kind',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Upload a CV (PDF, DOC or DOCX, 5 MB) or a photo (JPEG or PNG, 2 MB) as multipart field 'cv' or 'photo'; the type is decided by content (PRO-18)",
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: kindParams,
        response: {
          201: applicationFileSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { kind } = request.params;
      // One budget for every upload of an account (profile and applications): it bounds the disk one account can fill.
      await app.rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
      const { data, fileName } = await readUpload(request, APPLICATION_FILE_RULES[kind]);
      return reply.status(201).send(await app.applicationFiles.save(user.id, kind, data, fileName));
    },
  );
};

export default applicationFilesRoutes;
