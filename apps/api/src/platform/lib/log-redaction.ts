import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { errorChain } from './errors.js';
import { propertyOf } from './property-of.js';

/**
 * Query parameters whose values are credentials on any path: ACC-11's reset link carries `token`, a
 * bearer token may arrive as `access_token`, and a code is a code wherever it is sent. The route contract
 * and the web app's pages add theirs (`protect`, docs/decisions/028).
 */
const ALWAYS_SECRET = ['token', 'access_token', 'code'] as const;

/** A parameter named like a credential is redacted even if nothing marked it (`reset_token`, `otp`, `client_secret`, …). */
const CREDENTIAL_NAME = /(?:^|[_.-])(?:token|code|otp|secret|password|signature)$/i;

const REDACTED = '[redacted]';

/**
 * What the request log may show of a URL (docs/decisions/028): every credential-carrying query parameter,
 * and every credential-carrying path parameter of the route that answered, replaced by `[redacted]`.
 */
export interface LogRedaction {
  /**
   * Add a route's credentials: query parameter names (redacted on every path, so a mistyped URL is covered
   * too) and the path parameters of its template (`/uploads/photos/:file`).
   */
  protect: (credentials: { query?: readonly string[]; path?: { template: string; names: readonly string[] } }) => void;
  /** Whether a query parameter's value is redacted. */
  isSecretQuery: (name: string) => boolean;
  /** The URL as logged; `template` is the route that answered it (Fastify's `routeOptions.url`), if any. */
  url: (url: string, template?: string) => string;
}

/** A query parameter's name as the query-string parser reads it (`%74oken` is `token`). */
function decodedName(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function createLogRedaction(secretQuery: Iterable<string> = []): LogRedaction {
  const query = new Set<string>();
  /** Route template → the positions of its secret path segments. */
  const pathSecrets = new Map<string, number[]>();
  const isSecretQuery = (name: string) => {
    const decoded = decodedName(name).toLowerCase();
    return query.has(decoded) || CREDENTIAL_NAME.test(decoded);
  };
  const redactQuery = (search: string) =>
    search
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        return equals !== -1 && isSecretQuery(pair.slice(0, equals)) ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
      })
      .join('&');
  const redactPath = (path: string, positions: readonly number[]) => {
    const segments = path.split('/');
    for (const position of positions) if (position < segments.length) segments[position] = REDACTED;
    return segments.join('/');
  };

  const redaction: LogRedaction = {
    protect: ({ query: names = [], path }) => {
      for (const name of names) query.add(name.toLowerCase());
      if (path && path.names.length > 0) {
        const positions = path.template
          .split('/')
          .flatMap((segment, index) => (path.names.includes(segment.slice(1)) && segment.startsWith(':') ? [index] : []));
        pathSecrets.set(path.template, positions);
      }
    },
    isSecretQuery,
    url: (url, template) => {
      const positions = template === undefined ? undefined : pathSecrets.get(template);
      const queryStart = url.indexOf('?');
      if (queryStart === -1 && positions === undefined) return url;
      const fragmentStart = url.indexOf('#');
      const end = fragmentStart === -1 ? url.length : fragmentStart;
      const path = queryStart === -1 ? url.slice(0, end) : url.slice(0, queryStart);
      const search = queryStart === -1 || queryStart > end ? undefined : url.slice(queryStart + 1, end);
      return `${positions ? redactPath(path, positions) : path}${search === undefined ? '' : `?${redactQuery(search)}`}${url.slice(end)}`;
    },
  };
  redaction.protect({ query: [...ALWAYS_SECRET, ...secretQuery] });
  return redaction;
}

/** Fastify's `req` log serializer without secrets (its default logs the raw URL); used by Fastify's own rare lines. */
export const requestSerializerOf = (redaction: LogRedaction) => (request: FastifyRequest) => ({
  method: request.method,
  url: redaction.url(request.url, request.routeOptions.url),
  host: request.host,
  remoteAddress: request.ip,
});

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
