import fc from 'fast-check';
import {
  operationsOf as documentOperations,
  percentEncode,
  type JsonSchema,
  type Method,
  type OpenApiDocument,
  type Operation as DocumentOperation,
  type Parameter,
} from '@careers/test-helpers';

/**
 * Hostile requests for every operation of the API's OpenAPI document (GEN-12): each one starts
 * from a valid-looking request and breaks it: a field (path parameter, query parameter or JSON body
 * property, at any depth) gets a wrong type, an empty or huge value, or text with NUL, lone UTF-16
 * surrogates, bidi controls or CRLF; unknown fields; malformed JSON and wrong content types; and, on
 * routes that take no JSON body (the multipart uploads), truncated, malformed and oversized
 * multipart bodies.
 */

/**
 * An operation of the document (read by the fuzzer's reader, @careers/test-helpers), with what the
 * hostile generator needs: its path and query parameters, and whether it takes a body that is not JSON.
 */
export interface Operation extends DocumentOperation {
  pathParams: Parameter[];
  queryParams: Parameter[];
  /**
   * A POST, PUT or PATCH without a JSON body. The uploads are such routes (multipart bodies), so every
   * such route gets multipart bodies (an action like logout must refuse them just as well).
   */
  rawBody: boolean;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return documentOperations(doc).map((op) => ({
    ...op,
    pathParams: op.parameters.filter((p) => p.in === 'path'),
    queryParams: op.parameters.filter((p) => p.in === 'query'),
    rawBody: !op.jsonBody && op.method !== 'GET' && op.method !== 'DELETE',
  }));
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;

/** Valid values to start from: by operation for whole bodies, by name for parameters and properties. */
export interface Examples {
  body(op: Operation): unknown;
  value(op: Operation, name: string): unknown;
}

/** A request as app.inject takes it, with what was made hostile in words. */
export interface HostileRequest {
  what: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Characters that have broken servers: NUL, lone surrogates, bidi controls, line breaks, BOM. */
const DANGEROUS_CHARACTERS = [
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u2066',
  '\u2067',
  '\u2069',
  '\u061C',
  '\r\n',
  '\r',
  '\n',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\u200B',
  '\u0085',
  '\u001B[31m',
  '\uFFFF',
  '\uFFFE',
  'e\u0301',
  '👩‍💻',
  '\t',
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '%00',
  '%',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '2147483648',
  '9'.repeat(40),
  '01-01-0000',
  '31-02-2023',
  '31-02-2023 - Present',
  'a@b',
  '@',
  '__proto__',
  'constructor',
  'toString',
  'a\r\nSet-Cookie: x=1',
  'x'.repeat(255),
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  [],
  {},
  [1, 2],
  { a: 'b' },
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const dangerous = fc.constantFrom(...DANGEROUS_CHARACTERS);

/** Short strings mixing dangerous characters with arbitrary code points. */
const mixedString = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: dangerous },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: loneSurrogate },
    { weight: 1, arbitrary: controlCharacter },
  ),
  minLength: 1,
  maxLength: 12,
});

/** Long strings: 300 to 60,000 repeats (a JSON body may hold 100 KB). */
const hugeString = fc
  .tuple(fc.constantFrom(300, 5_000, 60_000), fc.constantFrom('a', 'é', '😀', '\u0000', '\u202E', '\uD800', '<b>x</b>', '\r\n', ' '))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 4, arbitrary: mixedString },
  { weight: 1, arbitrary: hugeString },
);

/** A valid text with dangerous characters put in at the start, middle or end: it may pass validation. */
function tainted(base: string): fc.Arbitrary<string> {
  return fc.tuple(fc.array(dangerous, { minLength: 1, maxLength: 3 }), fc.constantFrom(0, 0.5, 1)).map(([chars, at]) => {
    const i = Math.floor(base.length * at);
    return base.slice(0, i) + chars.join('') + base.slice(i);
  });
}

/** A hostile JSON value for a field whose valid value is `base`; undefined leaves the field out. */
function hostileValue(base: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: typeof base === 'string' && base !== '' ? 4 : 1, arbitrary: tainted(typeof base === 'string' && base !== '' ? base : 'x') },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(fc.constant(base ?? 'x'), { minLength: 200, maxLength: 2_000 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  );
}

const RAW_URL_VALUES = [
  '',
  '%',
  '%%',
  '%zz',
  '%0',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%00',
  '%0D%0A',
  '%2F',
  '..%2F..%2F',
  '%252F',
  '+',
  '%20',
  '.',
  '..',
];

/** A hostile query or path value, already percent-encoded. */
function hostileUrlValue(base: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString.map(percentEncode) },
    { weight: 3, arbitrary: tainted(base || 'x').map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_VALUES) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES.filter((v) => typeof v === 'number').map(String)) },
  );
}

// ---------------------------------------------------------------------------------------------
// Valid starting points

/** A valid-looking value for a schema: the examples first, then defaults, enums and types. */
function exampleOf(schema: JsonSchema, name: string, op: Operation, examples: Examples): unknown {
  const known = examples.value(op, name);
  if (known !== undefined) return known;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return exampleOf(branch, name, op, examples);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, prop]) => [key, exampleOf(prop, key, op, examples)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items ?? {}, name, op, examples));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'fuzz.person@example.in';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Fuzz text'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** The valid bodies to start from: one per branch of a oneOf (PATCH /api/user-details has one per section). */
function baseBodies(op: Operation, examples: Examples): unknown[] {
  const given = examples.body(op);
  if (given !== undefined) return [given];
  if (!op.jsonBody) return [];
  const branches = op.jsonBody.oneOf ?? op.jsonBody.anyOf ?? [op.jsonBody];
  return branches.map((branch) => exampleOf(branch, '', op, examples));
}

type FieldPath = (string | number)[];

/** Every property path in a body, containers and leaves (`mobiles`, `mobiles.0`, `mobiles.0.number`). */
function fieldPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

function getAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

/** A copy of `value` with `replacement` at `path` (undefined removes the property). */
function setAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Requests

interface Parts {
  what: string[];
  path: Record<string, string>;
  /** Encoded query entries; a null value is a bare key (`?q`). */
  query: QueryEntry[];
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type QueryEntry = [string, string | null];

function toRequest(op: Operation, parts: Parts): HostileRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const query = parts.query.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&');
  const request: HostileRequest = {
    what: parts.what.join('; '),
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers: parts.headers,
    ...(parts.payload === undefined ? {} : { payload: parts.payload }),
  };
  // fast-check prints counterexamples with this: one short line instead of a 5 MB buffer.
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const json = (body: unknown) => JSON.stringify(body) ?? '';

/** An object keeping keys like `__proto__` as own properties (JSON.stringify writes them). */
const withField = (body: unknown, key: string, value: unknown) =>
  Object.fromEntries([...Object.entries(body !== null && typeof body === 'object' ? body : {}), [key, value]]);

const UNKNOWN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  '\u0000',
  '\u202Eevil',
  'a\r\nb',
  'x'.repeat(1_000),
  'role',
  'user_id',
  'id',
  'status',
  'is_admin',
  'email_verified_at',
];

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '\uFEFF{}',
  '{}garbage',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"text"',
  '123',
  'null',
  'true',
  '[]',
  '[{}]',
  '',
  ' ',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '{"a":"\\',
  '{"a":"\u0000"}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/*',
  'application/json;;;',
  'text/json',
  'image/png',
];

/** 1 to 3 fields (path, query or body, at any depth) given hostile values; the rest stays valid. */
type Target = { in: 'path' | 'query'; name: string } | { in: 'body'; at: FieldPath };

function fieldMutations(op: Operation, path: Record<string, string>, query: QueryEntry[], body: unknown): fc.Arbitrary<Parts> | null {
  const targets: Target[] = [
    ...op.pathParams.map((p) => ({ in: 'path' as const, name: p.name })),
    ...op.queryParams.map((p) => ({ in: 'query' as const, name: p.name })),
    ...fieldPaths(body).map((at) => ({ in: 'body' as const, at })),
  ];
  if (targets.length === 0) return null;
  const one = fc
    .constantFrom(...targets)
    .chain((target): fc.Arbitrary<{ target: Target; value: unknown }> =>
      target.in === 'body'
        ? hostileValue(getAt(body, target.at)).map((value) => ({ target, value }))
        : hostileUrlValue(target.in === 'path' ? (path[target.name] ?? '') : (query.find(([k]) => k === target.name)?.[1] ?? '')).map(
            (value) => ({ target, value }),
          ),
    );
  // Mostly one field at a time: every other field stays valid, so the hostile one reaches the handler.
  const changes = fc.oneof(
    { weight: 3, arbitrary: one.map((change) => [change]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
  return changes.map((changes) => {
    const parts: Parts = { what: [], path: { ...path }, query: [...query], headers: {}, payload: undefined };
    let nextBody = body;
    for (const { target, value } of changes) {
      if (target.in === 'body') {
        nextBody = setAt(nextBody, target.at, value);
        parts.what.push(`body ${target.at.join('.')}`);
      } else if (target.in === 'path') {
        parts.path[target.name] = String(value);
        parts.what.push(`path ${target.name}`);
      } else {
        parts.query = [...parts.query.filter(([k]) => k !== target.name), [target.name, String(value)]];
        parts.what.push(`query ${target.name}`);
      }
    }
    if (op.jsonBody) Object.assign(parts, { headers: JSON_HEADERS, payload: json(nextBody) });
    return parts;
  });
}

/** Fields the schema does not know, in the body and the query string; repeated and bare query keys. */
function unknownFields(op: Operation, path: Record<string, string>, query: QueryEntry[], body: unknown): fc.Arbitrary<Parts> {
  return fc
    .record({ key: fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), mixedString), value: hostileValue('x'), repeat: fc.boolean() })
    .map(({ key, value, repeat }) => {
      const repeated: QueryEntry[] = repeat && query[0] ? [query[0], [query[0][0], '%00']] : [];
      const extraQuery: QueryEntry[] = [
        [percentEncode(key), percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))],
        ['bare', null],
        ...repeated,
      ];
      return {
        what: [`unknown field ${JSON.stringify(key).slice(0, 40)}`],
        path,
        query: [...query, ...extraQuery],
        headers: op.jsonBody ? JSON_HEADERS : {},
        ...(op.jsonBody ? { payload: json(withField(body, key, value)) } : {}),
      };
    });
}

/** Bodies that are not the JSON object asked for: malformed, truncated, too big, of another type. */
function bodyShapes(path: Record<string, string>, query: QueryEntry[], body: unknown): fc.Arbitrary<Parts> {
  const valid = json(body ?? {});
  const at = (what: string, headers: Record<string, string>, payload: string | Buffer): Parts => ({
    what: [what],
    path,
    query,
    headers,
    payload,
  });
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((text) => at('malformed JSON', JSON_HEADERS, text)),
    fc.nat().map((n) => at('truncated JSON', JSON_HEADERS, valid.slice(0, n % Math.max(1, valid.length)))),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => at(`content type ${type}`, { 'content-type': type }, valid)),
    fc.constant(at('no content type', {}, valid)),
    fc.constant(at('JSON in UTF-16', JSON_HEADERS, Buffer.from(valid, 'utf16le'))),
    fc.constant(at('oversized JSON', JSON_HEADERS, json(withField(body, 'padding', 'x'.repeat(110 * 1024))))),
    fc.constant(
      at(
        'invalid UTF-8 bytes in JSON',
        JSON_HEADERS,
        Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff, 0xc0, 0x80]), Buffer.from('"}')]),
      ),
    ),
  );
}

// Multipart ---------------------------------------------------------------------------------

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** Starts of real files (so the content check is reached) and a file bigger than every upload limit. */
export interface MultipartContents {
  files: Record<string, Buffer>;
  /** Larger than the largest upload limit. */
  oversized: Buffer;
}

const MULTIPART_DEFECTS = [
  'none',
  'truncated',
  'no closing boundary',
  'boundary mismatch',
  'no boundary',
  'empty boundary',
  'unterminated part headers',
  'two files',
  'field instead of file',
  'many parts',
  'huge part header',
  'LF line endings',
  'empty body',
  'garbage body',
  'multipart body as JSON',
  'preamble and epilogue',
  'quoted boundary',
  'bare LF in a part header, big file',
] as const;
type MultipartDefect = (typeof MULTIPART_DEFECTS)[number];

function filePart(field: string, filename: string, type: string, data: Buffer, eol = '\r\n'): Buffer {
  const head = `--${BOUNDARY}${eol}Content-Disposition: form-data; name="${field}"; filename="${filename}"${eol}${type ? `Content-Type: ${type}${eol}` : ''}${eol}`;
  return Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(eol)]);
}

function multipartBody(
  defect: MultipartDefect,
  field: string,
  filename: string,
  type: string,
  data: Buffer,
  cut: number,
  big: Buffer,
): { headers: Record<string, string>; payload: Buffer } {
  const contentType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
  const wellFormed = Buffer.concat([filePart(field, filename, type, data), closing]);
  switch (defect) {
    case 'none':
      return { headers: contentType, payload: wellFormed };
    case 'truncated':
      return { headers: contentType, payload: wellFormed.subarray(0, 1 + (cut % (wellFormed.length - 1))) };
    case 'no closing boundary':
      return { headers: contentType, payload: filePart(field, filename, type, data) };
    case 'boundary mismatch':
      return { headers: { 'content-type': 'multipart/form-data; boundary=somethingElse' }, payload: wellFormed };
    case 'no boundary':
      return { headers: { 'content-type': 'multipart/form-data' }, payload: wellFormed };
    case 'empty boundary':
      return { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: wellFormed };
    case 'unterminated part headers':
      return {
        headers: contentType,
        payload: Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}`,
        ),
      };
    case 'two files':
      return {
        headers: contentType,
        payload: Buffer.concat([filePart(field, filename, type, data), filePart(field, filename, type, data), closing]),
      };
    case 'field instead of file':
      return {
        headers: contentType,
        payload: Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`, 'utf8'),
          data.subarray(0, 200),
          Buffer.from('\r\n'),
          closing,
        ]),
      };
    case 'many parts':
      return {
        headers: contentType,
        payload: Buffer.concat([
          ...Array.from({ length: 20 }, (_, i) => filePart(`${field}${i}`, filename, type, Buffer.from('x'))),
          closing,
        ]),
      };
    case 'huge part header':
      return { headers: contentType, payload: Buffer.concat([filePart(field, `${filename}${'x'.repeat(100_000)}`, type, data), closing]) };
    case 'LF line endings':
      return {
        headers: contentType,
        payload: Buffer.concat([filePart(field, filename, type, data, '\n'), Buffer.from(`--${BOUNDARY}--\n`)]),
      };
    case 'empty body':
      return { headers: contentType, payload: Buffer.alloc(0) };
    case 'garbage body':
      return { headers: contentType, payload: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 151 + cut) % 256)) };
    case 'multipart body as JSON':
      return { headers: JSON_HEADERS, payload: wellFormed };
    case 'preamble and epilogue':
      return { headers: contentType, payload: Buffer.concat([Buffer.from('preamble\r\n'), wellFormed, Buffer.from('epilogue\u0000')]) };
    case 'bare LF in a part header, big file':
      return { headers: contentType, payload: Buffer.concat([filePart(field, `${filename}\n.pdf`, type, big), closing]) };
    case 'quoted boundary':
      return { headers: { 'content-type': `multipart/form-data; boundary="${BOUNDARY}"; charset=utf-16` }, payload: wellFormed };
  }
}

/** Multipart bodies with one file in the route's field (the last path segment, e.g. `resume` or `cv`). */
function multipartCases(
  op: Operation,
  path: Record<string, string>,
  query: QueryEntry[],
  contents: MultipartContents,
): fc.Arbitrary<Parts> {
  const expectedField =
    op.path
      .replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '')
      .split('/')
      .at(-1) ?? 'file';
  return fc
    .record({
      defect: fc.constantFrom(...MULTIPART_DEFECTS),
      field: fc.oneof(
        { weight: 4, arbitrary: fc.constant(expectedField) },
        fc.constantFrom('file', '', 'cv', 'photo', 'resume', 'profile_photo'),
        mixedString,
      ),
      filename: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom('cv.pdf', 'photo.png', 'cv\u202Efdp.exe', '../../etc/passwd', '') },
        mixedString,
      ),
      type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream', 'text/html', '', 'multipart/mixed'),
      content: fc.constantFrom(...Object.keys(contents.files), 'oversized'),
      cut: fc.nat(),
    })
    .map(({ defect, field, filename, type, content, cut }) => {
      const data = content === 'oversized' ? contents.oversized : (contents.files[content] ?? Buffer.alloc(0));
      const { headers, payload } = multipartBody(defect, field, filename, type, data, cut, contents.oversized);
      return {
        what: [`multipart: ${defect}, ${content} file, field ${JSON.stringify(field)}, file name ${JSON.stringify(filename)}`],
        path,
        query,
        headers,
        payload,
      };
    });
}

// ---------------------------------------------------------------------------------------------

/** Hostile requests for one operation, each starting from the valid examples. */
export function hostileRequests(op: Operation, examples: Examples, contents: MultipartContents): fc.Arbitrary<HostileRequest> {
  const path = Object.fromEntries(
    op.pathParams.map((p) => [p.name, percentEncode(String(exampleOf(p.schema ?? {}, p.name, op, examples)))]),
  );
  const query = op.queryParams.map((p): QueryEntry => [p.name, percentEncode(String(exampleOf(p.schema ?? {}, p.name, op, examples)))]);
  const bodies = baseBodies(op, examples);
  const forBody = (body: unknown) => {
    const fields = fieldMutations(op, path, query, body);
    const kinds: fc.WeightedArbitrary<Parts>[] = [
      { weight: 1, arbitrary: unknownFields(op, path, query, body) },
      { weight: op.jsonBody ? 2 : 1, arbitrary: bodyShapes(path, query, body) },
    ];
    if (fields) kinds.push({ weight: 6, arbitrary: fields });
    if (op.rawBody) kinds.push({ weight: 10, arbitrary: multipartCases(op, path, query, contents) });
    return fc.oneof(...kinds);
  };
  const parts = bodies.length ? fc.constantFrom(...bodies).chain(forBody) : forBody(undefined);
  return parts.map((p) => toRequest(op, p));
}

/** What every text field gets once, whatever the seed: NUL with CRLF, and a lone surrogate with a bidi override. */
const TEXT_PROBES = ['\u0000\r\n', '\uD800\u202E'];

/**
 * One request per text field (path, query, body at any depth) and probe, with every other field valid:
 * the cases every run must send (fast-check's `examples`), before the random ones.
 */
export function textProbes(op: Operation, examples: Examples): HostileRequest[] {
  const path = Object.fromEntries(op.pathParams.map((p) => [p.name, String(exampleOf(p.schema ?? {}, p.name, op, examples))]));
  const query = op.queryParams.map((p): [string, string] => [p.name, String(exampleOf(p.schema ?? {}, p.name, op, examples))]);
  const encoded = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, percentEncode(v)]));
  const encodedQuery = (entries: [string, string][]): QueryEntry[] => entries.map(([k, v]) => [k, percentEncode(v)]);
  const requests: HostileRequest[] = [];
  const add = (what: string, parts: Omit<Parts, 'what'>) => requests.push(toRequest(op, { what: [what], ...parts }));
  const jsonParts = (body: unknown) => (op.jsonBody ? { headers: JSON_HEADERS, payload: json(body) } : { headers: {} });
  const bodies = baseBodies(op, examples);
  for (const probe of TEXT_PROBES) {
    const label = `${JSON.stringify(probe)} in`;
    for (const name of Object.keys(path)) {
      add(`${label} path ${name}`, {
        path: encoded({ ...path, [name]: `${path[name]}${probe}` }),
        query: encodedQuery(query),
        ...jsonParts(bodies[0]),
      });
    }
    for (const [name, value] of query) {
      const changed = query.map(([k, v]): [string, string] => [k, k === name ? `${value}${probe}` : v]);
      add(`${label} query ${name}`, { path: encoded(path), query: encodedQuery(changed), ...jsonParts(bodies[0]) });
    }
    for (const body of bodies) {
      for (const at of fieldPaths(body)) {
        const value = getAt(body, at);
        if (typeof value !== 'string') continue;
        add(`${label} body ${at.join('.')}`, {
          path: encoded(path),
          query: encodedQuery(query),
          ...jsonParts(setAt(body, at, `${value.slice(0, 1)}${probe}${value.slice(1)}`)),
        });
      }
    }
  }
  return requests;
}

/** A request in one line for failure messages: control and lone surrogate characters escaped, long parts cut. */
export function describeRequest(request: HostileRequest, role?: string): string {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
  const body =
    request.payload === undefined
      ? 'no body'
      : `${Buffer.byteLength(request.payload)} bytes ${cut(JSON.stringify(typeof request.payload === 'string' ? request.payload.slice(0, 400) : request.payload.subarray(0, 400).toString('latin1')), 300)}`;
  return `${role ? `${role}: ` : ''}${request.method} ${cut(request.url, 300)} [${cut(request.what, 200)}] headers ${JSON.stringify(request.headers)}, ${body}`;
}
