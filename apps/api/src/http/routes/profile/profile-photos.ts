import { PROFILE_MESSAGES, profilePhotosContract } from '@careers/shared';
import { DomainError } from '../../../platform/lib/domain-error.js';
import { sendFile } from '../../lib/file-response.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { UPLOAD_FOLDERS } from '../../../domains/profile/index.js';
import { isSafeKey } from '../../../platform/storage/storage.js';

const notFound = () => new DomainError('not-found', PROFILE_MESSAGES.fileNotFound);

/**
 * PRO-19 (`profilePhotosContract`): photos are read from the fixed uploads path prefixed to the stored
 * path (`/uploads/photos/….png`), registered at the root. Public by their unguessable names (128 random
 * bits; an <img> cannot send a token). Resumes are in resume-downloads.ts (docs/decisions/006).
 */
export default contractRoutes(profilePhotosContract, (app) => ({
  getProfilePhoto: async (request, reply) => {
    const key = `${UPLOAD_FOLDERS.profile_photo}/${request.params.file}`;
    if (!isSafeKey(key)) throw notFound();
    const file = await app.storage.get(key);
    if (!file) throw notFound();
    // Names are never reused (a new photo gets a new name), so the bytes behind one never change.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return sendFile(reply, key, file.data);
  },
}));
