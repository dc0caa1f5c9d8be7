import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { createArchiveStore } from '../db/archive-store.js';
import { listBaseBackups, listClusters, summariseWal } from './catalogue.js';
import { queryLive } from './live-cluster.js';

/**
 * docs/decisions/026: the state of the backups, for the metrics and the admins' system page. Cheap: the
 * archive's listing is kept a few seconds (a bucket's listing is a request per thousand objects).
 */
export interface BackupStatus {
  enabled: boolean;
  /** Why backups do not run here, when they do not (another engine, BACKUPS=off). */
  reason: string | undefined;
  target: { kind: 'folder' | 's3'; where: string } | undefined;
  baseBackups: number;
  newestBaseBackupAt: Date | undefined;
  /** From PostgreSQL's pg_stat_archiver when the database is up, else the newest archived file's time. */
  lastArchivedAt: Date | undefined;
  /** WAL segments the WAL command failed to archive since the statistics were reset (PostgreSQL retries them). */
  archiveFailures: number;
  lastArchiveFailureAt: Date | undefined;
  /** A restore can reach any moment up to here (the last archived WAL, once a base backup exists). */
  latestRestorableAt: Date | undefined;
  /** Base backups, WAL and upload copies together. */
  totalBytes: number;
}

export type StatusDeps = {
  config: Pick<AppConfig, 'backup' | 'databaseUrl' | 'databaseEngine'>;
  database: Pick<Database, 'kind' | 'embedded' | 'url'>;
};

/** Why continuous backups do not apply to this database; undefined when they do. */
export function notApplicable({ config, database }: StatusDeps): string | undefined {
  if (config.databaseUrl) {
    return "DATABASE_URL is set: the operator's PostgreSQL is backed up by its own tooling (docs/operations/backups.md)";
  }
  if (database.kind === 'pglite') {
    return 'the database is PGlite: continuous backups need the embedded PostgreSQL, the default engine (docs/operations/backups.md)';
  }
  if (!config.backup) return 'BACKUPS=off';
  if (!database.embedded || !database.url) return 'the database is not the embedded PostgreSQL';
  return undefined;
}

const CACHE_MS = 5_000;
let cached: { key: string; at: number; value: Promise<BackupStatus> } | undefined;

export function readBackupStatus(deps: StatusDeps, now: () => number = Date.now): Promise<BackupStatus> {
  const key = `${JSON.stringify(deps.config.backup?.target ?? null)} ${deps.database.url ?? ''}`;
  if (cached && cached.key === key && now() - cached.at < CACHE_MS) return cached.value;
  const value = computeStatus(deps);
  cached = { key, at: now(), value };
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

async function computeStatus(deps: StatusDeps): Promise<BackupStatus> {
  const reason = notApplicable(deps);
  const backup = deps.config.backup;
  const empty = {
    baseBackups: 0,
    newestBaseBackupAt: undefined,
    lastArchivedAt: undefined,
    archiveFailures: 0,
    lastArchiveFailureAt: undefined,
    latestRestorableAt: undefined,
    totalBytes: 0,
  };
  if (reason !== undefined || !backup || !deps.database.url) return { enabled: false, reason, target: undefined, ...empty };
  const store = createArchiveStore(backup.target);
  try {
    const live = await queryLive(deps.database.url);
    const systemId = live?.systemId ?? (await listClusters(store))[0]?.systemId;
    const target = { kind: store.kind, where: store.where };
    if (!systemId) return { enabled: true, reason: undefined, target, ...empty };
    const [backups, wal, uploads] = await Promise.all([
      listBaseBackups(store, systemId),
      store.list(`${systemId}/wal/`),
      store.list(`${systemId}/uploads/`),
    ]);
    const summary = summariseWal(wal);
    const newest = backups.at(-1);
    const lastArchivedAt = live?.lastArchivedAt ?? summary.lastArchivedAt;
    const newestAt = newest ? new Date(newest.stoppedAt) : undefined;
    return {
      enabled: true,
      reason: undefined,
      target,
      baseBackups: backups.length,
      newestBaseBackupAt: newestAt,
      lastArchivedAt,
      archiveFailures: live?.failedCount ?? 0,
      lastArchiveFailureAt: live?.lastFailedAt,
      latestRestorableAt: newestAt === undefined ? undefined : lastArchivedAt && lastArchivedAt > newestAt ? lastArchivedAt : newestAt,
      totalBytes: backups.reduce((sum, b) => sum + b.archiveBytes, 0) + summary.bytes + uploads.reduce((sum, o) => sum + o.size, 0),
    };
  } finally {
    await store.close();
  }
}
