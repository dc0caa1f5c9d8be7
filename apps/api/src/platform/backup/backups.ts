import pg from 'pg';
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
  warn(details: object, message: string): void;
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
  /**
   * The bound on the archive's delay, kept by the server: every BACKUP_ARCHIVE_TIMEOUT_SECONDS, when
   * anything was written since the last look, the WAL segment is closed (pg_switch_wal) and so archived.
   * PostgreSQL's own archive_timeout is set as well, but the embedded PostgreSQL 18 did not close a
   * segment on it when measured (docs/decisions/026). Nothing when backups do not apply.
   */
  startArchiveTimer(): void;
  stopArchiveTimer(): void;
}

export type BackupsDeps = {
  config: Pick<AppConfig, 'backup' | 'databaseUrl' | 'databaseEngine' | 'dataDir' | 'storage'>;
  database: Pick<Database, 'kind' | 'embedded' | 'url'>;
  log: BackupsLog;
};

export function createBackups(deps: BackupsDeps): Backups {
  const { config, database, log } = deps;
  const uploadsRoot = config.storage.driver === 'local' ? config.storage.root : undefined;
  let timer: NodeJS.Timeout | undefined;
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
    startArchiveTimer() {
      const on = ready();
      if (!on || timer) return;
      // What the last look saw: the next transaction id, and whether transactions that write were in progress.
      let last: { xmax: string; inProgress: boolean; lsn: string } | undefined;
      let busy = false;
      const tick = async () => {
        if (busy) return;
        busy = true;
        const client = new pg.Client({ connectionString: on.url });
        try {
          await client.connect();
          const look = async () =>
            (
              await client.query<{ xmax: string; in_progress: boolean; lsn: string }>(
                `SELECT pg_snapshot_xmax(s)::text AS xmax, pg_snapshot_xmin(s) < pg_snapshot_xmax(s) AS in_progress,
                        pg_current_wal_insert_lsn()::text AS lsn FROM pg_current_snapshot() AS s`,
              )
            ).rows[0];
          const now = await look();
          if (!now) return;
          // A transaction got an id since the last look (a write), or one in progress then may have committed
          // since. Only these count: PostgreSQL's own records (a standby snapshot after a switch) would
          // otherwise keep an idle server switching forever.
          const written = last !== undefined && (now.xmax !== last.xmax || (last.inProgress && now.lsn !== last.lsn));
          if (written) await client.query('SELECT pg_switch_wal()');
          last = { xmax: now.xmax, inProgress: now.in_progress, lsn: written ? ((await look())?.lsn ?? now.lsn) : now.lsn };
        } catch (error) {
          log.warn(
            { error: error instanceof Error ? error.message : String(error) },
            'backup: could not close the WAL segment for archiving',
          );
        } finally {
          busy = false;
          await client.end().catch(() => {});
        }
      };
      timer = setInterval(() => void tick(), on.backup.archiveTimeoutSeconds * 1000);
      timer.unref();
      void tick();
    },
    stopArchiveTimer() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
