import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * docs/decisions/028: every request has an id, taken from X-Request-Id only when a trusted proxy sent it,
 * returned in X-Request-Id on every answer and in every error body, and on the request's one log line.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '10.1.2.3';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let dist: string;
/** Behind a proxy at 10.0.0.0/8, with the web app and its log read by the test. */
let ctx: TestContext;
const log: string[] = [];
const lines = (): LogLine[] => log.map((line): LogLine => JSON.parse(line));
const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'careers-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Careers</title><!--app-head--></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-a1.js'), 'console.log(1);');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-a1.js', isEntry: true } }));
  ctx = await createTestApp(
    { TRUST_PROXY: '10.0.0.0/8', WEB_DIST: dist, LOG_LEVEL: 'info' },
    {
      serveWeb: true,
      logStream: { write: (line: string) => void log.push(line) },
      // A route that fails: the error handler's line and the request's line.
      extend: (app) =>
        void app.get('/api/test-failure', () => {
          throw new Error('probe failure');
        }),
    },
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (c: TestContext, url: string, { from = '203.0.113.9', id }: { from?: string; id?: string } = {}) =>
  c.app.inject({ method: 'GET', url, remoteAddress: from, headers: id === undefined ? {} : { 'x-request-id': id } });

describe('the request id (docs/decisions/028)', () => {
  it('is taken from X-Request-Id when a trusted proxy sends a valid one', async () => {
    const res = await get(ctx, '/healthz', { from: PROXY, id: 'lb-7f3a9c2e.1700000000:42' });
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c2e.1700000000:42');
  });

  it('is generated when the sender is not a trusted proxy', async () => {
    const res = await get(ctx, '/healthz', { from: '203.0.113.9', id: 'chosen-by-the-client' });
    expect(res.headers['x-request-id']).toMatch(UUID);
    const untrusting = await createTestApp();
    onTestFinished(() => untrusting.close());
    const direct = await get(untrusting, '/healthz', { from: PROXY, id: 'chosen-by-the-client' });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it('is generated when a trusted proxy sends one that is too long or has unsafe characters', async () => {
    for (const id of ['a'.repeat(129), 'two words', 'line\\nbreak', '<script>', 'ümlaut', '"quoted"']) {
      const res = await get(ctx, '/healthz', { from: PROXY, id });
      expect(res.headers['x-request-id'], id).toMatch(UUID);
    }
    expect((await get(ctx, '/healthz', { from: PROXY, id: 'a'.repeat(128) })).headers['x-request-id']).toBe('a'.repeat(128));
  });

  it('trusts whoever connects with a hop count (docs/decisions/010)', async () => {
    const hop = await createTestApp({ TRUST_PROXY: '1' });
    onTestFinished(() => hop.close());
    expect((await get(hop, '/healthz', { from: '127.0.0.1', id: 'from-the-proxy' })).headers['x-request-id']).toBe('from-the-proxy');
  });

  it('is new for every request', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 5; i++) ids.add((await get(ctx, '/healthz')).headers['x-request-id']);
    expect(ids.size).toBe(5);
  });

  it('comes back on a 404, on an error, on a page and on a static file', async () => {
    for (const url of [
      '/api/no-such-route',
      '/api/recruiter/jobs',
      '/careers',
      '/no-such-page',
      '/assets/index-a1.js',
      '/assets/missing.js',
    ]) {
      const res = await get(ctx, url);
      expect(res.headers['x-request-id'], url).toMatch(UUID);
    }
  });

  it('is in every JSON error body, the same as the header', async () => {
    const answers = [
      await get(ctx, '/api/no-such-route'),
      // 401: no token
      await get(ctx, '/api/recruiter/jobs'),
      // 400: the query fails validation
      await get(ctx, '/api/getJobOpenings?page=zero'),
      // 400: a path the router cannot decode (Fastify's frameworkErrors)
      await get(ctx, '/api/recruiter/jobs/%zz'),
      // 400: malformed JSON
      await ctx.app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } }),
      // 404 from the web app for a method it does not serve
      await ctx.app.inject({ method: 'DELETE', url: '/careers' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const body: unknown = res.json();
      expect(body, res.body).toMatchObject({ message: expect.any(String), requestId: res.headers['x-request-id'] });
    }
  });

  it('is on the one log line each request writes, which has what an operator needs', async () => {
    const res = await get(ctx, '/api/getJobOpenings?page=1&pageSize=5', { from: PROXY, id: 'one-line-check' });
    expect(res.statusCode).toBe(200);
    expect(linesOf('one-line-check')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: 'one-line-check',
        method: 'GET',
        url: '/api/getJobOpenings?page=1&pageSize=5',
        route: '/api/getJobOpenings',
        statusCode: 200,
        responseTime: expect.any(Number),
        ip: PROXY,
      }),
    ]);
    const missing = await get(ctx, '/api/no-such-route');
    expect(linesOf(String(missing.headers['x-request-id']))).toEqual([
      expect.objectContaining({ msg: 'request completed', url: '/api/no-such-route', statusCode: 404 }),
    ]);
    expect(lines().filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('names every line of a failed request, and the error body quotes it', async () => {
    const res = await get(ctx, '/api/test-failure');
    const id = String(res.headers['x-request-id']);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String), requestId: id });
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', purpose: 'GET /api/test-failure' }),
      expect.objectContaining({ level: 30, msg: 'request completed', statusCode: 500 }),
    ]);
  });
});

describe('credentials in URLs never reach the log (docs/decisions/028)', () => {
  it('redacts link tokens, codes and secret path parameters on pages, API routes and unknown paths', async () => {
    const secrets = [
      'cOnFiRmSeCrEt1',
      'uNsUbSeCrEt2',
      'aPiToKeNsEcReT3',
      'uNsUbApIsEcReT4',
      'rEsEtSeCrEt5',
      'cOdEsEcReT6',
      'pHoToNaMe7',
      'cAlEnDaRfEeDtOkEn8',
    ];
    const [confirm, unsubscribe, apiToken, apiUnsubscribe, reset, code, photo, feed] = secrets;
    // The e-mailed links (ALR-2, ALR-5, ACC-11) land on the web app's pages…
    await get(ctx, `/job-alerts?confirm=${confirm}`);
    await get(ctx, `/job-alerts?unsubscribe=${unsubscribe}&utm_source=mail`);
    await get(ctx, `/reset-password?token=${reset}`);
    // …which call the API with the token.
    await get(ctx, `/api/job-alerts/confirm?token=${apiToken}`);
    await ctx.app.inject({ method: 'POST', url: `/api/job-alerts/unsubscribe?token=${apiUnsubscribe}` });
    // A code on any path, a mistyped one included.
    await get(ctx, `/api/no-such-route?code=${code}`);
    // A profile photo is public by its unguessable name (PRO-19).
    await get(ctx, `/uploads/photos/${photo}.png`);
    // REC-32: a calendar feed's address is its token (docs/decisions/051).
    await get(ctx, `/calendar/${feed}.ics`);
    const written = log.join('\n');
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(written).toContain('/job-alerts?confirm=[redacted]');
    expect(written).toContain('/job-alerts?unsubscribe=[redacted]&utm_source=mail');
    expect(written).toContain('/uploads/photos/[redacted]');
    expect(written).toContain('/calendar/[redacted]');
  });

  it('covers every query and path parameter the OpenAPI document names as a credential', async () => {
    const document: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> } = (
      await get(ctx, '/api/docs/json')
    ).json();
    const plain: string[] = [];
    for (const [openApiPath, item] of Object.entries(document.paths)) {
      const template = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      for (const operation of Object.values(item)) {
        for (const { in: where, name } of operation.parameters ?? []) {
          if (where === 'query') {
            if (!ctx.app.logRedaction.isSecretQuery(name)) plain.push(`query ${name}`);
          } else if (where === 'path') {
            const url = template.replace(`:${name}`, 'S3CRET').replace(/:\w+/g, '1');
            if (ctx.app.logRedaction.url(url, template).includes('S3CRET')) plain.push(`path ${name}`);
          }
        }
      }
    }
    // Every parameter the log shows is one of these, none a credential. A new parameter that carries a
    // token is marked `secretParam(…)` in the contract; one that does not is added here.
    const NOT_CREDENTIALS = [
      ...['q', 'page', 'pageSize', 'department', 'category', 'type', 'location', 'country'].map((name) => `query ${name}`),
      ...['verified', 'hasResume', 'certification', 'updatedWithin', 'member', 'candidate'].map((name) => `query ${name}`),
      ...['id', 'jobId', 'userId', 'fileId', 'kind'].map((name) => `path ${name}`),
      // The recruiter workspace (REC-17 to REC-23): sorts, filters, keyset cursors (a position in a list,
      // not a key) and the list view's id (it names an access row; the bearer token is still required).
      ...['sort', 'dir', 'cursor', 'limit', 'steps', 'minRating', 'status', 'postedBy', 'stalledDays'].map((name) => `query ${name}`),
      ...['perColumn', 'kind', 'from', 'to', 'view'].map((name) => `query ${name}`),
      'path status',
      // The terms' filters (PUB-20, REC-10, REC-26: docs/decisions/042–044): amounts, currencies, units, countries,
      // skills and the fit's filters, none a key.
      ...['minPay', 'currency', 'unit', 'workFrom', 'skills', 'maxRate', 'rateCurrency', 'rateUnit'].map((name) => `query ${name}`),
      ...['availableBy', 'overlap', 'fit'].map((name) => `query ${name}`),
      // Screening and scorecards (REC-27, REC-28: docs/decisions/046, 047): a flag, a recommendation, a scorecard's id.
      ...['needsReview', 'recommendation'].map((name) => `query ${name}`),
      'path scorecardId',
      // Offered interview times (REC-30, APP-13: docs/decisions/049): a time's id and the browser's IANA time zone.
      'path slotId',
      'query time_zone',
      // The engagement offer (REC-33, APP-14: docs/decisions/050): an offer's id; the bearer token is still required.
      'path offerId',
      // Reports and sources (REC-37..REC-39, APP-17: docs/decisions/052, 053): a job's id and the source counted.
      ...['jobId', 'source'].map((name) => `query ${name}`),
    ];
    expect([...new Set(plain)].sort()).toEqual([...NOT_CREDENTIALS].sort());
  });
});

describe('requests Node cannot parse (docs/decisions/028)', () => {
  let server: TestContext;
  let port: number;
  const serverLog: string[] = [];
  beforeAll(async () => {
    server = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void serverLog.push(line) } });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => server.close());

  /** What the server writes back to `request`, sent over a raw socket. */
  const rawAnswer = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.write(request);
    });

  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
  };

  it.each([
    [
      'a header name with a character HTTP does not allow',
      `GET /api/getJobOpenings HTTP/1.1\r\nHost: careers.test\r\nX-Fu(zz: 1\r\n\r\n`,
      400,
    ],
    ['a header value with a control character', `GET /healthz HTTP/1.1\r\nHost: careers.test\r\nX-Fuzz: a\u0001b\r\n\r\n`, 400],
    ['a broken request line', `GET /healthz HTTP/9.9 what\r\nHost: careers.test\r\n\r\n`, 400],
    ['headers over the size limit', `GET /healthz HTTP/1.1\r\nHost: careers.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in the API’s error shape, with a request id', async (_label, request, status) => {
    const answer = parse(await rawAnswer(request));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message: expect.any(String), requestId: expect.stringMatching(UUID) });
    expect(answer.headers['x-request-id']).toBe((answer.body as { requestId: string }).requestId);
    const logged = serverLog.map((line): LogLine => JSON.parse(line)).filter((line) => line.reqId === answer.headers['x-request-id']);
    expect(logged).toEqual([expect.objectContaining({ statusCode: status })]);
  });

  it('still answers well-formed requests on the same server', async () => {
    const answer = await rawAnswer(`GET /healthz HTTP/1.1\r\nHost: careers.test\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('x-request-id: ');
  });
});
