import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  bodySchemaOf,
  defineContract,
  errorStatusesOf,
  fileAnswer,
  isUploadChoice,
  successStatusOf,
  type SchemaTable,
} from './contract.js';
import type { BodyOf, FileOperation, OperationsFor, ParamsOf, QueryOf, ResponseOf, TypedOperations, UploadOperation } from './operation.js';
import type { Now } from '../schemas/profile.js';
import { UPLOAD_KINDS } from '../uploads.js';

const item = z.object({ id: z.number() });
const schemas = {
  list: {
    summary: 'List',
    query: z.object({ q: z.string().optional(), page: z.coerce.number().optional() }),
    response: { 200: z.array(item) },
  },
  create: { summary: 'Create', body: z.object({ name: z.string() }), response: { 201: item } },
  remove: { summary: 'Remove', params: z.object({ id: z.coerce.number() }), response: { 200: z.object({ message: z.string() }) } },
  close: { summary: 'Close', params: z.object({ id: z.coerce.number() }), response: { 200: item } },
  download: {
    summary: 'Download',
    params: z.object({ id: z.coerce.number() }),
    response: { 200: fileAnswer({ contentTypes: ['text/csv'], format: 'text' }) },
  },
  upload: { summary: 'Upload', upload: UPLOAD_KINDS.resume, response: { 200: item, 202: item } },
  uploadKind: {
    summary: 'Upload of a kind',
    params: z.object({ kind: z.enum(['resume', 'profile_photo']) }),
    upload: { by: 'kind', kinds: UPLOAD_KINDS },
    response: { 201: item },
  },
  record: {
    summary: 'Record a year, not after this one',
    body: (now: Now) => z.object({ year: z.number().max(now().getUTCFullYear()) }),
    response: { 201: item },
  },
  unsubscribe: { summary: 'One-click', form: { fields: { 'List-Unsubscribe': 'One-Click' }, maxBytes: 4096 }, response: { 200: item } },
} satisfies SchemaTable;
const table = {
  list: { method: 'GET', path: '/api/items', access: 'public' },
  create: { method: 'POST', path: '/api/items', access: 'recruiter-area' },
  remove: { method: 'DELETE', path: '/api/items/:id', access: 'admin', errors: [404] },
  close: { method: 'POST', path: '/api/items/:id/close', access: 'signed-in', errors: [404, 409] },
  download: { method: 'GET', path: '/api/items/:id/items.csv', access: 'anonymous-or-candidate', errors: [404, 503] },
  upload: { method: 'POST', path: '/api/items/upload', access: 'candidate', errors: [429] },
  uploadKind: { method: 'POST', path: '/api/items/files/:kind', access: 'candidate' },
  record: { method: 'POST', path: '/api/years', access: 'public' },
  unsubscribe: { method: 'POST', path: '/api/unsubscribe', access: 'public' },
} satisfies OperationsFor<typeof schemas>;
const operations: TypedOperations<typeof table, typeof schemas> = table;
const contract = defineContract({ tag: 'items', operations, schemas });

describe('the route contract (docs/decisions/021)', () => {
  it('types each call from the schema half, through the zod-free table', () => {
    expectTypeOf<QueryOf<typeof operations.list>>().toEqualTypeOf<{ q?: string | undefined; page?: unknown }>();
    expectTypeOf<ParamsOf<typeof operations.list>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseOf<typeof operations.list>>().toEqualTypeOf<{ id: number }[]>();
    expectTypeOf<BodyOf<typeof operations.create>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<ParamsOf<typeof operations.remove>>().toEqualTypeOf<{ id: string | number }>();
    // A file is fetched as a Blob, never parsed as JSON; an upload goes with uploadTo.
    expectTypeOf<ResponseOf<typeof operations.download>>().toEqualTypeOf<never>();
    expectTypeOf(operations.download).toExtend<FileOperation>();
    expectTypeOf(operations.remove).not.toExtend<FileOperation>();
    expectTypeOf(operations.upload).toExtend<UploadOperation>();
    expectTypeOf(operations.create).not.toExtend<UploadOperation>();
    // An upload whose rules its path parameter chooses; a body whose rules read the time; a form read and not used.
    expectTypeOf(operations.uploadKind).toExtend<UploadOperation>();
    expectTypeOf<ParamsOf<typeof operations.uploadKind>>().toEqualTypeOf<{ kind: string | number }>();
    expectTypeOf<BodyOf<typeof operations.record>>().toEqualTypeOf<{ year: number }>();
    expectTypeOf<BodyOf<typeof operations.unsubscribe>>().toEqualTypeOf<undefined>();
  });

  it('builds a body that reads the time with the clock it is given, and tells an upload choice from one set of rules', () => {
    const body = bodySchemaOf(schemas.record, () => new Date('2031-06-01T00:00:00Z'));
    expect(body?.safeParse({ year: 2031 }).success).toBe(true);
    expect(body?.safeParse({ year: 2032 }).success).toBe(false);
    expect(bodySchemaOf(schemas.create, () => new Date())).toBe(schemas.create.body);
    expect(isUploadChoice(schemas.uploadKind.upload)).toBe(true);
    expect(isUploadChoice(schemas.upload.upload)).toBe(false);
  });

  it('answers 400 for what it validates or a body it reads, the access rule’s 401/403, 413/415 where a body is read, and the listed statuses', () => {
    const statuses = (name: keyof typeof schemas) => errorStatusesOf(contract.operations[name], contract.schemas[name]);
    expect(statuses('list')).toEqual([400]);
    expect(statuses('create')).toEqual([400, 401, 403, 413, 415]);
    expect(statuses('remove')).toEqual([400, 401, 403, 404, 413, 415]);
    // 'signed-in' refuses no role: 401 only.
    expect(statuses('close')).toEqual([400, 401, 404, 409, 413, 415]);
    expect(statuses('download')).toEqual([400, 401, 403, 404, 503]);
    expect(statuses('upload')).toEqual([400, 401, 403, 413, 415, 429]);
    expect(statuses('uploadKind')).toEqual([400, 401, 403, 413, 415]);
    expect(statuses('record')).toEqual([400, 413, 415]);
    expect(statuses('unsubscribe')).toEqual([400, 413, 415]);
  });

  it('a handler answers the lowest success status unless it sets another', () => {
    expect(successStatusOf(schemas.create)).toBe(201);
    expect(successStatusOf(schemas.upload)).toBe(200);
    expect(successStatusOf({ summary: 'No answer declared', response: {} })).toBe(200);
  });

  it('refuses to join halves that name different operations', () => {
    const one = { a: { method: 'GET', path: '/api/a', access: 'public' } } as const;
    const two = { a: { summary: 'A', response: {} }, b: { summary: 'B', response: {} } };
    expect(() => defineContract({ tag: 't', operations: one, schemas: two })).toThrow(/operations \(a\) and schemas \(a, b\) differ/);
  });
});
