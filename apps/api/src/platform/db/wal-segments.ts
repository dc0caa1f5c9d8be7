import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { endianness } from 'node:os';
import type { BackupTarget } from '../config/config.js';
import type { ArchiveStore } from './archive-store.js';
import { writeFileDurably } from '../lib/durable-file.js';
import { propertyOf } from '../lib/property-of.js';

/** docs/decisions/026: archiving and restoring one WAL file (the WAL command, wal-command.ts, runs these). */

/** The environment variable that hands the WAL command its target (JSON of a BackupTarget). */
export const WAL_TARGET_ENV = 'CAREERS_BACKUP_TARGET';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** pg_control begins with the cluster's system identifier, a 64-bit integer in the machine's byte order. */
export async function readSystemIdentifier(cluster: string): Promise<string> {
  const control = await fs.readFile(path.join(cluster, 'global', 'pg_control'));
  return (endianness() === 'LE' ? control.readBigUInt64LE(0) : control.readBigUInt64BE(0)).toString();
}

export const walKey = (systemId: string, name: string) => `${systemId}/wal/${name}.gz`;

/** The target the postmaster's environment names (wal-archiving.ts). */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  const text = env[WAL_TARGET_ENV];
  if (!text) throw new Error(`${WAL_TARGET_ENV} is not set`);
  const parsed: unknown = JSON.parse(text);
  const kind = propertyOf(parsed, 'kind');
  const dir = propertyOf(parsed, 'dir');
  if (kind === 'folder' && typeof dir === 'string') return { kind, dir };
  const bucket = propertyOf(parsed, 'bucket');
  const region = propertyOf(parsed, 'region');
  const prefix = propertyOf(parsed, 'prefix');
  const endpoint = propertyOf(parsed, 'endpoint');
  const credentials = propertyOf(parsed, 'credentials');
  const accessKeyId = propertyOf(credentials, 'accessKeyId');
  const secretAccessKey = propertyOf(credentials, 'secretAccessKey');
  if (kind === 's3' && typeof bucket === 'string' && typeof region === 'string' && typeof prefix === 'string') {
    return {
      kind,
      bucket,
      region,
      prefix,
      endpoint: typeof endpoint === 'string' ? endpoint : undefined,
      credentials: typeof accessKeyId === 'string' && typeof secretAccessKey === 'string' ? { accessKeyId, secretAccessKey } : undefined,
    };
  }
  throw new Error(`${WAL_TARGET_ENV} is not a backup target`);
}

export async function archiveSegment(store: ArchiveStore, systemId: string, file: string, name: string): Promise<'stored' | 'already'> {
  const data = await fs.readFile(file);
  const key = walKey(systemId, name);
  const existing = await store.get(key);
  if (existing !== null) {
    if ((await gunzipAsync(existing)).equals(data)) return 'already';
    throw new Error(`${key} is already archived with different content; not overwritten`);
  }
  await store.put(key, await gzipAsync(data, { level: 1 }));
  return 'stored';
}

export async function restoreSegment(store: ArchiveStore, systemId: string, name: string, file: string): Promise<boolean> {
  const stored = await store.get(walKey(systemId, name));
  if (stored === null) return false;
  const data = await gunzipAsync(stored);
  await writeFileDurably(file, `${file}.tmp-${randomBytes(4).toString('hex')}`, data);
  return true;
}
