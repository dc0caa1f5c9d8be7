import type { AppConfig } from '../platform/config/config.js';
import type { Database } from '../platform/db/client.js';
import { openConfiguredDatabase } from '../platform/db/engine.js';
import type { PostgresLog } from '../platform/db/managed-postgres.js';
import { systemClock } from '../platform/lib/clock.js';
import { createStorage } from '../platform/storage/storage.js';
import { seedDemo, wasDemoRemoved } from '../domains/demo/index.js';
import { DEMO_COMMAND } from '@careers/shared';

/**
 * Open the configured database (docs/decisions/020), apply migrations, and on the first start of a new
 * database (no candidate, no job) load the demo catalogue and the demo people with their résumés (REC-21,
 * docs/decisions/035): with an embedded database, never into a configured PostgreSQL unless SEED_DEMO=always.
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
  // docs/decisions/035: never again once `npm run db:remove-demo` removed the demo from this DATA_DIR.
  const shouldSeed = (config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.embedded)) && !wasDemoRemoved(config.dataDir);
  try {
    // Seeding runs inside the start-up lock, so processes starting together seed an empty database once.
    await database.migrate(
      shouldSeed
        ? async (db) => {
            const storage = createStorage(config.storage);
            const started = performance.now();
            try {
              const seeded = await seedDemo({ db, storage, clock: systemClock });
              if (seeded.candidates > 0) {
                log.info(
                  `Demo data loaded in ${Math.round(performance.now() - started)} ms: ${seeded.jobs} job openings, ${seeded.candidates} demo candidates with ${seeded.applications} applications and ${seeded.files} files (remove them with ${DEMO_COMMAND})`,
                );
              }
            } finally {
              await storage.close();
            }
          }
        : undefined,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
