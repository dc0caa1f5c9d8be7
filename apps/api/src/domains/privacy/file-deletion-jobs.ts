import { defineJobKind, type Delivery } from '../../platform/background/job-kind.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { createFileDeletionsRepository, type FileDeletionRow } from './file-deletions-repository.js';

/**
 * PRV-4 (docs/decisions/018, 024): the removal of files from storage as a job kind (`file_deletions`),
 * queued in the transaction that forgets the files (`fileDeletionJobs.enqueue(tx, keys, now)`) and done
 * after its commit. Removing a file already gone is no error, so a repeated delivery is harmless; a
 * storage failure is retried with back-off.
 */
export const fileDeletionJobs = defineJobKind({
  name: 'file-deletions',
  label: 'File deletion',
  settings: (config) => config.fileDeletions,
  store: (tx, storageKeys: string[], now) => createFileDeletionsRepository(tx).enqueue(storageKeys, now),
  queue: (db) => createFileDeletionsRepository(db),
  async deliver(job: FileDeletionRow, { deps, db, clock, workerId }: Delivery<{ storage: FileStorage }>) {
    await deps.storage.delete(job.storageKey);
    await createFileDeletionsRepository(db).markDone(job, workerId, clock.now());
  },
  isPermanent: () => false,
  describe: (job: FileDeletionRow) => ({ fileDeletionId: job.id }),
  stats: (db) => createFileDeletionsRepository(db).queueStats(),
  retryFailed: (db, now) => createFileDeletionsRepository(db).requeueFailed(now),
});
