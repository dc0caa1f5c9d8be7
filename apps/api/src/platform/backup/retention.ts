import type { ArchiveStore } from '../db/archive-store.js';
import { baseKey, listBaseBackups, walNotNeeded } from './catalogue.js';
import { pruneUploads } from './uploads-backup.js';

const DAY_MS = 86_400_000;

export interface RetentionResult {
  baseBackups: number;
  walFiles: number;
  uploads: number;
}

/**
 * docs/decisions/026 (BACKUP_RETAIN_DAYS): base backups that ended more than `retainDays` ago are
 * deleted, the newest always kept whatever its age; then the WAL files only they needed (older than the
 * oldest kept backup's first segment; timeline history files stay) and the upload contents and
 * manifests no kept restore can use. A restore can reach any moment from the oldest kept backup's end.
 */
export async function applyRetention(store: ArchiveStore, systemId: string, retainDays: number, now: Date): Promise<RetentionResult> {
  const backups = await listBaseBackups(store, systemId);
  const newest = backups.at(-1);
  if (newest === undefined) return { baseBackups: 0, walFiles: 0, uploads: 0 };
  const cutoff = now.getTime() - retainDays * DAY_MS;
  const kept = backups.filter((b) => b === newest || new Date(b.stoppedAt).getTime() >= cutoff);
  const dropped = backups.filter((b) => !kept.includes(b));
  for (const backup of dropped) {
    // Its description first: from then on it is no longer listed, whatever happens to the rest.
    // The description first: a backup half deleted is no longer listed.
    await store.delete([baseKey(systemId, backup.id, 'backup.json')]);
    await store.delete([baseKey(systemId, backup.id, 'data.tar.gz'), baseKey(systemId, backup.id, 'jwt-secret')]);
  }
  const oldest = kept[0] ?? newest;
  const wal = walNotNeeded(await store.list(`${systemId}/wal/`), oldest.startWalFile);
  await store.delete(wal.map((o) => o.key));
  const uploads = await pruneUploads(
    store,
    systemId,
    new Date(oldest.startedAt),
    new Set(kept.flatMap((b) => (b.uploadsManifest ? [b.uploadsManifest] : []))),
  );
  return { baseBackups: dropped.length, walFiles: wal.length, uploads };
}
