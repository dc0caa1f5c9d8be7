import type { AppConfig } from '../platform/config/config.js';
import type { Database } from '../platform/db/client.js';
import { openConfiguredDatabase } from '../platform/db/engine.js';
import type { PostgresLog } from '../platform/db/managed-postgres.js';
import { seedDemoJobs } from '../domains/jobs/index.js';

/**
 * Open the configured database (docs/decisions/020), apply migrations, and load the demo catalogue on
 * first start with an embedded database (never into a configured PostgreSQL unless SEED_DEMO=always).
 */
export async function openAppDatabase(config: AppConfig, log: PostgresLog): Promise<Database> {
  const database = await openConfiguredDatabase(config, {
    role: 'server',
    log,
    // OPS-7 (docs/decisions/011): fail fast on a hung database; refuse writes before the disk is full.
    timeouts: {
      connectMs: config.failures.dbConnectTimeoutMs,
      statementMs: config.failures.dbStatementTimeoutMs,
      idleInTransactionMs: config.failures.dbIdleInTransactionTimeoutMs,
    },
    minFreeBytes: config.failures.diskMinFreeBytes,
  });
  const shouldSeed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.embedded);
  try {
    // Seeding runs inside the start-up lock, so processes starting together seed an empty database once.
    await database.migrate(shouldSeed ? (db) => seedDemoJobs(db, 'if-empty') : undefined);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
