import type { FastifyRequest } from 'fastify';
import { profileFilesContract, UPLOAD_KINDS, type UploadKind } from '@careers/shared';
import { readUpload } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

/**
 * PRO-19's uploads (`profileFilesContract`): candidates only (401 anonymous, 403 recruiters and admins,
 * from the contract's access rule). Being upload operations, contractRoutes registers them with
 * @fastify/multipart in a scope of their own: the rest of the API accepts JSON alone.
 */
export default contractRoutes(profileFilesContract, (app) => {
  const save = async (request: FastifyRequest, kind: UploadKind) => {
    const user = currentUser(request);
    // One budget for every upload of an account (profile and applications): it bounds the disk one account can fill.
    await app.rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
    const { data, fileName } = await readUpload(request, UPLOAD_KINDS[kind]);
    return app.profileFiles.save(user.id, kind, data, fileName);
  };
  return {
    uploadResume: async (request) => save(request, 'resume'),
    uploadProfilePhoto: async (request) => save(request, 'profile_photo'),
  };
});
