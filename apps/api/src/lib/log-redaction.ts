import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: D22's reset link carries `token`. */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;

/** The URL as logged: secrets in the query string replaced, so logs never hold a usable reset link. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log line without secrets (its default serializer logs the raw URL). */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
