import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVICE_MESSAGES } from '@careers/shared';

/** An error whose message is meant for the person using the site. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** The underlying failure, logged for 5xx answers (never sent). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export const notFound = (message: string) => new HttpError(404, message);

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type; send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body length does not match its Content-Length.' },
  // Found while routing, before any route runs (`answerFrameworkError`): a path that cannot be decoded
  // (`%zz`), and a path parameter over the router's 100 characters (Fastify's own answer is a 414).
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: part of it cannot be decoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'The address is not valid: part of it is too long.' },
};

/**
 * Fastify's `frameworkErrors` (app.ts): the errors its router meets before a route, and so the error
 * handler, is chosen, answered in the API's error shape `{message}` like every other 4xx
 * (docs/decisions/021: an operation with path parameters documents its 400).
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  void reply.status(known?.status ?? 400).send({ message: known?.message ?? 'The request could not be handled.' });
}

/** What fastify-type-provider-zod puts in `error.validation` for each zod issue. */
interface ValidationItem {
  keyword: string;
  instancePath: string;
  message: string;
  params: { keys?: string[]; expected?: string };
}

/** Turn the first zod issue into a message a person understands, naming the field. */
function describeValidationError(item: ValidationItem | undefined): { message: string; field?: string } {
  if (!item) return { message: 'The request is not valid.' };
  const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
  if (item.keyword === 'unrecognized_keys' && item.params.keys?.length) {
    const keys = item.params.keys;
    return { message: `Unknown field: ${keys.join(', ')}`, field: field ? `${field}.${keys[0]}` : keys[0] };
  }
  if (item.keyword === 'invalid_type') {
    if (!field) return { message: 'The request body must be a JSON object.' };
    // zod's default text ('Invalid input: expected string, received undefined') is not for people.
    if (item.message.startsWith('Invalid input')) {
      return item.message.endsWith('received undefined')
        ? { message: `${field} is required`, field }
        : { message: `${field} must be a ${item.params.expected ?? 'valid value'}`, field };
    }
  }
  return field ? { message: item.message, field } : { message: item.message };
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
const RETRY_AFTER = { unavailable: '5', storageFull: '60' } as const;

/** PostgreSQL (SQLSTATE) and socket codes that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
/** The same from node-postgres and PGlite, which say it in words only. */
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is clos(?:ed|ing)/;
const DISK_FULL_TEXT = /No space left on device|could not extend file/i;

/** The error itself and what it wraps (Drizzle's DrizzleQueryError carries the driver's error as `cause`). */
export function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  const seen = new Set<unknown>();
  for (let link = error; link instanceof Error && !seen.has(link); link = link.cause) {
    seen.add(link);
    yield link;
    // Connecting to a host with several addresses fails with one error per address.
    if (link instanceof AggregateError) for (const inner of link.errors) if (inner instanceof Error) yield inner;
  }
}

/** Postgres unique_violation, from either driver (PGlite wraps it in a DrizzleQueryError cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '23505') return true;
  return false;
}

/**
 * Issue 12 §2, §3: what a failed database call means for the client, from either driver:
 * 'unavailable' (stopped, restarting, not answering in time: 503) or 'disk-full' (507).
 */
export function classifyDatabaseFailure(error: unknown): 'unavailable' | 'disk-full' | undefined {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : undefined;
    if (code === '53100' || code === 'ENOSPC' || DISK_FULL_TEXT.test(link.message)) return 'disk-full';
    if ((code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) || UNAVAILABLE_TEXT.test(link.message)) return 'unavailable';
  }
  return undefined;
}

/** One error handler for the whole API: 4xx with a person-readable message, 5xx without details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation as unknown as ValidationItem[];
      // The first problem as {message, field}; when there are several, all of them in `errors`, so a
      // client can show each under its field (GEN-5 validates every field).
      const first = describeValidationError(items[0]);
      return reply.status(400).send(items.length > 1 ? { ...first, errors: items.map((item) => describeValidationError(item)) } : first);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'The request could not be handled.' });
    }
    // Issue 10: the log names the route, not the values the query carried (errorSerializer drops them).
    const purpose = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const failure = classifyDatabaseFailure(error);
    if (failure === 'disk-full') {
      request.server.database.disk.reportFull(request.server.clock.now());
      request.log.error({ err: error, purpose }, 'write refused: no disk space');
      return reply.status(507).header('retry-after', RETRY_AFTER.storageFull).send({ message: SERVICE_MESSAGES.storageFull });
    }
    if (failure === 'unavailable') {
      request.log.error({ err: error, purpose }, 'database unavailable');
      return reply.status(503).header('retry-after', RETRY_AFTER.unavailable).send({ message: SERVICE_MESSAGES.unavailable });
    }
    request.log.error({ err: error, purpose }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later.' });
  });
}
