import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '@careers/shared';
import { sendAttachment } from '../../lib/file-response.js';

/**
 * Issue 14: exports of the recruiter area (REC-2: recruiters only, one hook for the folder). The CSV
 * holds personal data: it is never cached and always downloaded, never shown in the browser.
 */
const recruiterExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));

  app.get(
    '/:id/applicants.csv',
    {
      schema: {
        tags: ['recruiter'],
        summary:
          'A job’s applicants as CSV (RFC 4180, UTF-8 with BOM, formula cells escaped): name, e-mail, mobile, step, applied date, average rating',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // REC-9: one access-log row per export, naming the job, written before the file is sent.
      const { fileName, body } = await app.recruiterAccess.applicantsCsv(currentUser(request).id, request.params.id);
      return sendAttachment(reply, { contentType: 'text/csv; charset=utf-8; header=present', fileName, body });
    },
  );
};

export default recruiterExportRoutes;
