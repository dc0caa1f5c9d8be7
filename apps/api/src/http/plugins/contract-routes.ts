import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_SECURITY,
  bodySchemaOf,
  errorResponseSchema,
  errorStatusesOf,
  FORM_CONTENT_TYPES,
  isFileAnswer,
  isUploadChoice,
  secretParamNames,
  successStatusOf,
  type Access,
  type BodySchema,
  type Contract,
  type FileAnswer,
  type FormBody,
  type Now,
  type Operation,
  type OperationSchemas,
  type UploadChoice,
  type UploadRules,
} from '@careers/shared';
import { EVERY_ROLE, RECRUITER_AREA } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart upload an operation of the contract takes, for its OpenAPI request body. */
    upload?: UploadRules | UploadChoice;
    /** The form body an operation of the contract reads and does not use (RFC 8058), for its OpenAPI request body. */
    form?: FormBody;
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

type Schema<S, K extends 'params' | 'query' | 'body'> = S extends { readonly [P in K]: infer T }
  ? BodySchema<T> extends z.ZodType
    ? z.output<BodySchema<T>>
    : undefined
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

/**
 * The route schema of one operation: what fastify-type-provider-zod validates and @fastify/swagger
 * documents. A body whose rules read the time is built with the app's clock (`now`).
 */
function routeSchema(tag: string, operation: Operation, schemas: OperationSchemas, now: Now): FastifySchema {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(schemas.response)) {
    response[Number(status)] = isFileAnswer(answer) ? fileResponse(answer) : answer;
  }
  for (const status of errorStatusesOf(operation, schemas)) response[status] = schemas.failures?.[status] ?? errorResponseSchema;
  const security = ACCESS_SECURITY[operation.access];
  const body = bodySchemaOf(schemas, now);
  return {
    tags: [tag],
    summary: schemas.summary,
    ...(schemas.description ? { description: schemas.description } : {}),
    ...(security ? { security: security.map((scheme) => ({ ...scheme })) } : {}),
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(body ? { body } : {}),
    ...(schemas.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(schemas.form ? { consumes: [...FORM_CONTENT_TYPES] } : {}),
    response,
  };
}

/** One file field of a multipart upload, as OpenAPI documents it. */
const fileField = (rules: UploadRules, kind?: string) => ({
  type: 'object',
  required: [rules.field],
  properties: {
    [rules.field]: {
      type: 'string',
      format: 'binary',
      description: `${kind ? `${kind}: ` : ''}${rules.extensions.join(', ')}; at most ${rules.maxBytes} bytes`,
    },
  },
});

/** An upload's multipart body: one file in its field, or, for a choice of kinds, in the field of the kind the path names. */
const uploadBody = (upload: UploadRules | UploadChoice) => {
  if (!isUploadChoice(upload)) return fileField(upload);
  const kinds = Object.entries(upload.kinds);
  return {
    type: 'object',
    description: `One file, in the field of the \`${upload.by}\` the path names: ${kinds.map(([kind, rules]) => `${kind} in '${rules.field}'`).join(', ')}`,
    oneOf: kinds.map(([kind, rules]) => fileField(rules, kind)),
  };
};

/**
 * A form body read and not used (RFC 8058): optional, which @fastify/swagger cannot say of a route's body
 * (it marks every one required), so the whole request body rides on `x-form-body` to `contractDocsObject`.
 */
const formRequestBody = (form: FormBody) => {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(form.fields).map(([name, value]) => [name, { type: 'string', enum: [value] }])),
  };
  return {
    required: false,
    description: `Read and not used (RFC 8058's one-click POST), at most ${form.maxBytes} bytes`,
    content: Object.fromEntries(FORM_CONTENT_TYPES.map((type) => [type, { schema }])),
  };
};

/**
 * @fastify/swagger's transform (app.ts): fastify-type-provider-zod's, plus the multipart body of an upload
 * and the form body of an RFC 8058 POST. Those bodies are documented only: Fastify validates no body
 * there, the handler reads the stream (PRO-18) or ignores the form.
 */
export const contractDocsTransform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const { upload, form } = document.route.config ?? {};
  if (upload) return { ...transformed, schema: { ...transformed.schema, body: uploadBody(upload) } };
  if (form) return { ...transformed, schema: { ...transformed.schema, 'x-form-body': formRequestBody(form) } };
  return transformed;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** @fastify/swagger's `transformObject` (app.ts): each form body of `contractDocsTransform` becomes its operation's `requestBody`. */
export const contractDocsObject: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of isRecord(item) ? Object.values(item) : []) {
      if (!isRecord(operation) || !('x-form-body' in operation)) continue;
      operation.requestBody = operation['x-form-body'];
      delete operation['x-form-body'];
    }
  }
  return document;
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
      const { upload, form } = operationSchemas;
      if (upload && isUploadChoice(upload) && !operation.path.includes(`/:${upload.by}`)) {
        throw new Error(`The ${contract.tag} contract's ${name} (${operation.path}) chooses its upload by ${upload.by}, not in its path`);
      }
      const guard = guardOf(scope, operation.access);
      const status = successStatusOf(operationSchemas);
      // docs/decisions/028: the parameters the contract marks as credentials never reach the log.
      app.logRedaction.protect({
        query: secretParamNames(operationSchemas.query),
        path: { template: operation.path, names: secretParamNames(operationSchemas.params) },
      });
      scope.route({
        method: operation.method,
        url: operation.path.slice(scope.prefix.length),
        schema: routeSchema(contract.tag, operation, operationSchemas, () => app.clock.now()),
        ...(guard ? { onRequest: guard } : {}),
        ...(upload ? { config: { upload } } : form ? { config: { form } } : {}),
        handler: (request, reply) => handler(request, reply.code(status)),
      });
    };

    const names = Object.keys(operations);
    const uploads = names.filter((name) => schemas[name]?.upload !== undefined);
    const forms = names.filter((name) => schemas[name]?.form !== undefined);
    for (const name of names) if (!uploads.includes(name) && !forms.includes(name)) register(app, name);
    if (uploads.length > 0) {
      await app.register(async (scope) => {
        // PRO-19: multipart is parsed in this scope only; the handler reads the file (`readUpload`).
        await scope.register(multipart, { throwFileSizeLimit: true });
        for (const name of uploads) register(scope, name);
      });
    }
    for (const name of forms) {
      const form = schemas[name]?.form;
      if (!form) continue;
      await app.register(async (scope) => {
        // RFC 8058: the form is read as text, at most its size, and not used; the rest of the API accepts JSON alone.
        scope.addContentTypeParser([...FORM_CONTENT_TYPES], { parseAs: 'string', bodyLimit: form.maxBytes }, (_request, body, done) => {
          done(null, body);
        });
        register(scope, name);
      });
    }
  };
}
