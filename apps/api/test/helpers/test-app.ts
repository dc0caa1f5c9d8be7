import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/http/app.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { createScratchDatabase } from './test-database.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { startFakeZoho, type FakeZoho } from './fake-zoho.js';
import type { SitemapLimits } from '../../src/domains/seo/sitemap.js';
import type { StatusProviders } from '../../src/platform/observability/status-providers.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The app's clock: tests move it to see codes, links and sessions expire. */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty, migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Register probe routes (e.g. behind app.authenticate) before the app is ready. */
    extend?: (app: FastifyInstance) => Promise<void> | void;
    /** The web app is served only by tests that give it a WEB_DIST (plugins/web tests). */
    serveWeb?: boolean;
    /** Read the app's log (give a LOG_LEVEL other than silent). */
    logStream?: DestinationStream;
    /** Lowered sitemap file limits (docs/decisions/012). */
    sitemapLimits?: SitemapLimits;
    /** Reports of other parts of the server, as composition would wire them (docs/decisions/027: the backups). */
    statusProviders?: StatusProviders;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const databaseUrl = scratch?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SITE_URL: 'http://careers.test',
    // docs/decisions/015: scheduled jobs run when a test says so (ctx.app.backgroundJobs.scheduler.runOnce()),
    // never by themselves in the middle of one.
    SCHEDULE_POLL_MS: '3600000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  return startTestApp(config, database, {
    ...options,
    afterClose: async () => {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * The real app on a database already opened and migrated, on a test clock: ready, and the scheduled jobs'
 * first round (housekeeping, the digest of the period begun, a first base backup where backups are on)
 * finished, so it never changes tables during a test. `close()` stops the app, closes the database, then
 * runs `afterClose`. Tests that open their own DATA_DIR (backups, moving to PostgreSQL) start the app so too.
 */
export async function startTestApp(
  config: AppConfig,
  database: Database,
  options: {
    extend?: (app: FastifyInstance) => Promise<void> | void;
    serveWeb?: boolean;
    logStream?: DestinationStream;
    sitemapLimits?: SitemapLimits;
    statusProviders?: StatusProviders;
    afterClose?: () => Promise<void>;
  } = {},
): Promise<TestContext> {
  const clock = createTestClock();
  const app = await buildApp({
    config,
    database,
    serveWeb: options.serveWeb ?? false,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.sitemapLimits ? { sitemapLimits: options.sitemapLimits } : {}),
    ...(options.statusProviders ? { statusProviders: options.statusProviders } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  await app.backgroundJobs.scheduler.runOnce();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await options.afterClose?.();
    },
  };
}

/**
 * A test app whose CRM talks to its own fake Zoho (INT-3), with the CRM worker built but not started
 * (BACKGROUND_WORKERS_OFF, docs/decisions/024: neither its poll nor a commit runs it), so a test runs it
 * when it wants (`app.crmWorker.runOnce()`); `close()` stops the app, then the fake.
 */
export async function createTestAppWithZoho(env: Record<string, string> = {}): Promise<TestContext & { zoho: FakeZoho }> {
  const zoho = await startFakeZoho();
  const ctx = await createTestApp({ ...zoho.env, BACKGROUND_WORKERS_OFF: 'crm', ...env });
  return {
    ...ctx,
    zoho,
    async close() {
      await ctx.close();
      await zoho.close();
    },
  };
}

/**
 * Background jobs are delivered after the request that queued them (docs/decisions/024): run this
 * app's worker of the kind (`'talent-text'`, `'file-deletions'`, …) until nothing is due, so the test
 * sees their effect. The app's own worker may be running too; runOnce waits for its batch.
 */
export async function runJobs(app: FastifyInstance, kind: string): Promise<void> {
  const worker = app.backgroundJobs.worker(kind);
  if (!worker) throw new Error(`no ${kind} worker in this app`);
  while ((await worker.runOnce()) > 0);
}
