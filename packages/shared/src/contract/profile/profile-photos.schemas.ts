import { fileAnswer, type SchemaTable } from '../contract.js';
import { storedFileParamsSchema } from '../../schemas/profile.js';
import { storedContentTypes } from '../../uploads.js';

/** The schema half of `profile-photos.ts`. */
export const profilePhotosSchemas = {
  getProfilePhoto: {
    summary: 'A profile photo, by its stored path',
    params: storedFileParamsSchema,
    response: {
      200: fileAnswer({
        contentTypes: storedContentTypes('png', 'jpg'),
        description: 'The photo (PRO-18: nosniff, sandboxed)',
        format: 'binary',
      }),
    },
  },
} satisfies SchemaTable;
