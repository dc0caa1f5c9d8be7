import * as fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { JWT_SECRET_FILE, isInsideFolder, type BackupTarget } from '../config/config.js';
import { createArchiveStore, type ArchiveStore } from '../db/archive-store.js';
import {
  clusterDir,
  connectionString,
  findPostgresBinaries,
  postgresRunAs,
  startManagedPostgres,
  type PostgresLog,
} from '../db/managed-postgres.js';
import { restoreSettings } from '../db/wal-archiving.js';
import { messageOf, propertyOf } from '../lib/property-of.js';
import { baseKey, listBaseBackups, listClusters, type BaseBackupInfo } from './catalogue.js';
import { extractTarGz } from './tar.js';
import { listUploadManifests, manifestFor, restoreUploads } from './uploads-backup.js';

/**
 * docs/decisions/026: point-in-time restore into a NEW data folder. The newest base backup complete
 * before the target is unpacked, PostgreSQL starts on it in recovery (recovery.signal) and asks the WAL
 * command for each archived segment in turn (restore_command), replays them up to the target
 * (recovery_target_time or a restore point's name; 'latest': to the end of the archive), promotes
 * (recovery_target_action=promote) and is shut down cleanly. The folder is then an ordinary DATA_DIR:
 * DATA_DIR/postgres and DATA_DIR/uploads as they were at that moment.
 */
export type RestoreTo = { kind: 'latest' } | { kind: 'time'; at: Date } | { kind: 'name'; name: string; at: Date };

export interface RestoreOptions {
  /** Where the archive is. */
  target: BackupTarget;
  to: RestoreTo;
  /** The new DATA_DIR: absent or empty. */
  dataDir: string;
  /** The live DATA_DIR, never restored over or into while it holds anything. */
  liveDataDir: string | undefined;
  /** The cluster to restore; default: the one with the newest base backup in the archive. */
  systemId?: string | undefined;
  log: PostgresLog;
  /** Runs on the restored database before it is shut down (db:verify-backup counts its rows). */
  inspect?: (client: pg.Client) => Promise<void>;
}

export interface RestoreResult {
  baseBackup: BaseBackupInfo;
  /** The commit time of the last transaction replayed (null: none after the base backup). */
  lastReplayedAt: Date | null;
  /** Files put back in DATA_DIR/uploads; null: the backup has none (uploads live in a bucket). */
  uploads: number | null;
}

/** A refusal the commands print as it is. */
export class RestoreRefused extends Error {}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if (propertyOf(error, 'code') === 'ENOENT') return true;
    throw error;
  }
}

/** PostgreSQL's own text for a time in UTC: recovery_target_time refuses ISO 8601's 'T' and 'Z'. */
const pgTimestamp = (at: Date) => `${at.toISOString().replace('T', ' ').replace('Z', '')}+00`;

export function chooseBaseBackup(backups: BaseBackupInfo[], to: RestoreTo): BaseBackupInfo {
  const newest = backups.at(-1);
  if (newest === undefined)
    throw new RestoreRefused('The archive holds no complete base backup of this cluster: run `npm run db:backup` first.');
  if (to.kind === 'latest') return newest;
  const usable = backups.filter((b) => new Date(b.stoppedAt) <= to.at);
  const chosen = usable.at(-1);
  if (chosen === undefined) {
    throw new RestoreRefused(
      `The earliest time this archive can restore is ${backups[0]?.stoppedAt ?? newest.stoppedAt} (the end of its oldest base backup); ${to.at.toISOString()} is before it.`,
    );
  }
  return chosen;
}

async function chownTree(entry: string, uid: number, gid: number): Promise<void> {
  await fs.lchown(entry, uid, gid);
  const stats = await fs.lstat(entry);
  if (!stats.isDirectory()) return;
  for (const name of await fs.readdir(entry)) await chownTree(path.join(entry, name), uid, gid);
}

export async function pickCluster(store: ArchiveStore, systemId: string | undefined): Promise<string> {
  if (systemId) return systemId;
  const clusters = await listClusters(store);
  const first = clusters[0];
  if (!first) throw new RestoreRefused(`The archive at ${store.where} holds no base backup.`);
  return first.systemId;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  // The live DATA_DIR, when it holds anything, is never restored over or into (after a lost disk it is
  // empty, and the restore may go straight there).
  const live = options.liveDataDir;
  if (live !== undefined && !(await isEmptyOrAbsent(live)) && (isInsideFolder(dataDir, live) || isInsideFolder(live, dataDir))) {
    throw new RestoreRefused(
      `--data-dir ${dataDir} overlaps the live DATA_DIR (${live}): a restore goes into a new folder, never over or inside the live one.`,
    );
  }
  if (!(await isEmptyOrAbsent(dataDir))) throw new RestoreRefused(`--data-dir ${dataDir} is not empty: a restore goes into a new folder.`);
  const store = createArchiveStore(options.target);
  const binaries = await findPostgresBinaries();
  if (!binaries.ok) throw new RestoreRefused(`The embedded PostgreSQL cannot run here: ${binaries.reason}`);
  let created = false;
  try {
    const systemId = await pickCluster(store, options.systemId);
    const baseBackup = chooseBaseBackup(await listBaseBackups(store, systemId), options.to);
    const stream = await store.read(baseKey(systemId, baseBackup.id, 'data.tar.gz'));
    if (!stream) throw new RestoreRefused(`The base backup ${baseBackup.id} has lost its data.tar.gz.`);
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    created = true;
    const runAs = postgresRunAs(dataDir, binaries.value);
    if (!runAs.ok) throw new RestoreRefused(runAs.reason);
    const cluster = clusterDir(dataDir);
    await fs.mkdir(cluster, { mode: 0o700 });
    await extractTarGz(stream, cluster);
    await fs.mkdir(path.join(cluster, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(cluster, 'recovery.signal'), '', { mode: 0o600 });
    if (runAs.value) await chownTree(cluster, runAs.value.uid, runAs.value.gid);

    const recovery = restoreSettings(options.target);
    const targetSettings =
      options.to.kind === 'time'
        ? [`recovery_target_time=${pgTimestamp(options.to.at)}`, 'recovery_target_action=promote']
        : options.to.kind === 'name'
          ? [`recovery_target_name=${options.to.name}`, 'recovery_target_action=promote']
          : [];
    let managed;
    try {
      managed = await startManagedPostgres({
        dataDir,
        binaries: binaries.value,
        runAs: runAs.value,
        role: 'command',
        log: options.log,
        // Replaying a day of WAL takes a while; the start is over when the recovery has promoted.
        startTimeoutMs: 6 * 3_600_000,
        // The restore's own new timeline is not archived: the archive stays the live cluster's history.
        // hot_standby=off: no connection before the promotion, so "ready" means recovered (not read-only).
        extra: { settings: [...recovery.settings, 'archive_mode=off', 'hot_standby=off', ...targetSettings], env: recovery.env },
      });
    } catch (error) {
      throw new RestoreRefused(
        `PostgreSQL could not recover to the target (${messageOf(error)}). A time after the last archived WAL cannot be reached: \`npm run db:backups\` shows the latest restorable time.`,
      );
    }
    let lastReplayedAt: Date | null;
    try {
      const client = new pg.Client({ connectionString: connectionString(managed.socketDir) });
      await client.connect();
      try {
        lastReplayedAt = (await client.query<{ at: Date | null }>('SELECT pg_last_xact_replay_timestamp() AS at')).rows[0]?.at ?? null;
        await options.inspect?.(client);
      } finally {
        await client.end();
      }
    } finally {
      await managed.stop();
    }
    // The signing key the backed-up site generated: sessions, e-mailed links and codes stay valid.
    const secret = await store.read(baseKey(systemId, baseBackup.id, 'jwt-secret'));
    if (secret) await fs.writeFile(path.join(dataDir, JWT_SECRET_FILE), secret, { mode: 0o600 });
    let uploads: number | null = null;
    if (baseBackup.uploadsManifest !== null) {
      const manifest = manifestFor(await listUploadManifests(store, systemId), options.to.kind === 'latest' ? 'latest' : options.to.at);
      uploads = manifest ? await restoreUploads(store, systemId, manifest, path.join(dataDir, 'uploads')) : 0;
    }
    return { baseBackup, lastReplayedAt, uploads };
  } catch (error) {
    // A half-made folder would block the next attempt (it is not empty): it held nothing before.
    if (created) await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await store.close();
  }
}
