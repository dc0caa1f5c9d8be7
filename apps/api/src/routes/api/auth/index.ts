import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  loadCommonPasswords,
  loginSchema,
  messageResponseSchema,
  resendCodeSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupSchema,
  verifySignupSchema,
} from '@careers/shared';
import { normaliseEmail } from '../../../accounts/accounts-service.js';
import { currentUser } from '../../../plugins/auth.js';
import { HttpError } from '../../../lib/errors.js';
import { RATE_LIMITS } from '../../../rate-limit/rate-limiter.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/** SPEC 7's account calls and D20's resend (D20–D22, D24). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-up, verify and reset refuse common passwords (issue 10): the list is read before they listen.
  await loadCommonPasswords();
  const { accounts, rateLimiter } = app;
  const emailLimits = (ip: string, email: string) =>
    rateLimiter.consume([RATE_LIMITS.emailPerIp, ip], [RATE_LIMITS.emailPerRecipient, normaliseEmail(email)]);

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a sign-up: e-mails a 6-digit code (D20)',
        body: signupSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLimits(request.ip, request.body.username);
      return accounts.register(request.body);
    },
  );

  app.post(
    '/resend-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a new sign-up code; the old one stops working (D20)',
        body: resendCodeSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLimits(request.ip, request.body.username);
      return accounts.resendCode(request.body.username);
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the e-mailed code, create the account and sign in',
        body: verifySignupSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rateLimiter.consume(
        [RATE_LIMITS.verifyPerIp, request.ip],
        [RATE_LIMITS.verifyPerAccount, normaliseEmail(request.body.username)],
      );
      return accounts.verify(request.body);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; errors carry their text in msg too (SPEC 7)',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await rateLimiter.consume(
          [RATE_LIMITS.loginPerIp, request.ip],
          [RATE_LIMITS.loginPerAccount, normaliseEmail(request.body.username)],
        );
        return await accounts.login(request.body);
      } catch (error) {
        // SPEC 7: the login page reads the server's error text from `msg`.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message, msg: error.message });
      }
    },
  );

  app.post(
    '/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: 'End the session of this access token (D21)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => accounts.logout(currentUser(request).sessionId),
  );

  app.get(
    '/session',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user of this access token (lets the browser check a stored session)',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user_details: await accounts.sessionUser(currentUser(request).id) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use reset link valid 30 minutes (D22)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLimits(request.ip, request.body.username);
      return accounts.forgotPassword(request.body);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed token; ends every session (D22)',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rateLimiter.consume([RATE_LIMITS.resetPerIp, request.ip]);
      return accounts.resetPassword(request.body);
    },
  );
};

export default authRoutes;
