import type { FastifyPluginAsync } from 'fastify';
import { authContract, loadCommonPasswords } from '@careers/shared';
import { errorAnswerOf } from '../../lib/error-handler.js';
import { contractRoutes } from '../../plugins/contract-routes.js';
import { RATE_LIMITS } from '../../../platform/rate-limit/rate-limiter.js';

/**
 * The account calls (ACC-4, ACC-9 to ACC-12) and the code resend (ACC-4, ACC-13, ACC-12, ACC-17),
 * open to anyone (`authContract`); the signed-in ones are in ./session.ts.
 */
const routes = contractRoutes(authContract, (app) => {
  const { accounts, rateLimiter } = app;
  // Request-rate limits, charged before the work; allowances per account are charged by the
  // service only when a mail was queued or a password or code checked (docs/decisions/009).
  const emailRequests = (ip: string) => rateLimiter.consume([RATE_LIMITS.emailPerIp, ip]);
  return {
    register: async (request) => {
      await emailRequests(request.ip);
      return accounts.register(request.body, request.ip);
    },
    resendCode: async (request) => {
      await emailRequests(request.ip);
      return accounts.resendCode(request.body.username, request.ip);
    },
    verifySignup: async (request) => {
      await rateLimiter.consume([RATE_LIMITS.verifyPerIp, request.ip]);
      return accounts.verify(request.body);
    },
    login: async (request, reply) => {
      try {
        await rateLimiter.consume([RATE_LIMITS.loginPerIp, request.ip]);
        const result = await accounts.login(request.body, request.ip);
        if (result.signedIn) return result.signedIn;
        // ACC-19: a 401 like a wrong password (a client that knows nothing of codes shows `msg`), with the
        // reason the login page acts on (docs/decisions/030).
        const { refused, message, field } = result;
        return reply.status(401).send({ message, msg: message, code: refused, ...(field ? { field } : {}) });
      } catch (error) {
        // ACC-9: the login page reads the server's error text from `msg`.
        const answer = errorAnswerOf(error);
        if (!answer || answer.statusCode >= 500) throw error;
        return reply.status(answer.statusCode).headers(answer.headers).send({ message: answer.message, msg: answer.message });
      }
    },
    forgotPassword: async (request) => {
      await emailRequests(request.ip);
      return accounts.forgotPassword(request.body, request.ip);
    },
    resetPassword: async (request) => {
      await rateLimiter.consume([RATE_LIMITS.resetPerIp, request.ip]);
      return accounts.resetPassword(request.body);
    },
  };
});

/** Sign-up, verify and reset refuse common passwords: the list is read before their routes listen. */
const authRoutes: FastifyPluginAsync = async (app, options) => {
  await loadCommonPasswords();
  await routes(app, options);
};

export default authRoutes;
