import path from 'node:path';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { seedDemoJobs } from './seed.js';

/**
 * Open the configured database, apply migrations, and load the demo catalogue on first start
 * with the embedded database (never into a configured PostgreSQL unless SEED_DEMO=always).
 */
export async function openAppDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
    // Issue 12 (docs/decisions/011): fail fast on a hung database; refuse writes before the disk is full.
    timeouts: {
      connectMs: config.failures.dbConnectTimeoutMs,
      statementMs: config.failures.dbStatementTimeoutMs,
      idleInTransactionMs: config.failures.dbIdleInTransactionTimeoutMs,
    },
    minFreeBytes: config.failures.diskMinFreeBytes,
  });
  const shouldSeed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  // Seeding runs inside the start-up lock, so processes starting together seed an empty database once.
  await database.migrate(shouldSeed ? (db) => seedDemoJobs(db, 'if-empty') : undefined);
  return database;
}
