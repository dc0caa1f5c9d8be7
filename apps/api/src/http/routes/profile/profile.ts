import type { FastifyRequest } from 'fastify';
import { profileContract, UPLOAD_KINDS, type UploadKind } from '@careers/shared';
import { readUpload } from '../../lib/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

/**
 * PRO-12's profile calls and PRO-19's uploads (`profileContract`): candidates only (401 anonymous, 403
 * recruiters and admins, from the contract's access rule), each on the caller's own profile: no
 * operation takes a user id, so one candidate can never reach another's data. The uploads, being upload
 * operations, are registered by contractRoutes with @fastify/multipart in a scope of their own: the rest
 * of the API accepts JSON alone.
 */
export default contractRoutes(profileContract, (app) => {
  const { profile, rateLimiter } = app;
  const save = async (request: FastifyRequest, kind: UploadKind) => {
    const user = currentUser(request);
    // One budget for every upload of an account (profile and applications): it bounds the disk one account can fill.
    await rateLimiter.consume([RATE_LIMITS.uploadsPerAccount, String(user.id)]);
    const { data, fileName } = await readUpload(request, UPLOAD_KINDS[kind]);
    return app.profileFiles.save(user.id, kind, data, fileName);
  };
  return {
    getUserDetails: async (request) => profile.get(currentUser(request).id),
    updateUserDetails: async (request) => profile.update(currentUser(request).id, request.body),
    sendMobileOtp: async (request) => {
      const user = currentUser(request);
      await rateLimiter.consume([RATE_LIMITS.smsPerIp, request.ip], [RATE_LIMITS.smsPerAccount, String(user.id)]);
      const number = await profile.findNumber(user.id, request.body.mobile);
      await rateLimiter.consume([RATE_LIMITS.smsPerNumber, `${number.code}${number.no}`]);
      return profile.sendMobileCode(number, user.id);
    },
    verifyMobile: async (request) => {
      const user = currentUser(request);
      await rateLimiter.consume([RATE_LIMITS.mobileVerifyPerIp, request.ip], [RATE_LIMITS.mobileVerifyPerAccount, String(user.id)]);
      return profile.verifyMobile(user.id, request.body);
    },
    uploadResume: async (request) => save(request, 'resume'),
    uploadProfilePhoto: async (request) => save(request, 'profile_photo'),
    getProfileTerms: async (request) => profile.terms(currentUser(request).id),
    updateProfileTerms: async (request) => profile.saveTerms(currentUser(request).id, request.body),
  };
});
