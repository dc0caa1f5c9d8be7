import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_FEEDS, SERVICE_MESSAGES } from '@careers/shared';
import { buildApp } from '../../../src/http/app.js';
import { loadConfig } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy.js';
import { createScratchDatabase, startPostgresServer, type PostgresServer, type ScratchDatabase } from '../../helpers/test-database.js';

/**
 * OPS-7: a PostgreSQL server that hangs or stops, between the app and the server a TCP proxy
 * the test freezes or cuts. The database's own time limits are short here (env, as in production).
 */
let pgServer: PostgresServer;
let scratch: ScratchDatabase;
let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-db-down-'));

beforeAll(async () => {
  pgServer = await startPostgresServer();
  scratch = await createScratchDatabase(pgServer.url);
  proxy = await startTcpProxy(scratch.url);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: proxy.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DB_CONNECT_TIMEOUT_MS: '500',
    DB_STATEMENT_TIMEOUT_MS: '1000',
  });
  const f = config.failures;
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    timeouts: { connectMs: f.dbConnectTimeoutMs, statementMs: f.dbStatementTimeoutMs, idleInTransactionMs: f.dbIdleInTransactionTimeoutMs },
  });
  await database.migrate();
  app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await proxy?.restore();
  await app?.close();
  await database?.close();
  await proxy?.close();
  await scratch?.drop();
  await pgServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const get = (url: string) => app.inject({ method: 'GET', url });
let probes = 0;
/** A job search no one asked before: the public cache cannot answer it, the database must (docs/decisions/012). */
const freshSearch = () => `/api/getJobOpenings?q=probe-${++probes}`;

/** After the database is back, the first requests may still meet connections broken while it was away. */
async function answersAgain(url: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await get(url);
    if (res.statusCode === 200) return res;
    expect(res.statusCode).toBe(503);
  }
  throw new Error(`${url} did not answer 200 again`);
}

describe('database down or hung (OPS-7)', () => {
  it('answers while the database hangs: /readyz 503, a request 503 with Retry-After; then 200 once it answers again', async () => {
    const kept = await get('/api/getJobOpenings');
    expect(kept.statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);

    proxy.freeze();
    // The job list already answered comes from memory (docs/decisions/012): the same bytes, at once.
    const fromMemory = await get('/api/getJobOpenings');
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.body).toBe(kept.body);
    // Both answers arrive while the proxy still holds every byte: nothing waited for the database.
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', detail: 'database not answering' });
    const jobs = await get(freshSearch());
    expect(jobs.statusCode).toBe(503);
    expect(jobs.headers['retry-after']).toBe('5');
    expect(jobs.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.unavailable });
    // The job feeds read through the same pool and its time limits (docs/decisions/011, 055): a board
    // gets 503 too, not a wait.
    const feed = await get(JOB_FEEDS.xml.path);
    expect(feed.statusCode).toBe(503);
    expect(feed.headers['retry-after']).toBe('5');

    await proxy.restore();
    expect((await answersAgain(freshSearch())).statusCode).toBe(200);
    expect((await answersAgain('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('a statement that runs past DB_STATEMENT_TIMEOUT_MS is cancelled by the server: 503, not a wait', async () => {
    // Every sign-up insert now takes a minute inside PostgreSQL.
    await database.db.execute(
      sql.raw(`CREATE FUNCTION slow_signup() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$`),
    );
    await database.db.execute(
      sql.raw('CREATE TRIGGER slow_signup BEFORE INSERT ON pending_signups FOR EACH ROW EXECUTE FUNCTION slow_signup()'),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { first_name: 'Meera', last_name: 'Pillai', username: 'meera.pillai@example.in', password: 'correct horse 42' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.unavailable });
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER slow_signup ON pending_signups'));
    }
  });

  it('a stopped database gives 503 with Retry-After and the message, and 200 again once it is back', async () => {
    await proxy.cut();
    const jobs = await get(freshSearch());
    expect(jobs.statusCode).toBe(503);
    expect(jobs.headers['retry-after']).toBe('5');
    expect(jobs.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.unavailable });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', detail: 'database unreachable' });

    await proxy.restore();
    expect((await answersAgain(freshSearch())).statusCode).toBe(200);
    expect((await answersAgain('/readyz')).statusCode).toBe(200);
  });
});
