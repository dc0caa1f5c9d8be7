import type { Dirent } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ArchiveStore } from '../db/archive-store.js';
import { clusterDir } from '../db/managed-postgres.js';
import { baseKey, clusterKey, timeId, type BaseBackupInfo } from './catalogue.js';
import { writeTarGz, type TarSource } from './tar.js';
import { syncUploads } from './uploads-backup.js';
import { JWT_SECRET_FILE } from '../config/config.js';

/**
 * docs/decisions/026: a base backup with PostgreSQL's low-level API. On one connection,
 * pg_backup_start() (a checkpoint; from here every page change is in the WAL in full), then the data
 * folder is copied while the database keeps working, then pg_backup_stop() returns the backup_label
 * (and tablespace_map) that go into the copy, and waits until the last WAL segment the copy needs is
 * archived. A restore replays the WAL from the label's start to at least the stop point, which mends
 * every page that changed during the copy.
 */

/**
 * What the copy leaves out, as PostgreSQL's docs ("Making a Base Backup Using the Low Level API") and
 * pg_basebackup do: the files of the running server, and the contents of folders a restored server
 * rebuilds or refills (pg_wal comes from the archive). The folders themselves are kept, empty.
 */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'postgresql.auto.conf.tmp',
  'current_logfiles',
  'pg_internal.init',
]);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);

async function* clusterEntries(cluster: string, extra: TarSource[]): AsyncGenerator<TarSource> {
  const visit = async function* (relative: string): AsyncGenerator<TarSource> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(cluster, relative), { withFileTypes: true });
    } catch (error) {
      // A folder dropped during the copy (a database dropped meanwhile): the WAL replays the drop.
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.name.startsWith('pgsql_tmp')) continue;
      const full = path.join(cluster, name);
      if (entry.isDirectory()) {
        yield { name, type: 'directory', mode: 0o700, mtime: new Date() };
        if (relative === '' && EMPTIED_FOLDERS.has(entry.name)) {
          if (entry.name === 'pg_wal') {
            yield { name: 'pg_wal/archive_status', type: 'directory', mode: 0o700, mtime: new Date() };
            yield { name: 'pg_wal/summaries', type: 'directory', mode: 0o700, mtime: new Date() };
          }
          continue;
        }
        yield* visit(name);
      } else if (entry.isFile()) {
        if (SKIPPED_FILES.has(entry.name) && (relative === '' || entry.name === 'pg_internal.init')) continue;
        yield { name, type: 'file', mode: 0o600, mtime: new Date(), file: full };
      }
      // Symbolic links (tablespaces, a pg_wal elsewhere) are not made by the managed cluster.
    }
  };
  yield* visit('');
  yield* extra;
}

/** The label's "START WAL LOCATION: 0/2000028 (file 000000010000000000000002)" and "START TIMELINE: 1". */
function readLabel(label: string): { startWalFile: string; timeline: number } {
  const file = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(label)?.[1];
  const timeline = Number(/START TIMELINE: (\d+)/.exec(label)?.[1]);
  if (!file || !Number.isInteger(timeline)) throw new Error('pg_backup_stop returned a backup label this version does not read');
  return { startWalFile: file, timeline };
}

export interface BaseBackupDeps {
  /** The managed cluster's socket URL (a superuser connection). */
  url: string;
  dataDir: string;
  store: ArchiveStore;
  /** DATA_DIR/uploads, backed up with it; undefined when uploads live in an S3 bucket. */
  uploadsRoot: string | undefined;
}

/** Take a base backup now (and sync the uploads). Resolves once it is complete in the archive. */
export async function takeBaseBackup({ url, dataDir, store, uploadsRoot }: BaseBackupDeps): Promise<BaseBackupInfo> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const staging = await store.stagingDir();
  const tarFile = path.join(staging, `base-${process.pid}-${Date.now()}.tar.gz`);
  try {
    // pg_backup_stop waits for the archive: bounded, so a broken WAL command fails the backup rather than hanging it.
    await client.query("SET statement_timeout = '15min'");
    const system = await client.query<{ id: string; version: string }>(
      "SELECT system_identifier::text AS id, current_setting('server_version') AS version FROM pg_control_system()",
    );
    const systemId = system.rows[0]?.id ?? '';
    const started = await client.query<{ at: Date; lsn: string }>(
      "SELECT clock_timestamp() AS at, pg_backup_start('careers ' || clock_timestamp()::text, true)::text AS lsn",
    );
    const startedAt = started.rows[0]?.at ?? new Date();
    const id = timeId(startedAt);
    const state: { stop?: { lsn: string; labelfile: string; spcmapfile: string; at: Date; file: string } } = {};
    const extra: TarSource[] = [];
    const stopBackup = async () => {
      const result = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; at: Date; file: string }>(
        'SELECT lsn::text AS lsn, labelfile, spcmapfile, clock_timestamp() AS at, pg_walfile_name(lsn) AS file FROM pg_backup_stop(true)',
      );
      const stop = result.rows[0];
      if (!stop) throw new Error('pg_backup_stop returned nothing');
      state.stop = stop;
      extra.push({ name: 'backup_label', type: 'file', mode: 0o600, mtime: stop.at, data: Buffer.from(stop.labelfile) });
      if (stop.spcmapfile)
        extra.push({ name: 'tablespace_map', type: 'file', mode: 0o600, mtime: stop.at, data: Buffer.from(stop.spcmapfile) });
    };
    // The label is known only after the copy: a generator that stops the backup when the folder is done.
    const entries = async function* (): AsyncGenerator<TarSource> {
      yield* clusterEntries(clusterDir(dataDir), []);
      await stopBackup();
      yield* extra;
    };
    const archiveBytes = await writeTarGz(entries(), tarFile);
    const { stop } = state;
    if (!stop) throw new Error('the base backup ended without pg_backup_stop');
    const { startWalFile, timeline } = readLabel(stop.labelfile);
    const uploads = uploadsRoot === undefined ? undefined : await syncUploads(store, systemId, uploadsRoot, stop.at);
    const info: BaseBackupInfo = {
      id,
      systemId,
      timeline,
      startedAt: startedAt.toISOString(),
      stoppedAt: stop.at.toISOString(),
      startLsn: started.rows[0]?.lsn ?? '',
      stopLsn: stop.lsn,
      startWalFile,
      stopWalFile: stop.file,
      archiveBytes,
      uploadsManifest: uploads?.manifest ?? null,
      pgVersion: system.rows[0]?.version ?? '',
    };
    await store.putFile(baseKey(systemId, id, 'data.tar.gz'), tarFile);
    // The key DATA_DIR generated (none when JWT_SECRET comes from the environment: the operator keeps that).
    const secret = await fs.readFile(path.join(dataDir, JWT_SECRET_FILE)).catch(() => undefined);
    if (secret !== undefined) await store.put(baseKey(systemId, id, 'jwt-secret'), secret);
    // Written last: a backup is listed only once complete.
    await store.put(baseKey(systemId, id, 'backup.json'), Buffer.from(JSON.stringify(info, null, 2)));
    await store.put(clusterKey(systemId), Buffer.from(JSON.stringify({ systemId, newestBaseBackup: info.stoppedAt })));
    return info;
  } finally {
    // A backup still running on this session (the copy failed) is aborted when the session ends.
    await client.end().catch(() => {});
    await fs.rm(tarFile, { force: true });
    if (store.kind === 's3') await fs.rm(staging, { recursive: true, force: true });
  }
}
