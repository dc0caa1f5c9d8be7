import type { OperationsFor, TypedOperations } from '../operation.js';
import type { profilePhotosSchemas } from './profile-photos.schemas.js';

/**
 * PRO-19: a profile photo, read from the fixed uploads path prefixed to its stored path
 * (`/uploads/photos/….png`), outside `/api`. Public by its unguessable name (128 random bits; an <img>
 * cannot send a token). 404: no such photo.
 */
const operations = {
  getProfilePhoto: { method: 'GET', path: '/uploads/photos/:file', access: 'public', errors: [404] },
} satisfies OperationsFor<typeof profilePhotosSchemas>;
export const profilePhotosOperations: TypedOperations<typeof operations, typeof profilePhotosSchemas> = operations;
