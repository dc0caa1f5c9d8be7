import type { AppConfig } from '../config/config.js';
import { createArchiveStore } from '../db/archive-store.js';
import type { Database } from '../db/client.js';
import { takeBaseBackup } from './base-backup.js';
import { listBaseBackups, type BaseBackupInfo } from './catalogue.js';
import { queryLive } from './live-cluster.js';
import { applyRetention, type RetentionResult } from './retention.js';
import { notApplicable, readBackupStatus, type BackupStatus } from './status.js';
import { syncUploads } from './uploads-backup.js';

/** A base backup is due when the newest is this old (the schedule looks every hour). */
const BASE_BACKUP_EVERY_MS = 24 * 3_600_000;

export interface BackupsLog {
  info(details: object, message: string): void;
}

/**
 * docs/decisions/026: the server's side of the backups (the schedules call it; the status is for others).
 * Every time here is the database server's clock, not the app's: a restore targets the commit times
 * PostgreSQL writes, so the backups' times must be comparable with them.
 */
export interface Backups {
  /**
   * The hourly schedule: a base backup when this cluster has none on its current timeline (a first start,
   * a restored folder) or the newest is a day old, then retention; otherwise the uploads alone are synced.
   * Nothing when backups do not apply (another engine, BACKUPS=off).
   */
  runDue(): Promise<void>;
  /** A base backup now, then retention. */
  backupNow(): Promise<{ backup: BaseBackupInfo; retention: RetentionResult }>;
  /** The uploads folder synced (the five-minute schedule); nothing when uploads live in a bucket. */
  syncUploadsNow(): Promise<void>;
  status(): Promise<BackupStatus>;
}

export type BackupsDeps = {
  config: Pick<AppConfig, 'backup' | 'databaseUrl' | 'databaseEngine' | 'dataDir' | 'storage'>;
  database: Pick<Database, 'kind' | 'embedded' | 'url'>;
  log: BackupsLog;
};

export function createBackups(deps: BackupsDeps): Backups {
  const { config, database, log } = deps;
  const uploadsRoot = config.storage.driver === 'local' ? config.storage.root : undefined;
  const ready = () => {
    const url = database.url;
    const backup = config.backup;
    return notApplicable(deps) === undefined && url && backup ? { url, backup } : undefined;
  };
  const backupNow = async () => {
    const on = ready();
    if (!on) throw new Error(`Backups do not run here: ${notApplicable(deps) ?? 'the database is not the embedded PostgreSQL'}`);
    const store = createArchiveStore(on.backup.target);
    try {
      const backup = await takeBaseBackup({ url: on.url, dataDir: config.dataDir, store, uploadsRoot });
      const retention = await applyRetention(store, backup.systemId, on.backup.retainDays, new Date(backup.stoppedAt));
      log.info(
        { id: backup.id, bytes: backup.archiveBytes, deleted: retention },
        `backup: base backup ${backup.id} taken (${(backup.archiveBytes / 1048576).toFixed(1)} MB)`,
      );
      return { backup, retention };
    } finally {
      await store.close();
    }
  };
  return {
    backupNow,
    async runDue() {
      const on = ready();
      if (!on) return;
      const live = await queryLive(on.url);
      if (!live) throw new Error('the embedded PostgreSQL does not answer');
      const store = createArchiveStore(on.backup.target);
      try {
        const onTimeline = (await listBaseBackups(store, live.systemId)).filter((b) => b.timeline === live.timeline);
        const newest = onTimeline.at(-1);
        if (newest === undefined || live.now.getTime() - new Date(newest.stoppedAt).getTime() >= BASE_BACKUP_EVERY_MS) {
          await backupNow();
          return;
        }
        if (uploadsRoot !== undefined) await syncUploads(store, live.systemId, uploadsRoot, live.now);
      } finally {
        await store.close();
      }
    },
    async syncUploadsNow() {
      const on = ready();
      if (!on || uploadsRoot === undefined) return;
      const live = await queryLive(on.url);
      if (!live) throw new Error('the embedded PostgreSQL does not answer');
      const store = createArchiveStore(on.backup.target);
      try {
        // Before the first base backup there is nothing to restore them with.
        if ((await listBaseBackups(store, live.systemId)).length > 0) await syncUploads(store, live.systemId, uploadsRoot, live.now);
      } finally {
        await store.close();
      }
    },
    status: () => readBackupStatus(deps),
  };
}
