import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, PROFILE_MESSAGES, UPLOADS_PATH } from '@careers/shared';
import { HttpError } from '../lib/errors.js';
import { currentUser } from '../plugins/auth.js';
import { CONTENT_TYPES, UPLOAD_FOLDERS } from '../profile/uploads-service.js';
import { isSafeKey } from '../services/storage.js';

const fileParams = z.object({ file: z.string().max(100) });
const notFound = () => new HttpError(404, PROFILE_MESSAGES.fileNotFound);

/** RFC 6266: an ASCII fallback name and the real one, percent-encoded. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** D25: uploaded bytes are never interpreted by the browser as a page or a script. */
function sendFile(reply: FastifyReply, key: string, data: Buffer) {
  const extension = key.split('.').pop() ?? '';
  return reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}

/**
 * SPEC 7: files are read from the fixed uploads path prefixed to the stored path
 * (`/uploads/photos/….png`, `/uploads/resumes/….pdf`). Photos are public by their unguessable
 * names (128 random bits; an <img> cannot send a token). Resumes are personal data: only their
 * owner, signed in, may download them, always as an attachment (docs/decisions/006).
 */
const uploadsFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${UPLOADS_PATH}/${UPLOAD_FOLDERS.profile_photo}/:file`,
    { schema: { tags: ['profile'], summary: 'A profile photo, by its stored path', params: fileParams, response: { 404: errorResponseSchema } } },
    async (request, reply) => {
      const key = `${UPLOAD_FOLDERS.profile_photo}/${request.params.file}`;
      if (!isSafeKey(key)) throw notFound();
      const file = await app.storage.get(key);
      if (!file) throw notFound();
      // Names are never reused (a new photo gets a new name), so the bytes behind one never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendFile(reply, key, file.data);
    },
  );

  app.get(
    `${UPLOADS_PATH}/${UPLOAD_FOLDERS.resume}/:file`,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['profile'],
        summary: "The signed-in candidate's own resume, as an attachment",
        security: [{ bearerAuth: [] }],
        params: fileParams,
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = `${UPLOAD_FOLDERS.resume}/${request.params.file}`;
      const owner = await app.repos.profiles.find(currentUser(request).id);
      // Someone else's resume is "not found" too: its existence is not confirmed to anyone else.
      if (!owner || !owner.resumeKey || owner.resumeKey !== key) throw notFound();
      const file = await app.storage.get(key);
      if (!file) throw notFound();
      reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(owner.resumeName || key.split('/')[1] || 'resume'));
      return sendFile(reply, key, file.data);
    },
  );
};

export default uploadsFilesRoutes;
