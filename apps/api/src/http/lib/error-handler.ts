import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVICE_MESSAGES } from '@careers/shared';
import { DomainError, type DomainErrorCode } from '../../platform/lib/domain-error.js';
import { classifyDatabaseFailure } from '../../platform/lib/errors.js';
import { REQUEST_ID_HEADER } from './request-log.js';

/**
 * An answer that is about HTTP itself (the auth plugin's 401 with its WWW-Authenticate header, a body
 * that is not multipart): thrown only under http/. Everything else throws a DomainError
 * (platform/lib/domain-error.ts), which the handler below answers through DOMAIN_ERROR_STATUS.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** The underlying failure, logged for 5xx answers (never sent). */
    cause?: unknown,
    /** Several problems at once, each with its field (a domain error's `errors`). */
    readonly errors?: readonly { message: string; field?: string | undefined }[],
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

/** The one mapping of a domain error's meaning to an HTTP status. */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorCode, number>;

/**
 * A DomainError or HttpError as the answer it gets: status, headers (Retry-After when the error says
 * when to try again), message and field. undefined for anything else (a bug, a database failure).
 */
export function errorAnswerOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
  return new HttpError(DOMAIN_ERROR_STATUS[error.code], error.message, error.field, headers, error.cause, error.errors);
}

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
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  // No route and so no hook has run: the request id (docs/decisions/028) is set here.
  void reply
    .status(known?.status ?? 400)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ message: known?.message ?? 'The request could not be handled.', requestId: request.id });
}

/** Node's HTTP parser errors (the `clientError` event) that get an answer of their own; any other is a 400. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  // OPS-7: REQUEST_TIMEOUT_MS passed before the whole request arrived.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large.' },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  message: 'The request is not valid HTTP: a header or the request line could not be read.',
};

/**
 * Fastify's `clientErrorHandler` (app.ts): a request Node's HTTP parser refused (a header with characters
 * HTTP does not allow, a broken request line, headers too large, a request that took too long) never
 * reaches Fastify. Fastify's default answers `{"error":"Bad Request","message":"Client Error",…}`; this
 * answers the API's error shape, with a new request id (docs/decisions/028: a header of a request that
 * could not be read is not taken) in `X-Request-Id` and the body, and logs it in one line like any request.
 * `this` is the Fastify instance.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // The client went away: nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = CLIENT_ERRORS[error.code] ?? MALFORMED;
  const requestId = randomUUID();
  this.log.info(
    { reqId: requestId, statusCode: status, clientError: error.code, ip: socket.remoteAddress },
    'request refused by the HTTP parser',
  );
  if (socket.writable) {
    const body = JSON.stringify({ message, requestId });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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

/**
 * One error handler for the whole API: 4xx with a person-readable message, 5xx without details; a
 * domain error by its code (DOMAIN_ERROR_STATUS), a failed database call by classifyDatabaseFailure.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswerOf(error);
    if (answer) {
      if (answer.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(answer.statusCode)
        .headers(answer.headers)
        .send({
          message: answer.message,
          ...(answer.field ? { field: answer.field } : {}),
          ...(answer.errors
            ? { errors: answer.errors.map((e) => (e.field ? { message: e.message, field: e.field } : { message: e.message })) }
            : {}),
        });
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
    // GEN-12: the log names the route, not the values the query carried (errorSerializer drops them).
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
