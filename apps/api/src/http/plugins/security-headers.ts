import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for our options. None of our settings depends on the request (no nonces, no
 * functions), so they are worked out once at start-up instead of on every request, which is what
 * @fastify/helmet does and what cost the cached public reads most of their time (OPS-8, docs/decisions/012).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  // A response of Node's own that is never sent: helmet sets and removes its headers on it, and they are
  // read back from it.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options', { cause: failure });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Every response carries the same security headers; a route may still set its own (files, API docs). */
export default fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
