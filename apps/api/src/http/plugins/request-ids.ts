import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-log.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * docs/decisions/028: every answer carries its request's id in `X-Request-Id` (API answers, errors,
 * 404s, files, the web app's pages), and every JSON error body as `requestId` (the shared error shape),
 * so a candidate can quote it and an operator find the request's log lines. The id itself is Fastify's
 * `request.id` (`requestIdGenerator`, app.ts). Registered first, so no other hook answers before it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
      if (reply.statusCode >= 400 && isRecord(payload) && payload.requestId === undefined)
        done(null, { ...payload, requestId: request.id });
      else done(null, payload);
    });
  },
  { name: 'request-ids' },
);
