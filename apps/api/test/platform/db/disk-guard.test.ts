import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@careers/shared';
import { buildApp } from '../../../src/http/app.js';
import { loadConfig } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { freshEmail, signupPayload } from '../../helpers/accounts.js';

/**
 * OPS-7 on the embedded database: PGlite wedges for good when its WAL cannot be written
 * (docs/decisions/011), so writes are refused while the disk holding DATA_DIR has less than
 * DISK_MIN_FREE_MB free. The disk's free space is the one thing the test sets.
 */
const MB = 1024 * 1024;
let free = 10_000 * MB;
let database: Database;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-disk-'));

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DISK_MIN_FREE_MB: '64',
  });
  database = await openDatabase({ pgliteDir: 'memory://', minFreeBytes: config.failures.diskMinFreeBytes, freeBytes: () => free });
  await database.migrate();
  app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const register = () => app.inject({ method: 'POST', url: '/api/register', payload: signupPayload(freshEmail()) });

describe('embedded database on a nearly full disk (OPS-7, docs/decisions/011)', () => {
  it('refuses writes with 507 and says so on /readyz, keeps answering reads, and recovers when space returns', async () => {
    expect((await register()).statusCode).toBe(200);

    free = 63 * MB;
    const refused = await register();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ requestId: expect.any(String), message: SERVICE_MESSAGES.storageFull });
    expect(refused.headers['retry-after']).toBe('60');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', detail: 'disk full: writes are refused' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/getJobOpenings' })).statusCode).toBe(200);

    free = 200 * MB;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await register()).statusCode).toBe(200);
  });
});
