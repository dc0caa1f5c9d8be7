import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AnswerChecker, noExamples, operationsOf, readDocument, type Examples, type Operation } from '@careers/test-helpers';
import { fuzz, groupsOf, Sender, summaryLines, totalsOf, type BatchResult, type Caller } from '../../../../scripts/lib/openapi-fuzz.js';

/**
 * `npm run fuzz:api`'s checker (scripts/lib/openapi-*.ts) against a tiny Fastify app whose answers
 * stray from a tiny OpenAPI document on purpose: an undocumented status, a body that does not match
 * its schema, a JSON error where the document declares CSV, and a 500. It must flag each of them, and
 * nothing on the answers the document does describe.
 */
const ERROR = { type: 'object', required: ['message'], properties: { message: { type: 'string' } }, additionalProperties: false };
const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/items/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 0, exclusiveMinimum: true } }],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'name'],
                  properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true } },
                  additionalProperties: false,
                },
              },
            },
          },
          '4XX': { content: { 'application/json': { schema: ERROR } } },
        },
      },
    },
    '/report.csv': {
      get: {
        responses: {
          '200': { content: { 'text/csv': { schema: { type: 'string' } } } },
          '401': { content: { 'text/csv': { schema: ERROR } } },
        },
      },
    },
    '/boom': {
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer' } } } } } },
        responses: {
          '200': { content: { 'application/json': { schema: {} } } },
          default: { content: { 'application/json': { schema: ERROR } } },
        },
      },
    },
  },
};

let app: FastifyInstance;
let sender: Sender;
let results: BatchResult[];

/** Ids 1 (a valid answer), 2 (a body not matching the schema) and 3 (an undocumented 204). */
const examples: Examples = {
  ...noExamples,
  value: (_op: Operation, name: string) => (name === 'id' ? fc.constantFrom(1, 2, 3) : undefined),
};
const callers: Caller[] = [
  { role: 'anonymous', headers: () => ({}), examples },
  { role: 'member', headers: () => ({ authorization: 'Bearer member' }), examples },
];

beforeAll(async () => {
  app = Fastify();
  app.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1) return reply.code(400).send({ message: 'id must be a whole number' });
    if (id === 1) return { id: 1, name: null };
    if (id === 2) return { id: 'two' };
    if (id === 3) return reply.code(204).send();
    return reply.code(404).send({ message: 'No such item.' });
  });
  app.get('/report.csv', async (request, reply) =>
    request.headers.authorization === 'Bearer member'
      ? reply.type('text/csv').send('id,name\n1,Priya\n')
      : reply.code(401).send({ message: 'Please log in to continue.' }),
  );
  app.post('/boom', async () => {
    throw new Error('broken on purpose');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  sender = new Sender(`http://127.0.0.1:${address.port}`);
  const doc = readDocument(DOCUMENT);
  results = await fuzz({ operations: operationsOf(doc), callers, checker: new AnswerChecker(doc), sender, runs: 25, seed: 7 });
});

afterAll(async () => {
  sender?.close();
  await app?.close();
});

const batch = (operation: string, role: string) => {
  const found = results.find((r) => r.operation === operation && r.role === role);
  if (!found) throw new Error(`no batch ${operation} ${role}`);
  return found;
};

describe('the fuzz:api checker', () => {
  test('flags an undocumented status and a body that does not match its schema, and not the answers the document describes', () => {
    const items = batch('GET /items/{id}', 'anonymous');
    expect(items.sent).toBe(25);
    const undocumented = items.violations.filter((v) => v.kind === 'undocumented status');
    expect(undocumented.length).toBeGreaterThan(0);
    expect(undocumented.every((v) => v.status === 204 && v.url === '/items/3')).toBe(true);
    const mismatched = items.violations.filter((v) => v.kind === 'body not matching schema');
    expect(mismatched.length).toBeGreaterThan(0);
    expect(mismatched.every((v) => v.status === 200 && v.url === '/items/2')).toBe(true);
    expect(mismatched[0]?.detail).toMatch(/\/id must be integer/);
    expect(mismatched[0]?.detail).toMatch(/must have required property 'name'/);
    // /items/1 (a nullable name), the 400s and 404s (the 4XX range) are what the document describes.
    expect(items.statuses['200']).toBeGreaterThan(mismatched.length);
    expect(items.statuses['400'] ?? 0).toBeGreaterThan(0);
    expect(items.violations.filter((v) => v.url === '/items/1' || v.status === 400 || v.status === 404)).toEqual([]);
  });

  test('flags a JSON answer where the document declares CSV, and accepts the CSV', () => {
    const anonymous = batch('GET /report.csv', 'anonymous');
    expect(anonymous.violations).toHaveLength(25);
    expect(anonymous.violations.every((v) => v.kind === 'wrong content type' && v.status === 401)).toBe(true);
    expect(anonymous.violations[0]?.body).toBe('{"message":"Please log in to continue."}');
    expect(batch('GET /report.csv', 'member').violations).toEqual([]);
  });

  test('flags every 5xx, even where the document has a default answer', () => {
    const boom = batch('POST /boom', 'member');
    const fiveXx = boom.violations.filter((v) => v.kind === '5xx');
    expect(fiveXx.length).toBeGreaterThan(0);
    expect(fiveXx.length).toBe(boom.statuses['500']);
  });

  test('sums it up by operation, role and status, and fails the run', () => {
    const totals = totalsOf(results);
    expect(totals.requests).toBe(3 * 2 * 25);
    expect(totals.fiveXx).toBe(
      (batch('POST /boom', 'anonymous').statuses['500'] ?? 0) + (batch('POST /boom', 'member').statuses['500'] ?? 0),
    );
    expect(totals.outside).toBeGreaterThan(25 + 2);
    const groups = groupsOf(results);
    expect(groups.find((g) => g.operation === 'GET /report.csv' && g.role === 'anonymous' && g.status === '401')?.count).toBe(25);
    expect(groups.some((g) => g.operation === 'GET /items/{id}' && g.status === '204')).toBe(true);
    expect(summaryLines(results).at(-1)).toBe(`150 requests; ${totals.outside} responses outside the document, ${totals.fiveXx} × 5xx`);
  });

  test('reads OpenAPI 3.0: a boolean exclusiveMinimum, nullable, a 4XX range and a default answer', () => {
    const doc = readDocument(DOCUMENT);
    const [items, , boom] = operationsOf(doc);
    if (!items || !boom) throw new Error('operations');
    expect(items.parameters[0]?.schema).toEqual({ type: 'integer', exclusiveMinimum: 0 });
    const checker = new AnswerChecker(doc);
    const json = (status: number, body: unknown) => ({
      status,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from(JSON.stringify(body)),
    });
    expect(checker.check(items, json(200, { id: 4, name: null }))).toEqual([]);
    expect(checker.check(items, json(409, { message: 'Taken.' }))).toEqual([]);
    expect(checker.check(items, json(409, { message: 'Taken.', code: 'X' })).map((f) => f.kind)).toEqual(['body not matching schema']);
    expect(checker.check(boom, json(503, { message: 'Try again.' })).map((f) => f.kind)).toEqual(['5xx']);
    expect(checker.check(boom, { status: 200, contentType: 'text/html', body: Buffer.from('<p>') }).map((f) => f.kind)).toEqual([
      'wrong content type',
    ]);
  });
});
