import { ConfigError, loadConfig, secureDataDir } from '../platform/config/config.js';
import { openAppDatabase } from './open-app-database.js';
import { deferredLog } from '../platform/db/engine.js';
import { offsetClock } from '../platform/lib/clock.js';

/** Within a typical orchestrator's kill grace period (30 s), and longer than a CRM request may take. */
const shutdownTimeoutMs = (crmRequestTimeoutMs: number) => Math.max(25_000, crmRequestTimeoutMs + 5_000);

/** Boots the server: configuration, database (migrated, seeded when empty), then listen. */
async function main() {
  // docs/decisions/010: everything this process creates (database, secret, outbox, uploads) is owner-only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
    secureDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The embedded database starts (PostgreSQL as a child process, docs/decisions/020, or PGlite in its
  // worker thread, 016) while this thread loads the app's modules: the start-up waits for the slower of
  // the two, not for both in turn. Its messages wait for the app's logger.
  const databaseLog = deferredLog();
  const opening = openAppDatabase(config, databaseLog.log);
  // Its failure is thrown by the `await` below, once the modules have loaded.
  opening.catch(() => {});
  const { buildApp } = await import('./app.js');
  let database;
  try {
    database = await opening;
  } catch (error) {
    databaseLog.attach({ info: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) });
    throw error;
  }
  const clock = config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : undefined;
  const app = await buildApp({ config, database, ...(clock ? { clock } : {}) });
  databaseLog.attach({ info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) });

  // Graceful shutdown (OPS-7, docs/decisions/011), in this order: (1) /readyz answers 503
  // for SHUTDOWN_GRACE_MS while requests are still served (with Connection: close), so the load balancer
  // stops sending; (2) the listener closes; (3) requests already received are answered and idle
  // keep-alive connections closed, the CRM worker finishes its delivery and hands back its jobs;
  // (4) the database closes and the process exits 0. A second signal, or a shutdown that hangs, ends
  // the process at once; the job leases bring anything held back later.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    const grace = config.failures.shutdownGraceMs;
    app.log.info(`${signal} received: not ready for ${grace} ms, then shutting down`);
    const limit = grace + shutdownTimeoutMs(config.crm.requestTimeoutMs);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${limit} ms, exiting`);
      process.exit(1);
    }, limit).unref();
    app.drain.start();
    await new Promise((resolve) => setTimeout(resolve, grace));
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Careers site ready at ${config.siteUrl} (database: ${database.kind}${database.embedded ? ', embedded' : ''})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
