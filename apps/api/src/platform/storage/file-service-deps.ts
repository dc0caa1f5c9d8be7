import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.js';
import type { Clock } from '../lib/clock.js';
import type { Db } from '../db/transactions.js';
import type { StorageQuota } from './storage-quota.js';

/** What both upload services (profile files, application files) are built from. */
export interface FileServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** docs/decisions/010: what one account may keep. */
  quota: StorageQuota;
  log: FastifyBaseLogger;
}
