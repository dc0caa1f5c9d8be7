import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.js';
import type { Clock } from '../lib/clock.js';
import type { RepositoryStore } from '../../http/repositories.js';
import type { TalentService } from '../../domains/talent/talent-service.js';
import type { StorageQuota } from './storage-quota.js';

/** What both upload services (profile files, application files) are built from. */
export interface FileServiceDeps {
  repos: RepositoryStore;
  clock: Clock;
  storage: FileStorage;
  /** docs/decisions/010: what one account may keep. */
  quota: StorageQuota;
  log: FastifyBaseLogger;
  /** Issue 14: reads an uploaded resume's or CV's text after the upload, for the talent pool search. */
  talent: Pick<TalentService, 'extractLater'>;
}
