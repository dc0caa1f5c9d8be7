import type { ArchiveObject, ArchiveStore } from '../db/archive-store.js';
import { propertyOf } from '../lib/property-of.js';

/**
 * docs/decisions/026: what the archive holds, per cluster (its system identifier):
 *   <system id>/wal/<WAL file>.gz                   segments, timeline history and backup history files
 *   <system id>/base/<backup id>/data.tar.gz        a base backup's data folder
 *   <system id>/base/<backup id>/backup.json        its description, written last: a backup without it is incomplete
 *   <system id>/uploads/objects/<sha256[0..2]>/<sha256>   upload contents, stored once each
 *   <system id>/uploads/manifests/<time id>.json    which upload path holds which content, at that time
 *   clusters/<system id>.json                       the clusters this archive holds, for a restore on an empty disk
 */
export interface BaseBackupInfo {
  id: string;
  systemId: string;
  timeline: number;
  /** pg_backup_start and pg_backup_stop, by the database server's clock (ISO). */
  startedAt: string;
  stoppedAt: string;
  startLsn: string;
  stopLsn: string;
  /** The first WAL file a restore of this backup needs; older ones only older backups need. */
  startWalFile: string;
  stopWalFile: string;
  /** Size of data.tar.gz. */
  archiveBytes: number;
  /** The uploads manifest taken with it; null when uploads live in an S3 bucket (not backed up here). */
  uploadsManifest: string | null;
  pgVersion: string;
}

/**
 * A base backup's objects: the data folder, its description, and the signing key DATA_DIR generated when
 * JWT_SECRET is unset (`jwt-secret`, config.ts), without which a restored site would sign everyone out and
 * break the links and codes already e-mailed.
 */
export const BASE_BACKUP_FILES = ['data.tar.gz', 'backup.json', 'jwt-secret'] as const;
export const baseKey = (systemId: string, id: string, file: (typeof BASE_BACKUP_FILES)[number]) => `${systemId}/base/${id}/${file}`;
export const clusterKey = (systemId: string) => `clusters/${systemId}.json`;

/** A time as a sortable id: 20261126T101500123Z. */
export const timeId = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

function parseInfo(data: Buffer): BaseBackupInfo | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  const text = (name: string) => {
    const value = propertyOf(parsed, name);
    return typeof value === 'string' ? value : undefined;
  };
  const id = text('id');
  const systemId = text('systemId');
  const startedAt = text('startedAt');
  const stoppedAt = text('stoppedAt');
  const startLsn = text('startLsn');
  const stopLsn = text('stopLsn');
  const startWalFile = text('startWalFile');
  const stopWalFile = text('stopWalFile');
  const pgVersion = text('pgVersion') ?? '';
  const timeline = propertyOf(parsed, 'timeline');
  const archiveBytes = propertyOf(parsed, 'archiveBytes');
  const uploads = propertyOf(parsed, 'uploadsManifest');
  if (!id || !systemId || !startedAt || !stoppedAt || !startLsn || !stopLsn || !startWalFile || !stopWalFile) return undefined;
  if (typeof timeline !== 'number' || typeof archiveBytes !== 'number') return undefined;
  return {
    id,
    systemId,
    timeline,
    startedAt,
    stoppedAt,
    startLsn,
    stopLsn,
    startWalFile,
    stopWalFile,
    archiveBytes,
    uploadsManifest: typeof uploads === 'string' ? uploads : null,
    pgVersion,
  };
}

/** The complete base backups of a cluster, oldest first. */
export async function listBaseBackups(store: ArchiveStore, systemId: string): Promise<BaseBackupInfo[]> {
  const objects = await store.list(`${systemId}/base/`);
  const infos: BaseBackupInfo[] = [];
  for (const object of objects.filter((o) => o.key.endsWith('/backup.json'))) {
    const data = await store.get(object.key);
    const info = data && parseInfo(data);
    if (info) infos.push(info);
  }
  return infos.sort((a, b) => a.stoppedAt.localeCompare(b.stoppedAt));
}

/** The clusters the archive holds a base backup of, the one with the newest backup first. */
export async function listClusters(store: ArchiveStore): Promise<{ systemId: string; newest: string }[]> {
  const clusters: { systemId: string; newest: string }[] = [];
  for (const object of await store.list('clusters/')) {
    const data = await store.get(object.key);
    if (!data) continue;
    try {
      const parsed: unknown = JSON.parse(data.toString('utf8'));
      const systemId = propertyOf(parsed, 'systemId');
      const newest = propertyOf(parsed, 'newestBaseBackup');
      if (typeof systemId === 'string' && typeof newest === 'string') clusters.push({ systemId, newest });
    } catch {
      // a damaged marker: the cluster is still listed by its base backups' folder
    }
  }
  return clusters.sort((a, b) => b.newest.localeCompare(a.newest));
}

/** A WAL file's name: timeline (8 hex), then the segment's position (16 hex); history files are <timeline>.history. */
const SEGMENT = /^([0-9A-F]{8})([0-9A-F]{16})(\.[0-9A-F]{8}\.backup|\.partial)?$/;

export interface WalSummary {
  segments: number;
  first: string | undefined;
  last: string | undefined;
  /** When the newest archived file was stored. */
  lastArchivedAt: Date | undefined;
  bytes: number;
}

export function walName(object: ArchiveObject): string {
  return object.key.slice(object.key.lastIndexOf('/') + 1).replace(/\.gz$/, '');
}

export function summariseWal(objects: ArchiveObject[]): WalSummary {
  const segments = objects.filter((o) => /^[0-9A-F]{24}$/.test(walName(o))).sort((a, b) => walName(a).localeCompare(walName(b)));
  const newest = objects.reduce<Date | undefined>((max, o) => (max === undefined || o.modified > max ? o.modified : max), undefined);
  return {
    segments: segments.length,
    first: segments[0] && walName(segments[0]),
    last: segments.at(-1) && walName(segments.at(-1)!),
    lastArchivedAt: newest,
    bytes: objects.reduce((sum, o) => sum + o.size, 0),
  };
}

/** The WAL files no kept base backup needs: every segment (and backup history file) before the oldest kept backup's first. */
export function walNotNeeded(objects: ArchiveObject[], oldestKeptStart: string): ArchiveObject[] {
  const keptPosition = oldestKeptStart.slice(8);
  return objects.filter((object) => {
    const match = SEGMENT.exec(walName(object));
    return match !== null && (match[2] ?? '') < keptPosition;
  });
}
