import type { FileStorage } from '../../platform/storage/storage.js';
import type { Clock } from '../../platform/lib/clock.js';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerConfig, type WorkerLog } from '../../platform/background/outbox-worker.js';
import type { FileDeletionsRepository } from './file-deletions-repository.js';

/**
 * PRV-4 (docs/decisions/018): removes queued files from storage after the deleting transaction
 * committed. Removing a file already gone is no error, so a repeated delivery is harmless; a storage
 * failure is retried with back-off (docs/decisions/015).
 */
export function createFileDeletionWorker(options: {
  repo: FileDeletionsRepository;
  storage: FileStorage;
  clock: Clock;
  log: WorkerLog;
  workerId: string;
  config: OutboxWorkerConfig;
}): OutboxWorker {
  const { repo, storage, clock, log, workerId, config } = options;
  return createOutboxWorker({
    label: 'File deletion',
    queue: repo,
    async deliver(job) {
      await storage.delete(job.storageKey);
      await repo.markDone(job, workerId, clock.now());
    },
    isPermanent: () => false,
    describe: (job) => ({ fileDeletionId: job.id }),
    clock,
    log,
    workerId,
    config,
  });
}
