import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, PROFILE_MESSAGES, UPLOAD_KINDS, uploadResponseSchema, type UploadKind } from '@careers/shared';
import { HttpError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../rate-limit/rate-limiter.js';

/** What a multipart library error means for the candidate. */
function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * SPEC 7's uploads (D25): multipart with one file in the named field. The parser reads at most
 * the limit plus one byte, so an oversized file is recognised without buffering all of it.
 */
async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<{ data: Buffer; fileName: string }> {
  const rules = UPLOAD_KINDS[kind];
  if (!request.isMultipart()) throw new HttpError(415, PROFILE_MESSAGES.notMultipart, rules.field);
  let part;
  try {
    part = await request.file({ limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 } });
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, rules.messages.size, rules.field);
    throw error;
  }
  if (!part) throw new HttpError(400, rules.messages.required, rules.field);
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw new HttpError(400, rules.messages.required, rules.field);
  }
  try {
    return { data: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, rules.messages.size, rules.field);
    throw error;
  }
}

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only: the rest of the API accepts JSON alone.
  await app.register(multipart, { throwFileSizeLimit: true });

  for (const kind of Object.keys(UPLOAD_KINDS) as UploadKind[]) {
    const label = kind === 'resume' ? 'resume (PDF, DOC or DOCX)' : 'profile photo (PNG or JPEG)';
    app.post(
      `/upload/${kind}`,
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ['profile'],
          summary: `Upload the ${label}, up to 1 MB, as multipart field '${UPLOAD_KINDS[kind].field}'; the type is decided by content (D25)`,
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
        const { data, fileName } = await readUpload(request, kind);
        return app.uploads.save(user.id, kind, data, fileName);
      },
    );
  }
};

export default uploadsRoutes;
