import type { Now } from '../schemas/profile.js';
import type { UploadRules } from '../uploads.js';
import {
  ACCESS_ANSWERS,
  type ErrorStatus,
  type FileAnswer,
  type Operation,
  type OperationSchemas,
  type SuccessStatus,
  type UploadChoice,
} from './operation.js';

/** An area's schema half: one entry per operation of its zod-free table. */
export type SchemaTable = Record<string, OperationSchemas>;

/**
 * An area's whole contract: its zod-free operations and their schemas, joined. The server registers
 * its routes from it (`contractRoutes`) and the OpenAPI document is made from those routes; the web
 * uses the operations alone.
 */
export interface Contract<O extends Record<string, Operation>, S extends { readonly [K in keyof O]: OperationSchemas }> {
  /** The OpenAPI tag of every operation here. */
  readonly tag: string;
  readonly operations: O;
  readonly schemas: S;
}

/**
 * Join an area's two halves; a name in one and not the other, or a failure shape (`failures`) for a
 * status the operation does not answer, stops the start.
 */
export function defineContract<O extends Record<string, Operation>, S extends { readonly [K in keyof O]: OperationSchemas }>(
  contract: Contract<O, S>,
): Contract<O, S> {
  const operations = Object.keys(contract.operations).sort();
  const schemas = Object.keys(contract.schemas).sort();
  if (operations.join() !== schemas.join()) {
    throw new Error(`The ${contract.tag} contract's operations (${operations.join(', ')}) and schemas (${schemas.join(', ')}) differ`);
  }
  const tables: Readonly<Record<string, OperationSchemas>> = contract.schemas;
  for (const [name, operation] of Object.entries(contract.operations)) {
    const operationSchemas = tables[name];
    const answered = operationSchemas ? errorStatusesOf(operation, operationSchemas) : [];
    const strays = Object.keys(operationSchemas?.failures ?? {}).filter((status) => !answered.some((s) => String(s) === status));
    if (strays.length > 0)
      throw new Error(`The ${contract.tag} contract's ${name} has failure shapes for statuses it does not answer: ${strays.join(', ')}`);
  }
  return contract;
}

/**
 * Whether the server reads a request body for this operation: for every method but GET, Fastify parses
 * a body that comes with a content type, whether the operation declares one or not.
 */
export const readsBody = (operation: Operation): boolean => operation.method !== 'GET';

/**
 * Every failure an operation may answer, in order:
 * - 400 when it validates params (and a path that cannot be decoded, `%zz`), query, body or an upload, or
 *   reads a body (malformed JSON);
 * - its access rule's 401/403 (`ACCESS_ANSWERS`);
 * - 413 and 415 where a body is read: over the body limit, or in a content type the route cannot parse
 *   (a multipart body sent to a JSON operation, JSON to an upload);
 * - the statuses its entry lists (its own code's: 404, 409, 429, 503, …).
 */
export function errorStatusesOf(operation: Operation, schemas: OperationSchemas): ErrorStatus[] {
  const body = readsBody(operation);
  const validates = body || [schemas.params, schemas.query, schemas.body, schemas.upload, schemas.form].some((part) => part !== undefined);
  const statuses = new Set<ErrorStatus>([
    ...(validates ? [400 as const] : []),
    ...ACCESS_ANSWERS[operation.access],
    ...(body ? [413 as const, 415 as const] : []),
    ...(operation.errors ?? []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/** Every failure each operation of a contract may answer, by operation name (what its OpenAPI answers list). */
export function errorAnswersOf<O extends Record<string, Operation>, S extends { readonly [K in keyof O]: OperationSchemas }>(
  contract: Contract<O, S>,
): Record<string, ErrorStatus[]> {
  const schemas: Readonly<Record<string, OperationSchemas | undefined>> = contract.schemas;
  const answers: Record<string, ErrorStatus[]> = {};
  for (const [name, operation] of Object.entries(contract.operations)) {
    const operationSchemas = schemas[name];
    if (operationSchemas) answers[name] = errorStatusesOf(operation, operationSchemas);
  }
  return answers;
}

/** The status a handler answers unless it sets another: the lowest success status of its schema half (201 for a creation). */
export function successStatusOf(schemas: OperationSchemas): SuccessStatus {
  const [first = 200, ...rest] = Object.keys(schemas.response)
    .map(Number)
    .filter((status): status is SuccessStatus => status === 200 || status === 201 || status === 202 || status === 204);
  return rest.reduce((lowest, status) => (status < lowest ? status : lowest), first);
}

/**
 * A file answer (PRO-18's downloads, CSV exports): its content types, for OpenAPI and the client's types.
 * The route sends it itself (`sendFile`, `sendAttachment`); its failures are JSON like every other.
 */
export const fileAnswer = ({ contentTypes, description, format }: Omit<FileAnswer, 'file'>): FileAnswer => ({
  file: true,
  contentTypes,
  format,
  ...(description ? { description } : {}),
});

export const isFileAnswer = (answer: unknown): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer && answer.file === true;

/** The JSON body schema of an operation, built with the server's clock where its rules read the time (PRO-8). */
export const bodySchemaOf = (schemas: OperationSchemas, now: Now) =>
  typeof schemas.body === 'function' ? schemas.body(now) : schemas.body;

/** Whether an upload's rules are chosen by a path parameter (APP-3's CV or photo). */
export const isUploadChoice = (upload: UploadRules | UploadChoice): upload is UploadChoice => 'kinds' in upload;

/** The content types of a `FormBody`: what an HTML form, and RFC 8058's mail programs, may send. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
