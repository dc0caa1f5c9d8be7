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
  signupSchema,
  verifySignupSchema,
} from '@careers/shared';
import { errorAnswerOf } from '../../lib/error-handler.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** The account calls (ACC-4, ACC-9 to ACC-12) and the code resend (ACC-4, ACC-13, ACC-12, ACC-17), open to anyone; the signed-in ones are in ../session/. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-up, verify and reset refuse common passwords (issue 10): the list is read before they listen.
  await loadCommonPasswords();
  const { accounts, rateLimiter } = app;
  // Request-rate limits, charged before the work; allowances per account are charged by the
  // service only when a mail was queued or a password or code checked (docs/decisions/009).
  const emailRequests = (ip: string) => rateLimiter.consume([RATE_LIMITS.emailPerIp, ip]);

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a sign-up: e-mails a 6-digit code (ACC-4); a sign-up already waiting is not changed (409 for another password)',
        body: signupSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailRequests(request.ip);
      return accounts.register(request.body, request.ip);
    },
  );

  app.post(
    '/resend-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a new sign-up code; the old one stops working (ACC-4). 429 with Retry-After within the wait',
        body: resendCodeSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailRequests(request.ip);
      return accounts.resendCode(request.body.username, request.ip);
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
      await rateLimiter.consume([RATE_LIMITS.verifyPerIp, request.ip]);
      return accounts.verify(request.body);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; errors carry their text in msg too (ACC-9)',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await rateLimiter.consume([RATE_LIMITS.loginPerIp, request.ip]);
        return await accounts.login(request.body, request.ip);
      } catch (error) {
        // ACC-9: the login page reads the server's error text from `msg`.
        const answer = errorAnswerOf(error);
        if (!answer || answer.statusCode >= 500) throw error;
        return reply.status(answer.statusCode).headers(answer.headers).send({ message: answer.message, msg: answer.message });
      }
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use reset link valid 30 minutes (ACC-12)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailRequests(request.ip);
      return accounts.forgotPassword(request.body, request.ip);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed token; ends every session (ACC-12)',
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
