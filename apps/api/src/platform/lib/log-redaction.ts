import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { errorChain } from './errors.js';
import { propertyOf } from './property-of.js';

/** Query parameters whose values are secrets: ACC-12's reset link carries `token`. */
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

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Names of database objects, never values: what a database error may show in the log. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

/** A database driver's error (SQLSTATE) or Drizzle's wrapper around one, which quotes the parameters. */
const isDatabaseError = (error: Error & { code?: unknown }) =>
  error instanceof DrizzleQueryError || (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error);

/**
 * The log's `err` serializer (GEN-12, docs/decisions/011). A database error's message, detail and Drizzle's
 * "Failed query: … params: …" carry the values of the query, which are candidates' personal data:
 * such an error is logged as its code and the names of the objects involved (and the stack frames),
 * the route that ran it being named by the caller. Other errors as pino logs them.
 */
export function errorSerializer(error: Error): SerializedError {
  const chain = [...errorChain(error)];
  if (!chain.some(isDatabaseError)) return stdSerializers.err(error);
  const safe: SerializedError = { type: 'DatabaseError', message: 'database error (values not logged)', stack: '' };
  for (const link of chain) {
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = propertyOf(link, field);
      if (safe[field] === undefined && typeof value === 'string') safe[field] = value;
    }
  }
  // Only the frames: the stack's first line repeats the message.
  safe.stack = (chain[0]?.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return safe;
}
