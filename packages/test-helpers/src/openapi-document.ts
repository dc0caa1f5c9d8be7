// The OpenAPI document as `npm run fuzz:api` reads it: its operations, their schemas as plain JSON Schema,
// and the check of one answer against what the document declares for that operation.
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of a JSON Schema the generator and the checker read (OpenAPI 3.0's dialect converted, see toJsonSchema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  contentMediaType?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

interface OpenApiMedia {
  schema?: unknown;
}

interface OpenApiResponse {
  content?: Record<string, OpenApiMedia>;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One declared answer: its media types, each with its schema converted to JSON Schema (`{}` when none). */
export type DeclaredContent = Record<string, JsonSchema>;

export interface Operation {
  /** `GET /api/saved-jobs/{jobId}`: method and path template as the document writes them. */
  key: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the document declares one. */
  jsonBody?: JsonSchema;
  /** The multipart request body's schema, when the document declares one. */
  multipartBody?: JsonSchema;
  /** Whether the document declares any request body at all. */
  declaresBody: boolean;
  /**
   * The document declares no body, but its summary or description speaks of a multipart upload (a route
   * whose `multipart/form-data` body is read by hand never reaches the document's requestBody).
   */
  describesMultipart: boolean;
  /** Status code, range (`4XX`) or `default` → the declared content of that answer. */
  responses: Record<string, DeclaredContent>;
}

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The least a document must have to be read; anything more is read field by field. */
const DOCUMENT_SHAPE = {
  type: 'object',
  required: ['openapi', 'paths'],
  properties: { openapi: { type: 'string' }, paths: { type: 'object', additionalProperties: { type: 'object' } } },
};
const OPERATION_SHAPE = {
  type: 'object',
  properties: {
    summary: { type: 'string' },
    description: { type: 'string' },
    parameters: {
      type: 'array',
      items: { type: 'object', required: ['name', 'in'], properties: { name: { type: 'string' }, in: { type: 'string' } } },
    },
    requestBody: { type: 'object', properties: { content: { type: 'object', additionalProperties: { type: 'object' } } } },
    responses: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { content: { type: 'object', additionalProperties: { type: 'object' } } } },
    },
  },
};
const shapeChecker = new Ajv({ strict: false });
const isDocument = shapeChecker.compile<OpenApiDocument>(DOCUMENT_SHAPE);
const isOperation = shapeChecker.compile<OpenApiOperation>(OPERATION_SHAPE);

/** The document, checked to be an OpenAPI 3 document with paths. */
export function readDocument(value: unknown): OpenApiDocument {
  if (!isDocument(value) || !value.openapi.startsWith('3.')) throw new Error('not an OpenAPI 3 document (no openapi 3.x and paths)');
  return value;
}

/** The schema a local `$ref` (`#/components/schemas/Job`) points at. */
function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref are read, not ${ref}`);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[key] : undefined;
  }
  if (node === undefined) throw new Error(`$ref ${ref} points at nothing`);
  return node;
}

/**
 * A schema of the document as plain JSON Schema (draft 2019/2020 keywords, which Ajv and the generator
 * read): local `$ref`s inlined (a recursive one becomes `{}`, anything), and OpenAPI 3.0's own dialect
 * converted: `nullable: true` adds `null` to the type, a boolean `exclusiveMinimum`/`exclusiveMaximum`
 * moves the bound into it, and `example`, `xml`, `discriminator` and the like are dropped. An OpenAPI 3.1
 * document's schemas are JSON Schema already and pass through (only `$ref`s are inlined).
 */
export function toJsonSchema(doc: OpenApiDocument, schema: unknown, seen: ReadonlySet<string> = new Set()): JsonSchema {
  if (!isRecord(schema)) return {};
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return {};
    return toJsonSchema(doc, resolvePointer(doc, schema.$ref), new Set([...seen, schema.$ref]));
  }
  const openApi30 = doc.openapi.startsWith('3.0');
  const out: Record<string, unknown> = {};
  const sub = (value: unknown) => toJsonSchema(doc, value, seen);
  for (const [key, value] of Object.entries(schema)) {
    switch (key) {
      case 'properties':
        if (isRecord(value)) out.properties = Object.fromEntries(Object.entries(value).map(([name, prop]) => [name, sub(prop)]));
        break;
      case 'items':
      case 'not':
        out[key] = Array.isArray(value) ? value.map(sub) : sub(value);
        break;
      case 'additionalProperties':
        out[key] = typeof value === 'boolean' ? value : sub(value);
        break;
      case 'anyOf':
      case 'oneOf':
      case 'allOf':
      case 'prefixItems':
        if (Array.isArray(value)) out[key] = value.map(sub);
        break;
      case 'example':
      case 'examples':
      case 'xml':
      case 'externalDocs':
      case 'discriminator':
      case 'nullable':
      case 'readOnly':
      case 'writeOnly':
      case 'deprecated':
        if (!openApi30) out[key] = value;
        break;
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        if (typeof value === 'number') out[key] = value;
        else if (value === true) {
          const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
          if (typeof schema[bound] === 'number') out[key] = schema[bound];
        }
        break;
      case 'minimum':
        if (!(openApi30 && schema.exclusiveMinimum === true)) out[key] = value;
        break;
      case 'maximum':
        if (!(openApi30 && schema.exclusiveMaximum === true)) out[key] = value;
        break;
      default:
        out[key] = value;
    }
  }
  if (openApi30 && schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
    if (Array.isArray(out.enum)) out.enum = [...listOf(out.enum), null];
  }
  return out;
}

function declaredContent(doc: OpenApiDocument, content: Record<string, OpenApiMedia> | undefined): DeclaredContent {
  return Object.fromEntries(Object.entries(content ?? {}).map(([type, media]) => [type.toLowerCase(), toJsonSchema(doc, media.schema)]));
}

/** The parameters a path item gives all its operations. */
const pathLevelParameters = (item: unknown): OpenApiParameter[] => (isOperation(item) ? (item.parameters ?? []) : []);

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = pathLevelParameters(item);
    for (const [key, raw] of Object.entries(item)) {
      const method = METHODS.find((m) => m === key.toUpperCase());
      if (!method) continue;
      if (!isOperation(raw)) throw new Error(`${key.toUpperCase()} ${path}: not an operation object`);
      const parameters = new Map<string, Parameter>();
      for (const p of [...shared, ...(raw.parameters ?? [])]) {
        if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') continue;
        parameters.set(`${p.in} ${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' || p.required === true,
          schema: toJsonSchema(doc, p.schema),
        });
      }
      const body = declaredContent(doc, raw.requestBody?.content);
      const jsonType = Object.keys(body).find(isJsonMediaType);
      const operation: Operation = {
        key: `${method} ${path}`,
        method,
        path,
        parameters: [...parameters.values()],
        declaresBody: Object.keys(body).length > 0,
        describesMultipart: /multipart/i.test(`${raw.summary ?? ''} ${raw.description ?? ''}`),
        responses: Object.fromEntries(Object.entries(raw.responses ?? {}).map(([status, r]) => [status, declaredContent(doc, r.content)])),
      };
      if (jsonType) operation.jsonBody = body[jsonType] ?? {};
      if (body['multipart/form-data']) operation.multipartBody = body['multipart/form-data'];
      operations.push(operation);
    }
  }
  return operations;
}

/** `application/json`, `application/problem+json`, … */
export const isJsonMediaType = (type: string) => /^application\/([\w.-]+\+)?json$/i.test(type.split(';')[0]?.trim() ?? '');

/** The media type of a Content-Type header: `application/json` of `application/json; charset=utf-8`. */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Which declared answer covers a status: the code itself, then its range (`4XX`), then `default`. */
export function declaredAnswer(op: Operation, status: number): { key: string; content: DeclaredContent } | undefined {
  const range = `${Math.floor(status / 100)}XX`;
  for (const [key, content] of Object.entries(op.responses)) if (key === String(status)) return { key, content };
  for (const [key, content] of Object.entries(op.responses)) if (key.toUpperCase() === range) return { key, content };
  const fallback = op.responses.default;
  return fallback ? { key: 'default', content: fallback } : undefined;
}

/** A declared media type (`application/json`, `text/*`, `*\/*`) that an answer's media type falls under. */
export function matchingMediaType(declared: DeclaredContent, actual: string): string | undefined {
  const [type = '', subtype = ''] = actual.split('/');
  return Object.keys(declared).find((d) => {
    const [dType = '', dSubtype = ''] = d.split(';')[0]?.trim().split('/') ?? [];
    return (dType === '*' || dType === type) && (dSubtype === '*' || dSubtype === subtype);
  });
}

export type ViolationKind = 'undocumented status' | 'wrong content type' | 'body not matching schema' | '5xx' | 'no answer';
export const VIOLATION_KINDS: readonly ViolationKind[] = [
  'undocumented status',
  'wrong content type',
  'body not matching schema',
  '5xx',
  'no answer',
];
/** The kinds that make an answer one the document does not describe. */
export const OUTSIDE_THE_DOCUMENT: readonly ViolationKind[] = ['undocumented status', 'wrong content type', 'body not matching schema'];

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

export interface Finding {
  kind: ViolationKind;
  detail: string;
}

/**
 * Checks answers against the document: the status must be declared for the operation (or a range or
 * `default` that covers it), the content type must be one declared for that answer, and a JSON body
 * must validate against the declared schema (Ajv, every error reported). Other bodies (CSV, zip, files,
 * HTML) are checked by content type only. Any 5xx is a finding of its own, declared or not.
 */
export class AnswerChecker {
  private readonly ajv: Ajv;
  /** By the schema's text: the document repeats the same error schema on most answers. */
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    // Schemas converted by toJsonSchema use draft 2019/2020 keywords; Ajv's 2020 dialect reads them all.
    this.ajv = doc.openapi.startsWith('3.0')
      ? new Ajv({ strict: false, allErrors: true })
      : new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
  }

  private validator(schema: JsonSchema): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  check(op: Operation, answer: Answer): Finding[] {
    const findings: Finding[] = [];
    if (answer.status >= 500) findings.push({ kind: '5xx', detail: `${answer.status}` });
    const declared = declaredAnswer(op, answer.status);
    if (!declared) {
      findings.push({
        kind: 'undocumented status',
        detail: `${answer.status}; declared: ${Object.keys(op.responses).join(', ') || 'none'}`,
      });
      return findings;
    }
    const media = mediaTypeOf(answer.contentType);
    const types = Object.keys(declared.content);
    if (types.length === 0) {
      if (answer.body.length > 0)
        findings.push({
          kind: 'wrong content type',
          detail: `${media || 'no content type'} with a body; ${declared.key} declares no content`,
        });
      return findings;
    }
    const type = media ? matchingMediaType(declared.content, media) : undefined;
    if (!type) {
      findings.push({ kind: 'wrong content type', detail: `${media || 'no content type'}; ${declared.key} declares ${types.join(', ')}` });
      return findings;
    }
    if (!isJsonMediaType(media)) return findings;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      findings.push({ kind: 'body not matching schema', detail: `${media} body is not JSON` });
      return findings;
    }
    const validate = this.validator(declared.content[type] ?? {});
    if (!validate(body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
      findings.push({ kind: 'body not matching schema', detail: `${declared.key} ${type}: ${[...new Set(errors)].join('; ')}` });
    }
    return findings;
  }
}
