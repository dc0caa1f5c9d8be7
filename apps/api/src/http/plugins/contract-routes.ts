import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_SECURITY,
  errorResponseSchema,
  errorStatusesOf,
  isFileAnswer,
  successStatusOf,
  type Access,
  type Contract,
  type FileAnswer,
  type Operation,
  type OperationSchemas,
  type UploadRules,
} from '@careers/shared';
import { EVERY_ROLE, RECRUITER_AREA } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart upload an operation of the contract takes, for its OpenAPI request body. */
    upload?: UploadRules;
  }
}

/**
 * docs/decisions/021: an area's routes are registered from its contract (`packages/shared/src/contract/`).
 * Each operation becomes one Fastify route with the contract's method and path, its schemas (so
 * fastify-type-provider-zod validates the request, serialises the answer and @fastify/swagger documents
 * both), the shared error shape on every failure it may answer (`errorStatusesOf`), `security` and the
 * guard of its access rule. A handler without an entry, or an entry without a handler, stops the start.
 *
 *   export default contractRoutes(jobsContract, (app) => ({
 *     getDetails: async (request, reply) => …,   // request.body typed by the contract
 *   }));
 */

type Schema<S, K extends 'params' | 'query' | 'body'> = S extends { readonly [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** The request of one operation: params, query and body as its schemas give them (after validation). */
export type OperationRequest<S extends OperationSchemas> = FastifyRequest<{
  Params: Schema<S, 'params'>;
  Querystring: Schema<S, 'query'>;
  Body: Schema<S, 'body'>;
}>;

/** What a handler may return: one of its success answers, or the reply it sent itself (files, cached bytes). */
export type OperationAnswer<S extends OperationSchemas> =
  (S['response'][keyof S['response']] extends infer R ? (R extends z.ZodType ? z.output<R> : never) : never) | FastifyReply;

export type OperationHandler<S extends OperationSchemas> = (
  request: OperationRequest<S>,
  reply: FastifyReply,
) => Promise<OperationAnswer<S>>;

/** One handler per operation of the contract, by name. */
export type ContractHandlers<S extends Record<string, OperationSchemas>> = { readonly [K in keyof S]: OperationHandler<S[K]> };

/** Any operation's handler, as the router calls it (method syntax: handlers of narrower requests fit). */
type RouteHandler = { call(request: FastifyRequest, reply: FastifyReply): Promise<unknown> }['call'];

/** docs/decisions/010's rules, one per access rule; 'public' has no guard. */
function guardOf(app: FastifyInstance, access: Access) {
  switch (access) {
    case 'public':
      return undefined;
    case 'candidate':
      return app.requireRole('candidate');
    case 'recruiter-area':
      return app.requireRole(...RECRUITER_AREA);
    case 'admin':
      return app.requireRole('admin');
    case 'signed-in':
      return app.requireRole(...EVERY_ROLE);
    case 'anonymous-or-candidate':
      return app.requireRoleOrAnonymous('candidate');
  }
}

/**
 * A file answer as Fastify and OpenAPI see it: a string under each content type (bytes: format binary).
 * The route sends a Buffer or a string itself, which Fastify does not serialise.
 */
const fileResponse = (answer: FileAnswer) => {
  const schema = answer.format === 'binary' ? z.string().meta({ format: 'binary' }) : z.string().describe(answer.description ?? '');
  return {
    ...(answer.description ? { description: answer.description } : {}),
    content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema }])),
  };
};

/** The route schema of one operation: what fastify-type-provider-zod validates and @fastify/swagger documents. */
function routeSchema(tag: string, operation: Operation, schemas: OperationSchemas): FastifySchema {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(schemas.response)) {
    response[Number(status)] = isFileAnswer(answer) ? fileResponse(answer) : answer;
  }
  for (const status of errorStatusesOf(operation, schemas)) response[status] = schemas.failures?.[status] ?? errorResponseSchema;
  const security = ACCESS_SECURITY[operation.access];
  return {
    tags: [tag],
    summary: schemas.summary,
    ...(schemas.description ? { description: schemas.description } : {}),
    ...(security ? { security: security.map((scheme) => ({ ...scheme })) } : {}),
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    ...(schemas.upload ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/**
 * @fastify/swagger's transform (app.ts): fastify-type-provider-zod's, plus the multipart body of an upload.
 * That body is documented only: Fastify validates no body there, the handler reads the stream (PRO-18).
 */
export const contractDocsTransform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const upload = document.route.config?.upload;
  if (!upload) return transformed;
  const file = { type: 'string', format: 'binary', description: `${upload.extensions.join(', ')}; at most ${upload.maxBytes} bytes` };
  return {
    ...transformed,
    schema: { ...transformed.schema, body: { type: 'object', required: [upload.field], properties: { [upload.field]: file } } },
  };
};

/**
 * The Fastify plugin of a contract's routes. Register it where its paths live: its paths are full
 * (`/api/recruiter/jobs/:id`), and the prefix it is registered under is taken off them (under `/api`,
 * `/recruiter/jobs/:id` is registered); a path outside that prefix stops the start. Upload operations
 * are registered in a scope of their own with @fastify/multipart, so the others accept JSON alone.
 * A handler's answer goes out with the operation's lowest success status (201 for a creation) unless
 * it sets another.
 */
export function contractRoutes<O extends Record<string, Operation>, S extends { readonly [K in keyof O]: OperationSchemas }>(
  contract: Contract<O, S>,
  makeHandlers: (app: FastifyInstance) => ContractHandlers<S>,
): FastifyPluginAsync {
  return async (app) => {
    const handlers: Readonly<Record<string, RouteHandler | undefined>> = makeHandlers(app);
    const operations: Readonly<Record<string, Operation>> = contract.operations;
    const schemas: Readonly<Record<string, OperationSchemas>> = contract.schemas;
    const strays = Object.keys(handlers).filter((name) => !Object.hasOwn(operations, name));
    if (strays.length > 0) throw new Error(`The ${contract.tag} routes have handlers without a contract entry: ${strays.join(', ')}`);

    const register = (scope: FastifyInstance, name: string) => {
      const operation = operations[name];
      const handler = handlers[name];
      const operationSchemas = schemas[name];
      if (!operation) return;
      if (!handler || !operationSchemas) {
        throw new Error(`The ${contract.tag} contract's ${name} (${operation.method} ${operation.path}) has no handler`);
      }
      if (!operation.path.startsWith(`${scope.prefix}/`)) {
        throw new Error(`The ${contract.tag} contract's ${name} (${operation.path}) is registered under ${scope.prefix}`);
      }
      const guard = guardOf(scope, operation.access);
      const status = successStatusOf(operationSchemas);
      scope.route({
        method: operation.method,
        url: operation.path.slice(scope.prefix.length),
        schema: routeSchema(contract.tag, operation, operationSchemas),
        ...(guard ? { onRequest: guard } : {}),
        ...(operationSchemas.upload ? { config: { upload: operationSchemas.upload } } : {}),
        handler: (request, reply) => handler(request, reply.code(status)),
      });
    };

    const names = Object.keys(operations);
    const uploads = names.filter((name) => schemas[name]?.upload !== undefined);
    for (const name of names) if (!uploads.includes(name)) register(app, name);
    if (uploads.length > 0) {
      await app.register(async (scope) => {
        // PRO-19: multipart is parsed in this scope only; the handler reads the file (`readUpload`).
        await scope.register(multipart, { throwFileSizeLimit: true });
        for (const name of uploads) register(scope, name);
      });
    }
  };
}
