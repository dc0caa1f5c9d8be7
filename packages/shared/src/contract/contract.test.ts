import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineContract, errorStatusesOf, fileAnswer, successStatusOf, type SchemaTable } from './contract.js';
import type { BodyOf, FileOperation, OperationsFor, ParamsOf, QueryOf, ResponseOf, TypedOperations, UploadOperation } from './operation.js';
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
} satisfies SchemaTable;
const table = {
  list: { method: 'GET', path: '/api/items', access: 'public' },
  create: { method: 'POST', path: '/api/items', access: 'recruiter-area' },
  remove: { method: 'DELETE', path: '/api/items/:id', access: 'admin', errors: [404] },
  close: { method: 'POST', path: '/api/items/:id/close', access: 'signed-in', errors: [404, 409] },
  download: { method: 'GET', path: '/api/items/:id/items.csv', access: 'anonymous-or-candidate', errors: [404, 503] },
  upload: { method: 'POST', path: '/api/items/upload', access: 'candidate', errors: [429] },
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
