// Requests for one operation of the OpenAPI document, generated with fast-check from the operation's JSON
// Schemas (path, query and header parameters, JSON and multipart bodies): valid values (known-good ones
// from data the run created, and values generated from the schema), boundary values (the bounds, just
// past them, empty and huge) and invalid ones (wrong types, malformed JSON, wrong content types).
import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-document.js';

/** A file the multipart bodies may carry. */
export interface SampleFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Known-good values from the data the run created, for one caller. Each may be an arbitrary (fresh e-mails). */
export interface Examples {
  /** Values for a parameter or JSON property of this name in this operation (real ids, the caller's password), if any. */
  value(op: Operation, name: string): fc.Arbitrary<unknown> | undefined;
  /** Whole JSON bodies known to pass validation for this operation, if any. */
  body(op: Operation): fc.Arbitrary<unknown> | undefined;
  /** Real files for multipart bodies (a PDF, a PNG, …). */
  files: SampleFile[];
}

export const noExamples: Examples = { value: () => undefined, body: () => undefined, files: [] };

/** A request as sent: path with its query, headers and body. `what` says how it was made. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  what: string;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : inferredTypes(schema);

function inferredTypes(schema: JsonSchema): string[] {
  if (schema.properties || schema.additionalProperties !== undefined || schema.required) return ['object'];
  if (schema.items) return ['array'];
  if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined || schema.format) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
}

/** Length in code points, as JSON Schema counts it. */
const codePoints = (text: string) => [...text].length;

/** The schema without its combinators, merged into each branch (a branch inherits the shared keywords). */
function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  const list = schema.oneOf ?? schema.anyOf;
  if (!list?.length) return undefined;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return list.map((branch) => ({ ...rest, ...branch }));
}

function mergedAllOf(schema: JsonSchema): JsonSchema {
  const { allOf, ...rest } = schema;
  return (allOf ?? []).reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

const integerBounds = (schema: JsonSchema) => {
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : Math.ceil(schema.minimum ?? -1_000_000),
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : Math.floor(schema.maximum ?? 1_000_000),
  );
  return { min, max: Math.max(min, max) };
};

function formatted(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    default:
      return undefined;
  }
}

const matchingCache = new Map<string, fc.Arbitrary<string>>();
/** fc.stringMatching, once per pattern: setting one up for `\p{L}` reads the whole of Unicode. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  let arbitrary = matchingCache.get(pattern.source);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(pattern);
    matchingCache.set(pattern.source, arbitrary);
  }
  return arbitrary;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  const fits = (text: string) => codePoints(text) >= min && codePoints(text) <= max;
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const byFormat = schema.format ? formatted(schema.format) : undefined;
  if (byFormat) return byFormat.filter((text) => fits(text) && (!pattern || pattern.test(text)));
  if (pattern) {
    try {
      return matching(pattern).filter(fits);
    } catch {
      // a pattern fast-check cannot generate from: plain strings, the server will judge them
    }
  }
  const upTo = Math.min(max, min + 40);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: upTo }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: upTo }).filter(fits) },
  );
}

/** A value the schema accepts (a generator, not a proof: formats and patterns it cannot read are approximated). */
export function validValue(schema: JsonSchema, examples: Examples, op: Operation, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.allOf?.length) return validValue(mergedAllOf(schema), examples, op, depth);
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, examples, op, depth)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, examples, op, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(integerBounds(schema));
    case 'number': {
      const { min, max } = integerBounds(schema);
      return fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string':
      return validString(schema);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      if (depth > 6) return fc.constant([]);
      return fc.array(validValue(schema.items ?? {}, examples, op, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object':
      return validObject(schema, examples, op, depth);
    default:
      return depth > 6 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, examples: Examples, op: Operation, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(properties))
    model[name] = hinted(examples.value(op, name), validValue(prop, examples, op, depth + 1));
  const requiredKeys = (schema.required ?? []).filter((name) => name in model);
  return fc.record(model, { requiredKeys });
}

/** Known-good values most of the time, generated ones otherwise. */
function hinted(known: fc.Arbitrary<unknown> | undefined, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return known ? fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: generated }) : generated;
}

/** Text that has broken servers: NUL, lone surrogates, bidi controls, line breaks, markup, traversal. */
const HOSTILE_STRINGS = [
  '\u0000',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil',
  'a\r\nSet-Cookie: x=1',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../../etc/passwd',
  '%',
  '%00',
  '👩‍💻',
  '\uFEFF',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 'text', '', [], {}, [1, 2], { a: 'b' }];

/** Boundary and invalid values for a schema: the bounds, just past them, empty, huge, other types. */
export function edgeValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const types = typesOf(schema);
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    values.push(`${first}x`, first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(), ` ${first}`, 'not-one-of-them');
  }
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = integerBounds(schema);
    values.push(min, max, min - 1, max + 1, 0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -0.5);
    if (types.includes('integer')) values.push(min + 0.5);
  }
  if (types.includes('string') || types.length === 0) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    values.push('', ' ', '   ');
    if (min > 1) values.push('x'.repeat(min - 1), 'x'.repeat(min));
    if (max !== undefined) values.push('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max), '😀'.repeat(max + 1));
    else values.push('x'.repeat(5_000));
    if (schema.pattern !== undefined || schema.format) values.push('x', '0', '1-1', 'not a value of that form');
    values.push(...HOSTILE_STRINGS);
  }
  if (types.includes('array')) {
    values.push([]);
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
    values.push(
      [null],
      Array.from({ length: 300 }, () => 1),
    );
  }
  // JSON.parse keeps `__proto__` as an own property, which JSON.stringify then writes.
  if (types.includes('object')) values.push({}, { unexpected: 'field' }, JSON.parse('{"__proto__":{"polluted":true}}'));
  if (types.includes('boolean')) values.push('true', 'false', 1, 0, 'yes');
  values.push(...WRONG_TYPES);
  return values;
}

const edgeValue = (schema: JsonSchema) => fc.constantFrom(...edgeValues(schema));

/** A value as it travels in a URL: numbers and text as they are, anything else as JSON. */
const urlText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * Percent-encoding for a path segment or query value. Lone surrogates are written as the bytes WTF-8
 * would give them (no UTF-8 decoder accepts them); a segment of dots only is encoded, so no client or
 * router folds `..` into a different path.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i] ?? '');
    }
  }
  return /^\.+$/.test(out) ? out.replace(/\./g, '%2E') : out;
}

type Kind = 'valid' | 'boundary' | 'invalid';

/** Already percent-encoded text no decoder accepts: a bad escape, a lone surrogate's bytes, an overlong NUL. */
const RAW_URL_VALUES = ['%', '%zz', '%ED%A0%80', '%C0%80', '%FF'];

/** A parameter's value (raw: already encoded): known-good, generated from the schema, or a boundary/invalid one. */
function parameterValue(
  op: Operation,
  name: string,
  schema: JsonSchema,
  examples: Examples,
): fc.Arbitrary<{ value: unknown; kind: Kind; raw?: true }> {
  const valid = hinted(examples.value(op, name), validValue(schema, examples, op)).map((value) => ({ value, kind: 'valid' as const }));
  return fc.oneof(
    { weight: 7, arbitrary: valid },
    { weight: 2, arbitrary: edgeValue(schema).map((value) => ({ value, kind: 'boundary' as const })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS).map((value) => ({ value, kind: 'invalid' as const })),
        fc.constantFrom(...RAW_URL_VALUES).map((value) => ({ value, kind: 'invalid' as const, raw: true as const })),
      ),
    },
  );
}

interface BodyPart {
  headers: Record<string, string>;
  body?: Buffer;
  what: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const jsonPart = (value: unknown, what: string): BodyPart => ({
  headers: JSON_TYPE,
  body: Buffer.from(JSON.stringify(value) ?? 'null', 'utf8'),
  what,
});

type FieldPath = (string | number)[];

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The paths of the object properties a body holds, with their schemas (`mobiles`, `mobiles.0.number`). */
function fieldsOf(value: unknown, schema: JsonSchema, prefix: FieldPath = []): { at: FieldPath; schema: JsonSchema }[] {
  const resolved = branchesOf(schema)?.[0] ?? schema;
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => [
      { at: [...prefix, i], schema: resolved.items ?? {} },
      ...fieldsOf(item, resolved.items ?? {}, [...prefix, i]),
    ]);
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childSchema = resolved.properties?.[key] ?? {};
    return [{ at: [...prefix, key], schema: childSchema }, ...fieldsOf(child, childSchema, [...prefix, key])];
  });
}

/** A copy of `value` with `replacement` at `at` (undefined removes the property). */
function setAt(value: unknown, at: FieldPath, replacement: unknown): unknown {
  const [key, ...rest] = at;
  if (key === undefined) return replacement;
  if (Array.isArray(value)) return listOf(value).map((item, i) => (i === key ? setAt(item, rest, replacement) : item));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) copy[k] = k === key ? setAt(v, rest, replacement) : v;
  if (!(String(key) in copy)) copy[String(key)] = setAt(undefined, rest, replacement);
  if (rest.length === 0 && replacement === undefined) delete copy[String(key)];
  return copy;
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":NaN}',
  '\uFEFF{}',
  '{}garbage',
  '"text"',
  '123',
  '[]',
  'null',
  '',
];
const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/jsonx', 'text/json'];

/** JSON bodies: valid (known-good or generated), one field at a boundary or invalid, a required field left out, unknown fields, and broken JSON. */
function jsonBodies(op: Operation, schema: JsonSchema, examples: Examples): fc.Arbitrary<BodyPart> {
  const generated = validValue(schema, examples, op);
  const known = examples.body(op);
  const valid = known ? fc.oneof({ weight: 2, arbitrary: known }, { weight: 1, arbitrary: generated }) : generated;
  const fieldAtEdge = valid.chain((body) => {
    const fields = fieldsOf(body, schema);
    if (fields.length === 0) return edgeValue(schema).map((value) => jsonPart(value, 'boundary: the whole body'));
    return fc
      .constantFrom(...fields)
      .chain(({ at, schema: fieldSchema }) =>
        fc
          .oneof(edgeValue(fieldSchema), fc.constant(undefined))
          .map((value) =>
            jsonPart(setAt(body, at, value), value === undefined ? `boundary: ${at.join('.')} left out` : `boundary: ${at.join('.')}`),
          ),
      );
  });
  const unknownField = valid.chain((body) =>
    fc
      .constantFrom('unexpected', '__proto__', 'role', 'id', 'user_id', '')
      .map((key) =>
        jsonPart(
          typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, [key]: 'x' } : body,
          `invalid: unknown field ${key}`,
        ),
      ),
  );
  const validText = valid.map((body) => JSON.stringify(body) ?? 'null');
  const broken = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((text) => ({ headers: JSON_TYPE, body: Buffer.from(text), what: 'invalid: malformed JSON' })),
    fc
      .tuple(validText, fc.constantFrom(...WRONG_CONTENT_TYPES))
      .map(([text, type]) => ({ headers: { 'content-type': type }, body: Buffer.from(text), what: `invalid: content type ${type}` })),
    validText.map((text) => ({ headers: {}, body: Buffer.from(text), what: 'invalid: no content type' })),
    fc.constant({ headers: JSON_TYPE, what: 'invalid: no body' }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((body) => jsonPart(body, 'valid')) },
    { weight: 3, arbitrary: fieldAtEdge },
    { weight: 1, arbitrary: unknownField },
    { weight: 1, arbitrary: broken },
  );
}

const BOUNDARY = 'fuzzApiBoundary7MA4YWxkTrZu0gW';

function multipartOf(fields: { name: string; file?: SampleFile; text?: string }[]): Buffer {
  const parts = fields.map(({ name, file, text }) =>
    file
      ? Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
          ),
          file.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text ?? ''}\r\n`),
  );
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** A percent-encoded segment decoded, or as it is when it does not decode. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/**
 * Multipart bodies. With a documented multipart schema, its fields (binary ones get a real file);
 * otherwise (an upload whose summary or description says multipart: its body never reached the
 * document's requestBody) one file in the field named by the last path segment, as the upload routes
 * expect, or in another field, an empty file, a cut-off body, or no body.
 */
function multipartBodies(op: Operation, path: string, examples: Examples): fc.Arbitrary<BodyPart> {
  const file = fc.constantFrom(...sampleFiles(examples));
  const schema = op.multipartBody;
  const field = decoded(path.split('?')[0]?.split('/').at(-1) ?? 'file');
  const documented: fc.Arbitrary<BodyPart> | undefined = schema?.properties
    ? fc
        .tuple(
          fc.tuple(
            ...Object.entries(schema.properties).map(([name, prop]) =>
              prop.format === 'binary' || prop.format === 'byte' || prop.contentMediaType !== undefined
                ? file.map((f) => ({ name, file: f }))
                : validValue(prop, examples, op).map((value) => ({ name, text: urlText(value) })),
            ),
          ),
        )
        .map(([fields]) => ({ headers: MULTIPART_TYPE, body: multipartOf(fields), what: 'valid: multipart' }))
    : undefined;
  const oneFile = fc
    .tuple(fc.constantFrom(field, 'file', 'unexpected'), file)
    .map(([name, f]) => ({ headers: MULTIPART_TYPE, body: multipartOf([{ name, file: f }]), what: `multipart: ${f.filename} in ${name}` }));
  const broken = fc.oneof(
    file.map((f) => ({
      headers: MULTIPART_TYPE,
      body: multipartOf([{ name: field, file: { ...f, data: Buffer.alloc(0) } }]),
      what: 'boundary: empty file',
    })),
    file.map((f) => ({
      headers: MULTIPART_TYPE,
      body: multipartOf([{ name: field, file: f }]).subarray(0, 80),
      what: 'invalid: multipart cut short',
    })),
    file.map((f) => ({
      headers: { 'content-type': 'multipart/form-data' },
      body: multipartOf([{ name: field, file: f }]),
      what: 'invalid: multipart without boundary',
    })),
    fc.constant({ headers: {}, what: 'invalid: no body' }),
  );
  const kinds: fc.WeightedArbitrary<BodyPart>[] = [
    { weight: 5, arbitrary: documented ?? oneFile },
    { weight: 2, arbitrary: broken },
  ];
  if (documented) kinds.push({ weight: 1, arbitrary: oneFile });
  return fc.oneof(...kinds);
}

const sampleFiles = (examples: Examples) =>
  examples.files.length ? examples.files : [{ filename: 'file.txt', contentType: 'text/plain', data: Buffer.from('text') }];

/** An operation that documents no body: mostly none, sometimes an unasked-for JSON or multipart body. */
function noBody(examples: Examples): fc.Arbitrary<BodyPart> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({ headers: {}, what: 'valid' }) },
    { weight: 1, arbitrary: fc.constant(jsonPart({ unexpected: 'body' }, 'invalid: a JSON body where none is declared')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...sampleFiles(examples)).map((f) => ({
        headers: MULTIPART_TYPE,
        body: multipartOf([{ name: 'file', file: f }]),
        what: 'invalid: a multipart body where none is declared',
      })),
    },
  );
}

/** Requests for one operation: every parameter, and the body the document declares (or multipart for an undocumented one). */
export function requestsFor(op: Operation, examples: Examples): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters.map((p) =>
    fc
      .tuple(
        parameterValue(op, p.name, p.schema, examples),
        // Optional parameters are sent about half the time.
        p.required ? fc.constant(true) : fc.boolean(),
      )
      .map(([{ value, kind, raw }, sent]) => ({ param: p, value, kind, raw: raw === true, sent })),
  );
  // Built once: a pattern's string generator (e.g. \p{L}) is costly to set up.
  const jsonBody = op.jsonBody && !op.multipartBody ? jsonBodies(op, op.jsonBody, examples) : undefined;
  const multipart = op.multipartBody !== undefined || (!op.declaresBody && op.describesMultipart);
  const takesBody = op.method !== 'GET' && op.method !== 'DELETE';
  return fc.tuple(...params).chain((values) => {
    const notes: string[] = [];
    let path = op.path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const { param, value, kind, raw, sent } of values) {
      if (!sent) continue;
      let text = urlText(value);
      // A path parameter is never empty: `/api/jobs/` is another route, not this operation.
      if (param.in === 'path' && text === '') text = ' ';
      if (kind !== 'valid') notes.push(`${kind}: ${param.in} ${param.name}`);
      const encoded = raw ? text : percentEncode(text);
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encoded);
      else if (param.in === 'query') query.push(`${encodeURIComponent(param.name)}=${encoded}`);
      else if (/^[\t\x20-\x7e]*$/.test(text)) headers[param.name.toLowerCase()] = text;
    }
    const fullPath = query.length ? `${path}?${query.join('&')}` : path;
    const bodies: fc.Arbitrary<BodyPart> =
      jsonBody ??
      (multipart ? multipartBodies(op, path, examples) : takesBody ? noBody(examples) : fc.constant({ headers: {}, what: 'valid' }));
    return bodies.map((part) => {
      const what = [...notes, part.what].filter((w) => w !== 'valid');
      const request: FuzzRequest = {
        method: op.method,
        path: fullPath,
        headers: { ...headers, ...part.headers },
        what: what.length ? what.join('; ') : 'valid',
      };
      if (part.body !== undefined) request.body = part.body;
      return request;
    });
  });
}
