import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, fileAnswer, UPLOAD_KINDS, type Now, type OperationsFor, type SchemaTable } from '@careers/shared';
import { multipart, samplePdf } from '@careers/test-helpers';
import { contractDocsObject, contractDocsTransform, contractRoutes } from '../../../src/http/plugins/contract-routes.js';
import { HttpError, registerErrorHandler } from '../../../src/http/lib/error-handler.js';
import requestIdsPlugin from '../../../src/http/plugins/request-ids.js';
import { createLogRedaction } from '../../../src/platform/lib/log-redaction.js';

const item = z.object({ id: z.number(), name: z.string() });
const schemas = {
  hello: { summary: 'Hello', query: z.object({ name: z.string() }), response: { 200: z.object({ greeting: z.string() }) } },
  create: { summary: 'Create', body: z.object({ name: z.string() }), response: { 201: item } },
  close: { summary: 'Close', params: z.object({ id: z.coerce.number().int() }), response: { 200: item } },
  csv: { summary: 'CSV', response: { 200: fileAnswer({ contentTypes: ['text/csv'], description: 'text/csv', format: 'text' }) } },
  upload: { summary: 'Upload', upload: UPLOAD_KINDS.resume, response: { 200: z.object({ bytes: z.number() }) } },
  subscribe: { summary: 'Subscribe', response: { 200: z.object({ ok: z.boolean() }) } },
  record: {
    summary: 'Record a year, not after this one by the app’s clock',
    body: (now: Now) => z.object({ year: z.number().refine((year) => year <= now().getUTCFullYear(), 'not after this year') }),
    response: { 201: z.object({ year: z.number() }) },
  },
  uploadKind: {
    summary: 'Upload a resume or a photo',
    params: z.object({ kind: z.enum(['resume', 'photo']) }),
    upload: { by: 'kind', kinds: { resume: UPLOAD_KINDS.resume, photo: UPLOAD_KINDS.profile_photo } },
    response: { 200: z.object({ field: z.string() }) },
  },
  unsubscribe: {
    summary: 'One-click unsubscribe',
    form: { fields: { 'List-Unsubscribe': 'One-Click' }, maxBytes: 512 },
    response: { 200: z.object({ ok: z.boolean() }) },
  },
} satisfies SchemaTable;
const operations = {
  hello: { method: 'GET', path: '/api/hello', access: 'public' },
  create: { method: 'POST', path: '/api/items', access: 'recruiter-area' },
  close: { method: 'POST', path: '/api/items/:id/close', access: 'candidate', errors: [404] },
  csv: { method: 'GET', path: '/api/items.csv', access: 'recruiter-area' },
  upload: { method: 'POST', path: '/api/upload', access: 'candidate', errors: [429] },
  subscribe: { method: 'POST', path: '/api/subscribe', access: 'anonymous-or-candidate' },
  record: { method: 'POST', path: '/api/years', access: 'public' },
  uploadKind: { method: 'POST', path: '/api/files/:kind', access: 'candidate' },
  unsubscribe: { method: 'POST', path: '/api/unsubscribe', access: 'public' },
} satisfies OperationsFor<typeof schemas>;
const contract = defineContract({ tag: 'test', operations, schemas });

const handlers = () => ({
  hello: async (request: FastifyRequest<{ Querystring: { name: string } }>) => ({ greeting: `Hello ${request.query.name}` }),
  create: async (request: FastifyRequest<{ Body: { name: string } }>) => ({ id: 1, name: request.body.name }),
  close: async (request: FastifyRequest<{ Params: { id: number } }>) => {
    if (request.params.id !== 1) throw new HttpError(404, 'No such item');
    return { id: 1, name: 'closed' };
  },
  csv: async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').send('id,name\r\n1,a\r\n'),
  upload: async (request: FastifyRequest) => {
    const file = await request.file();
    return { bytes: file ? (await file.toBuffer()).length : 0 };
  },
  subscribe: async () => ({ ok: true }),
  record: async (request: FastifyRequest<{ Body: { year: number } }>) => ({ year: request.body.year }),
  uploadKind: async (request: FastifyRequest) => ({ field: (await request.file())?.fieldname ?? '' }),
  unsubscribe: async () => ({ ok: true }),
});

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The app's clock (`app.clock`), moved by the tests. */
let today = new Date('2031-06-01T12:00:00Z');
const clock = { now: () => today };

/**
 * A bare Fastify app with the API's compilers and error handler, and guards that read the caller's
 * role from a test header (the real ones, plugins/auth.ts, read the bearer token).
 */
const appWith = async (register: (app: FastifyInstance) => PromiseLike<unknown>) => {
  app = Fastify();
  app.decorate('clock', clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // docs/decisions/028: error bodies carry the request id; the routes add their credentials to the log's redaction.
  await app.register(requestIdsPlugin);
  app.decorate('logRedaction', createLogRedaction());
  const roleOf = (request: FastifyRequest) => request.headers['x-role'];
  app.decorate('requireRole', (...roles: string[]) => async (request: FastifyRequest) => {
    const role = roleOf(request);
    if (typeof role !== 'string') throw new HttpError(401, 'Sign in');
    if (!roles.includes(role)) throw new HttpError(403, 'Not for you');
  });
  app.decorate('requireRoleOrAnonymous', (...roles: string[]) => async (request: FastifyRequest) => {
    const role = roleOf(request);
    if (typeof role === 'string' && !roles.includes(role)) throw new HttpError(403, 'Not for you');
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'test', version: '1' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: contractDocsTransform,
    transformObject: contractDocsObject,
  });
  await register(app);
  await app.ready();
  return app;
};

describe('routes registered from a contract (docs/decisions/021)', () => {
  it('registers each operation with its method, path and schemas; the lowest success status is the default', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    expect((await server.inject({ method: 'GET', url: '/api/hello?name=Asha' })).json()).toEqual({ greeting: 'Hello Asha' });
    expect((await server.inject({ method: 'GET', url: '/api/hello' })).statusCode).toBe(400);
    const created = await server.inject({ method: 'POST', url: '/api/items', headers: { 'x-role': 'recruiter' }, payload: { name: 'A' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 1, name: 'A' });
  });

  it('guards each operation by its access rule', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const create = (role?: string) =>
      server.inject({ method: 'POST', url: '/api/items', headers: role ? { 'x-role': role } : {}, payload: { name: 'A' } });
    expect((await create()).statusCode).toBe(401);
    expect((await create('candidate')).statusCode).toBe(403);
    expect((await create('admin')).statusCode).toBe(201);
    const close = (role: string) => server.inject({ method: 'POST', url: '/api/items/1/close', headers: { 'x-role': role } });
    expect((await close('recruiter')).statusCode).toBe(403);
    expect((await close('admin')).statusCode).toBe(403);
    expect((await close('candidate')).statusCode).toBe(200);
    const subscribe = (role?: string) => server.inject({ method: 'POST', url: '/api/subscribe', headers: role ? { 'x-role': role } : {} });
    expect((await subscribe()).statusCode).toBe(200);
    expect((await subscribe('candidate')).statusCode).toBe(200);
    expect((await subscribe('recruiter')).statusCode).toBe(403);
  });

  it('takes multipart for upload operations only', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const form = multipart({ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samplePdf() });
    const upload = await server.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'x-role': 'candidate', ...form.headers },
      payload: form.payload,
    });
    expect(upload.json()).toEqual({ bytes: samplePdf().length });
    const json = await server.inject({
      method: 'POST',
      url: '/api/items',
      headers: { 'x-role': 'recruiter', ...form.headers },
      payload: form.payload,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ requestId: expect.any(String), message: 'Unsupported content type; send application/json.' });
  });

  it('documents security, every error answer in the error shape, file answers and upload bodies', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const doc = server.swagger();
    const operation = (path: string, method: 'get' | 'post') => doc.paths?.[path]?.[method];
    const responses = (path: string, method: 'get' | 'post') => Object.keys(operation(path, method)?.responses ?? {});
    expect(responses('/api/hello', 'get')).toEqual(['200', '400']);
    expect(operation('/api/hello', 'get')?.security).toBeUndefined();
    expect(responses('/api/items', 'post')).toEqual(['201', '400', '401', '403', '413', '415']);
    expect(operation('/api/items', 'post')?.security).toEqual([{ bearerAuth: [] }]);
    expect(responses('/api/items/{id}/close', 'post')).toEqual(['200', '400', '401', '403', '404', '413', '415']);
    expect(operation('/api/subscribe', 'post')?.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(operation('/api/items.csv', 'get')?.responses).toMatchObject({
      200: { description: 'text/csv', content: { 'text/csv': { schema: { type: 'string' } } } },
      401: { content: { 'application/json': { schema: { required: ['message', 'requestId'] } } } },
    });
    expect(operation('/api/upload', 'post')).toMatchObject({
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['resume'], properties: { resume: { type: 'string', format: 'binary' } } },
          },
        },
      },
    });
  });

  it('builds a body whose rules read the time with the app’s clock, read when each request is checked', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const record = (year: number) => server.inject({ method: 'POST', url: '/api/years', payload: { year } });
    today = new Date('2031-06-01T12:00:00Z');
    expect((await record(2031)).statusCode).toBe(201);
    const refused = await record(2032);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'not after this year' });
    today = new Date('2032-01-01T00:00:00Z');
    expect((await record(2032)).statusCode).toBe(201);
  });

  it('takes an upload whose rules a path parameter chooses, and documents each kind’s field', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const form = multipart({ field: 'profile_photo', filename: 'me.pdf', contentType: 'application/pdf', data: samplePdf() });
    const upload = await server.inject({
      method: 'POST',
      url: '/api/files/photo',
      headers: { 'x-role': 'candidate', ...form.headers },
      payload: form.payload,
    });
    expect(upload.json()).toEqual({ field: 'profile_photo' });
    expect(server.swagger().paths?.['/api/files/{kind}']?.post).toMatchObject({
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              oneOf: [
                { required: ['resume'], properties: { resume: { type: 'string', format: 'binary' } } },
                { required: ['profile_photo'], properties: { profile_photo: { type: 'string', format: 'binary' } } },
              ],
            },
          },
        },
      },
    });
  });

  it('an upload chosen by a parameter its path does not have stops the start', async () => {
    const stray = defineContract({
      tag: 'stray',
      operations: { up: { method: 'POST', path: '/api/files', access: 'candidate' } },
      schemas: { up: { summary: 'Up', upload: { by: 'kind', kinds: { resume: UPLOAD_KINDS.resume } }, response: { 200: z.object({}) } } },
    });
    await expect(appWith((a) => a.register(contractRoutes(stray, () => ({ up: async () => ({}) }))))).rejects.toThrow(
      "The stray contract's up (/api/files) chooses its upload by kind, not in its path",
    );
  });

  it('reads a form body (RFC 8058) for its operation alone, up to its size, and documents it as optional', async () => {
    const server = await appWith((a) => a.register(contractRoutes(contract, handlers)));
    const post = (url: string, contentType: string, payload: string) =>
      server.inject({ method: 'POST', url, headers: { 'content-type': contentType, 'x-role': 'recruiter' }, payload });
    const form = 'application/x-www-form-urlencoded';
    expect((await post('/api/unsubscribe', form, 'List-Unsubscribe=One-Click')).json()).toEqual({ ok: true });
    const oneClick = multipart({
      field: 'List-Unsubscribe',
      filename: '',
      disposition: 'form-data; name="List-Unsubscribe"',
      contentType: 'text/plain',
      data: Buffer.from('One-Click'),
    });
    expect(
      (await server.inject({ method: 'POST', url: '/api/unsubscribe', headers: oneClick.headers, payload: oneClick.payload })).statusCode,
    ).toBe(200);
    expect((await post('/api/unsubscribe', form, `List-Unsubscribe=${'x'.repeat(600)}`)).statusCode).toBe(413);
    expect((await post('/api/unsubscribe', 'application/xml', '<List-Unsubscribe/>')).statusCode).toBe(415);
    // Every other operation still takes JSON alone.
    expect((await post('/api/items', form, 'name=A')).statusCode).toBe(415);
    const operation = server.swagger().paths?.['/api/unsubscribe']?.post;
    expect(operation).not.toHaveProperty('x-form-body');
    expect(operation).toMatchObject({
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': { schema: { properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
          'multipart/form-data': { schema: { properties: { 'List-Unsubscribe': { enum: ['One-Click'] } } } },
        },
      },
    });
  });

  it('an entry without a handler stops the start', async () => {
    const { subscribe: _, ...missing } = handlers();
    await expect(
      appWith((a) =>
        // @ts-expect-error an entry without a handler is a type error too
        a.register(contractRoutes(contract, () => missing)),
      ),
    ).rejects.toThrow("The test contract's subscribe (POST /api/subscribe) has no handler");
  });

  it('a handler without an entry stops the start', async () => {
    await expect(appWith((a) => a.register(contractRoutes(contract, () => ({ ...handlers(), extra: async () => ({}) }))))).rejects.toThrow(
      'The test routes have handlers without a contract entry: extra',
    );
  });

  it('a contract registered under another prefix than its paths stops the start', async () => {
    await expect(appWith((a) => a.register(contractRoutes(contract, handlers), { prefix: '/elsewhere' }))).rejects.toThrow(
      "The test contract's hello (/api/hello) is registered under /elsewhere",
    );
  });

  it('takes the prefix it is registered under off its paths', async () => {
    const server = await appWith((a) => a.register(async (api) => api.register(contractRoutes(contract, handlers)), { prefix: '/api' }));
    expect((await server.inject({ method: 'GET', url: '/api/hello?name=Ravi' })).json()).toEqual({ greeting: 'Hello Ravi' });
  });
});
