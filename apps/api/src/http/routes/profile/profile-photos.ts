import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, PROFILE_MESSAGES, UPLOADS_PATH } from '@careers/shared';
import { DomainError } from '../../../platform/lib/domain-error.js';
import { sendFile } from '../../lib/file-response.js';
import { UPLOAD_FOLDERS } from '../../../domains/profile/index.js';
import { isSafeKey } from '../../../platform/storage/storage.js';

const fileParams = z.object({ file: z.string().max(100) });
const notFound = () => new DomainError('not-found', PROFILE_MESSAGES.fileNotFound);

/**
 * PRO-19: files are read from the fixed uploads path prefixed to the stored path
 * (`/uploads/photos/….png`). Photos are public by their unguessable names (128 random bits; an <img>
 * cannot send a token): no access hook. Resumes are in ../resume-downloads/ (docs/decisions/006).
 */
const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${UPLOADS_PATH}/${UPLOAD_FOLDERS.profile_photo}/:file`,
    {
      schema: {
        tags: ['profile'],
        summary: 'A profile photo, by its stored path',
        params: fileParams,
        response: { 404: errorResponseSchema },
      },
    },
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
};

export default profilePhotoRoutes;
