import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  getOtpResponseSchema,
  getOtpSchema,
  messageResponseSchema,
  updateUserDetailsResponseSchema,
  updateUserDetailsSchema,
  userProfileSchema,
  verifyMobileSchema,
} from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * PRO-12's profile calls (issue 5). Every one needs sign-in (ACC-13, PRO-14) and acts on the caller's own
 * profile only: no route takes a user id, so one candidate can never reach another's data.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, rateLimiter } = app;
  // Candidates only (one hook for the folder, docs/decisions/010): anonymous callers get 401, recruiters 403.
  app.addHook('onRequest', app.requireRole('candidate'));
  const security = [{ bearerAuth: [] }];

  app.get(
    '/user-details',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in candidate's profile (PRO-12); profile_photo and resume are paths under /uploads",
        security,
        response: { 200: userProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => profile.get(currentUser(request).id),
  );

  app.patch(
    '/user-details',
    {
      schema: {
        tags: ['profile'],
        summary: "Save one section's fields (PRO-12); durations as 'dd-MM-yyyy - dd-MM-yyyy' or '… - Present'",
        description:
          'Send only the edited section’s fields. The five sections’ fields are disjoint, so they name the section; ' +
          '`section` (personal, address, social, experience, education) may be sent too. Fields of two sections, or of none, get a 400 naming them.',
        security,
        // PRO-8's "not after today" by the app's clock (apps/api/src/README.md), read when each request is checked.
        body: updateUserDetailsSchema(() => app.clock.now()),
        response: { 200: updateUserDetailsResponseSchema, ...errors },
      },
    },
    async (request) => profile.update(currentUser(request).id, request.body),
  );

  app.post(
    '/get-otp',
    {
      schema: {
        tags: ['profile'],
        summary: 'Text a 6-digit code to one of the profile’s numbers (PRO-14: 5 minutes, 5 tries, resend after 60 s)',
        security,
        body: getOtpSchema,
        response: { 200: getOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await rateLimiter.consume([RATE_LIMITS.smsPerIp, request.ip], [RATE_LIMITS.smsPerAccount, String(user.id)]);
      const number = await profile.findNumber(user.id, request.body.mobile);
      await rateLimiter.consume([RATE_LIMITS.smsPerNumber, `${number.code}${number.no}`]);
      return profile.sendMobileCode(number, user.id);
    },
  );

  app.post(
    '/verify/mobile',
    {
      schema: {
        tags: ['profile'],
        summary: "Check a texted code; sets PrimaryMobileNoVerified or SecondaryMobileNoVerified to 'YES'",
        security,
        body: verifyMobileSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await rateLimiter.consume([RATE_LIMITS.mobileVerifyPerIp, request.ip], [RATE_LIMITS.mobileVerifyPerAccount, String(user.id)]);
      return profile.verifyMobile(user.id, request.body);
    },
  );
};

export default profileRoutes;
