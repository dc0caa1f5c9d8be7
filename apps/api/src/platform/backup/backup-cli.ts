import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.js';
import { runCli, textTable } from '../cli/cli.js';
import { createArchiveStore } from '../db/archive-store.js';
import { chooseEngine, commandLog, openConfiguredDatabase } from '../db/engine.js';
import { clusterDir } from '../db/managed-postgres.js';
import { readSystemIdentifier } from '../db/wal-segments.js';
import { createBackups } from './backups.js';
import { listBaseBackups, listClusters, summariseWal } from './catalogue.js';
import { restoreBackup, RestoreRefused, type RestoreTo } from './restore.js';
import { notApplicable } from './status.js';
import { listUploadManifests } from './uploads-backup.js';
import { verifyBackup } from './verify.js';

/**
 * docs/decisions/026, docs/operations/backups.md: the backup commands.
 *   npm run db:backup                                     a base backup now
 *   npm run db:backups                                    what the archive holds
 *   npm run db:restore -- --to <time|latest> --data-dir DIR   point-in-time restore into a new folder
 *   npm run db:verify-backup                              restore the newest into a scratch folder and compare
 */
const USAGE = `Usage:
  npm run db:backup
  npm run db:backups
  npm run db:restore -- --to "2026-11-26T10:15:00Z" --data-dir /new/folder   (or --to latest) [--system-id ID]
  npm run db:verify-backup`;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const when = (at: Date | string | undefined) =>
  at === undefined ? '—' : new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** Why these commands cannot act here, or undefined. */
async function refusal(config: AppConfig, command: string): Promise<string | undefined> {
  if (config.databaseUrl) {
    return `DATABASE_URL is set: the database is the operator's PostgreSQL, which is backed up by its own tooling (pg_basebackup and WAL archiving, or the provider's point-in-time recovery), not by \`npm run ${command}\`. See docs/operations/backups.md.`;
  }
  if (!config.backup) return 'Backups are off (BACKUPS=off). See docs/operations/backups.md.';
  if (command === 'db:restore') return undefined;
  const choice = await chooseEngine(config);
  if (choice.engine === 'pglite') {
    return `The database is PGlite (${config.dataDir}/pglite): continuous backups need the embedded PostgreSQL, the default engine. Move to it with \`npm run db:move-to-postgres\` (docs/decisions/020), or copy DATA_DIR while the server is stopped. See docs/operations/backups.md.`;
  }
  return undefined;
}

async function backupCommand(config: AppConfig): Promise<number> {
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    const why = notApplicable({ config, database });
    if (why) {
      console.error(`No backup: ${why}.`);
      return 1;
    }
    const started = Date.now();
    const { backup, retention } = await createBackups({ config, database, log: { info: () => {}, warn: () => {} } }).backupNow();
    console.log(
      `Base backup ${backup.id} of cluster ${backup.systemId} taken in ${((Date.now() - started) / 1000).toFixed(1)} s: ${mb(backup.archiveBytes)}`,
    );
    console.log(`  from ${when(backup.startedAt)} to ${when(backup.stoppedAt)}, WAL from ${backup.startWalFile}`);
    console.log(`  uploads: ${backup.uploadsManifest ? 'synced' : 'in the S3 bucket (not backed up here)'}`);
    console.log(
      `  retention deleted ${retention.baseBackups} base backup(s), ${retention.walFiles} WAL file(s), ${retention.uploads} upload object(s)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function listCommand(config: AppConfig): Promise<number> {
  const backup = config.backup;
  if (!backup) return 1;
  const store = createArchiveStore(backup.target);
  try {
    const cluster = clusterDir(config.dataDir);
    const live = existsSync(path.join(cluster, 'global', 'pg_control')) ? await readSystemIdentifier(cluster) : undefined;
    const clusters = await listClusters(store);
    const systemId = live ?? clusters[0]?.systemId;
    console.log(
      `Archive: ${store.where} (retention ${backup.retainDays} days, WAL archived at least every ${backup.archiveTimeoutSeconds} s)`,
    );
    if (!systemId) {
      console.log('No base backup yet: the server takes one at start and daily, or run `npm run db:backup`.');
      return 0;
    }
    const others = clusters.filter((c) => c.systemId !== systemId);
    console.log(
      `Cluster ${systemId}${live ? ' (this DATA_DIR)' : ''}${others.length > 0 ? `; also in the archive: ${others.map((c) => c.systemId).join(', ')}` : ''}`,
    );
    const [backups, wal, uploads, manifests] = await Promise.all([
      listBaseBackups(store, systemId),
      store.list(`${systemId}/wal/`),
      store.list(`${systemId}/uploads/objects/`),
      listUploadManifests(store, systemId),
    ]);
    const summary = summariseWal(wal);
    if (backups.length > 0) {
      console.log(
        `\n${textTable(
          ['base backup', 'timeline', 'started (UTC)', 'ended (UTC)', 'size', 'first WAL'],
          backups.map((b) => [b.id, String(b.timeline), when(b.startedAt), when(b.stoppedAt), mb(b.archiveBytes), b.startWalFile]),
        )}\n`,
      );
    }
    console.log(
      `WAL: ${summary.segments} segment(s), ${summary.first ?? '—'} to ${summary.last ?? '—'}, ${mb(summary.bytes)}; last archived ${when(summary.lastArchivedAt)}`,
    );
    console.log(
      `Uploads: ${uploads.length} stored file content(s), ${manifests.length} manifest(s), ${mb(uploads.reduce((s, o) => s + o.size, 0))}`,
    );
    const oldest = backups[0];
    const newest = backups.at(-1);
    if (oldest && newest) {
      const latest =
        summary.lastArchivedAt && summary.lastArchivedAt > new Date(newest.stoppedAt) ? summary.lastArchivedAt : new Date(newest.stoppedAt);
      console.log(`Restorable: from ${when(oldest.stoppedAt)} to about ${when(latest)} (the last archived WAL)`);
    } else {
      console.log('Restorable: nothing yet (no complete base backup).');
    }
    const total = backups.reduce((s, b) => s + b.archiveBytes, 0) + summary.bytes + uploads.reduce((s, o) => s + o.size, 0);
    console.log(`Total size: ${mb(total)}`);
    return 0;
  } finally {
    await store.close();
  }
}

function parseTo(value: string | undefined): RestoreTo | undefined {
  if (value === undefined) return undefined;
  if (value === 'latest') return { kind: 'latest' };
  // An explicit zone only: a time without one would be read in whatever zone this machine has.
  if (!/(Z|[+-]\d\d:?\d\d)$/i.test(value.trim())) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : { kind: 'time', at };
}

async function restoreCommand(config: AppConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { to: { type: 'string' }, 'data-dir': { type: 'string' }, 'system-id': { type: 'string' } },
  });
  const to = parseTo(values.to);
  const dataDir = values['data-dir'];
  if (!to || !dataDir) {
    console.error(`--to takes 'latest' or a time with its zone (2026-11-26T10:15:00Z), and --data-dir a new folder.\n${USAGE}`);
    return 2;
  }
  const backup = config.backup;
  if (!backup) return 1;
  const started = Date.now();
  const result = await restoreBackup({
    target: backup.target,
    to,
    dataDir,
    liveDataDir: config.dataDir,
    systemId: values['system-id'],
    log: commandLog,
  });
  const target = path.resolve(dataDir);
  console.log(`Restored into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  base backup ${result.baseBackup.id} (ended ${when(result.baseBackup.stoppedAt)}), then the archived WAL ${to.kind === 'latest' ? 'to its end' : `to ${when(to.kind === 'time' ? to.at : undefined)}`}`,
  );
  console.log(`  last transaction replayed: ${result.lastReplayedAt ? result.lastReplayedAt.toISOString() : 'none after the base backup'}`);
  console.log(
    `  uploads: ${result.uploads === null ? 'not in the backup (they live in the S3 bucket)' : `${result.uploads} file(s) in ${path.join(target, 'uploads')}`}`,
  );
  console.log(`Start the server on it with DATA_DIR=${target} (docs/operations/backups.md).`);
  return 0;
}

async function verifyCommand(config: AppConfig): Promise<number> {
  const database = await openConfiguredDatabase(config, { role: 'command', log: commandLog });
  try {
    const why = notApplicable({ config, database });
    const backup = config.backup;
    if (why || !backup || !database.url) {
      console.error(`Nothing to verify: ${why ?? 'no embedded PostgreSQL'}.`);
      return 1;
    }
    const started = Date.now();
    const result = await verifyBackup({ url: database.url, liveDataDir: config.dataDir, target: backup.target, log: commandLog });
    console.log(
      textTable(
        ['table', 'live', 'restored', ''],
        result.tables.map((t) => [
          t.table,
          String(t.live),
          t.restored === undefined ? 'missing' : String(t.restored),
          t.restored === t.live ? 'ok' : 'DIFFERENT',
        ]),
      ),
    );
    const rows = result.tables.reduce((s, t) => s + t.live, 0);
    console.log(
      `\n${result.ok ? 'OK' : 'FAILED'}: ${result.tables.length} tables, ${rows} rows, restored from base backup ${result.restore.baseBackup.id} (${mb(result.restore.baseBackup.archiveBytes)}) to restore point ${result.restorePoint}` +
        `${result.restore.uploads === null ? '' : `, ${result.restore.uploads} upload(s) checked`}; ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(restore point ${result.timings.mark} ms, archiving ${result.timings.archive} ms, restore and check ${result.timings.restore} ms)`,
    );
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const names: Record<string, string> = { backup: 'db:backup', list: 'db:backups', restore: 'db:restore', verify: 'db:verify-backup' };
  const name = command ? names[command] : undefined;
  if (!command || !name) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const why = await refusal(config, name);
  if (why) {
    console.error(why);
    return command === 'list' ? 0 : 1;
  }
  if (command === 'backup') return backupCommand(config);
  if (command === 'list') return listCommand(config);
  if (command === 'restore') return restoreCommand(config, rest);
  return verifyCommand(config);
}

runCli(
  () => main(process.argv.slice(2)),
  (error) => error instanceof RestoreRefused || error instanceof ConfigError,
);
