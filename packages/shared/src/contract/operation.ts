import type { z } from 'zod';
import type { Now } from '../schemas/profile.js';
import type { UploadRules } from '../uploads.js';

/**
 * docs/decisions/021: one route contract. This module holds the contract's types and the rules the
 * zod-free tables (`<domain>/<area>.ts`: method, path, who may call, what else it may answer) need. It
 * imports zod for types only, so the landing route can call the API through them without loading zod
 * (apps/web/README.md); the schemas are in each area's `<domain>/<area>.schemas.ts`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation (docs/decisions/010's rules, per operation). The server's guard, the
 * OpenAPI `security` and the 401/403 answers all come from it (`ACCESS_ANSWERS`, `ACCESS_SECURITY`).
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Signed-in candidates: 401 anonymous, 403 recruiters and admins. */
  | 'candidate'
  /** REC-2, REC-8: recruiters and admins: 401 anonymous, 403 candidates. */
  | 'recruiter-area'
  /** REC-8: admins only: 401 anonymous, 403 candidates and recruiters. */
  | 'admin'
  /** ACC-13: anyone signed in, whatever the role: 401 anonymous. */
  | 'signed-in'
  /** ALR-1: anonymous, or a signed-in candidate: 401 for a bad token, 403 for recruiters and admins. */
  | 'anonymous-or-candidate';

/** The refusals an access rule adds to an operation's answers. */
export const ACCESS_ANSWERS: Readonly<Record<Access, readonly (401 | 403)[]>> = {
  public: [],
  candidate: [401, 403],
  'recruiter-area': [401, 403],
  admin: [401, 403],
  'signed-in': [401],
  'anonymous-or-candidate': [401, 403],
};

/** OpenAPI `security` by access rule: the bearer token, optional (`{}`) where anonymous callers are let in too. */
export const ACCESS_SECURITY: Readonly<Record<Access, readonly Readonly<Record<string, readonly string[]>>[] | undefined>> = {
  public: undefined,
  candidate: [{ bearerAuth: [] }],
  'recruiter-area': [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  'signed-in': [{ bearerAuth: [] }],
  'anonymous-or-candidate': [{ bearerAuth: [] }, {}],
};

/** The failures an operation may answer, each with the shared error shape (`errorResponseSchema`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 507;

/** One operation, as the client and the router see it. */
export interface Operation {
  readonly method: HttpMethod;
  /** The full path, Fastify's form: `/api/recruiter/jobs/:id`. */
  readonly path: string;
  readonly access: Access;
  /**
   * What the operation's own code may answer besides success (404, 409, 429, 503, …). The rest is
   * added by `errorStatusesOf`: 400 for what is validated, 401/403 by the access rule, 413/415 where
   * a request body is read.
   */
  readonly errors?: readonly ErrorStatus[];
}

/** Where the schema half's types ride along on a zod-free entry: a type only, never a value. */
declare const schemaTypes: unique symbol;
export type TypedOperation<S> = Operation & { readonly [schemaTypes]?: S };

/** What an area's zod-free table must hold: one entry for each operation its schema half names. */
export type OperationsFor<S> = { readonly [K in keyof S]: Operation };

/**
 * A zod-free table typed by its schema half (an `import type` of `<area>.schemas.ts`), so the client
 * reads each call's types from the entry. No function builds it: a helper module shared by every table
 * would be one more module the landing route shares with lazily loaded chunks (docs/decisions/021).
 *
 *   const operations = { getDetails: { method: 'POST', … } } satisfies OperationsFor<Pick<typeof jobsSchemas, 'getDetails'>>;
 *   export const jobsOperations: TypedOperations<typeof operations, typeof jobsSchemas> = operations;
 */
export type TypedOperations<T, S> = { readonly [K in keyof T]: T[K] & TypedOperation<K extends keyof S ? S[K] : never> };

/** A file answer (a download, a CSV): its content types; the web fetches it as a Blob. */
export interface FileAnswer {
  readonly file: true;
  readonly contentTypes: readonly string[];
  /** What OpenAPI says of it. */
  readonly description?: string;
  /** Text (a CSV) or bytes (an uploaded file): OpenAPI's `string`, or `string` of format `binary`. */
  readonly format: 'text' | 'binary';
}

/** The statuses an operation may succeed with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * A schema that reads the time (PRO-8's "not after today"): built by the server with its own clock
 * (`() => app.clock.now()`, so tests move time), e.g. `submitApplicationSchema`.
 */
export type ClockedSchema = (now: Now) => z.ZodType;

/**
 * An upload whose rules a path parameter picks (APP-3: `/api/application-files/:kind` takes a CV or a
 * photo, each with its own field, size and types). The parameter's schema must allow exactly these kinds.
 */
export interface UploadChoice<K extends string = string> {
  /** The path parameter that names the kind (`'kind'`). */
  readonly by: string;
  /** The rules of each kind; the file comes in that kind's field. */
  readonly kinds: Readonly<Record<K, UploadRules>>;
}

/**
 * A small HTML form body (`application/x-www-form-urlencoded` or `multipart/form-data`) instead of
 * JSON, read as text and not used: RFC 8058's one-click unsubscribe, where the mail program POSTs
 * `List-Unsubscribe=One-Click` and what counts is the signed token in the URL. The route reads such a
 * body in a scope of its own, at most `maxBytes` (413 above); OpenAPI documents its fields.
 */
export interface FormBody {
  /** Each field and the one value it carries: `{ 'List-Unsubscribe': 'One-Click' }`. */
  readonly fields: Readonly<Record<string, string>>;
  readonly maxBytes: number;
}

/** The schema half of one operation: what it takes and what it answers when it succeeds. */
export interface OperationSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; a function of the server's clock where its rules read the time. */
  readonly body?: z.ZodType | ClockedSchema;
  /**
   * A multipart upload (PRO-19) instead of a JSON body: its field, size and types, or the kinds a path
   * parameter chooses from (`UploadChoice`). The handler reads the stream (`readUpload`); OpenAPI
   * documents a `multipart/form-data` body; the web sends it with `uploadTo`.
   */
  readonly upload?: UploadRules | UploadChoice;
  /** A form body read and not used (RFC 8058's one-click POST) instead of a JSON body. */
  readonly form?: FormBody;
  /** Success answers by status: a JSON schema, or a file. The lowest is the one a handler answers unless it sets another. */
  readonly response: Readonly<Partial<Record<SuccessStatus, z.ZodType | FileAnswer>>>;
  /**
   * A failure the operation answers in a shape of its own instead of the shared error shape, by status
   * (listed in its entry's `errors` too): the readiness probe's 503 `{status, detail}` (OPS-7). The
   * handler sends it itself (`reply.status(503).send(…)`).
   */
  readonly failures?: Readonly<Partial<Record<ErrorStatus, z.ZodType>>>;
  /** OpenAPI: one line, and more when needed. */
  readonly summary: string;
  readonly description?: string;
}

type SchemasOf<O> = O extends TypedOperation<infer S> ? (S extends OperationSchemas ? S : never) : never;
type Field<S, K extends keyof OperationSchemas> = S extends { readonly [P in K]: infer T } ? T : undefined;

/** The path parameters the client fills in: the schema's keys, as text or numbers (`z.coerce` inputs are `unknown`). */
export type ParamsOf<O> =
  Field<SchemasOf<O>, 'params'> extends z.ZodType ? { [K in keyof z.output<Field<SchemasOf<O>, 'params'>>]: string | number } : undefined;
/** What the client sends in the query string (the schema's input: text the server turns into numbers). */
export type QueryOf<O> = Field<SchemasOf<O>, 'query'> extends z.ZodType ? z.input<Field<SchemasOf<O>, 'query'>> : undefined;
/** A body's schema, built when it reads the time. */
export type BodySchema<B> = B extends ClockedSchema ? ReturnType<B> : B;
/** The JSON body the client sends. */
export type BodyOf<O> =
  BodySchema<Field<SchemasOf<O>, 'body'>> extends z.ZodType ? z.input<BodySchema<Field<SchemasOf<O>, 'body'>>> : undefined;

type SuccessSchemas<O> = SchemasOf<O>['response'][keyof SchemasOf<O>['response']];
/** The JSON a successful call answers (never for an operation that answers a file). */
export type ResponseOf<O> = SuccessSchemas<O> extends infer R ? (R extends z.ZodType ? z.output<R> : never) : never;
/** Operations that take a multipart upload: the web sends them with `uploadTo`, never `callApi`. */
export type UploadOperation = TypedOperation<{ readonly upload: UploadRules | UploadChoice }>;
/** Operations that answer a file: the web fetches or downloads them as a Blob, never parses them. */
export type FileOperation = TypedOperation<{ readonly response: { readonly 200: FileAnswer } }>;
