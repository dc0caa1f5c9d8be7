import type { Dirent } from 'node:fs';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ArchiveStore } from '../db/archive-store.js';
import { streamToFile } from '../db/archive-store.js';
import { propertyOf } from '../lib/property-of.js';
import { timeId } from './catalogue.js';

/**
 * docs/decisions/026: the files of DATA_DIR/uploads, backed up beside the database, incrementally. Each
 * content is stored once, under its SHA-256; a manifest lists path, size, modification time and hash of
 * every file at one moment. A file whose path, size and time match the previous manifest is not read
 * again, and content already stored is not sent again, so a sync of an unchanged folder reads no file.
 */
export interface UploadEntry {
  path: string;
  size: number;
  mtimeMs: number;
  sha256: string;
}

export interface UploadsManifest {
  takenAt: string;
  files: UploadEntry[];
}

const objectKey = (systemId: string, sha: string) => `${systemId}/uploads/objects/${sha.slice(0, 2)}/${sha}`;
const manifestPrefix = (systemId: string) => `${systemId}/uploads/manifests/`;

/** The storage driver's half-written files (storage.ts: `<name>.<hex>.tmp`) are not uploads yet. */
const isTemporary = (name: string) => /\.[0-9a-f]{8}\.tmp$/.test(name);

async function walk(root: string): Promise<{ path: string; file: string; size: number; mtimeMs: number }[]> {
  const found: { path: string; file: string; size: number; mtimeMs: number }[] = [];
  const visit = async (relative: string) => {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (propertyOf(error, 'code') === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const rel = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(rel);
      else if (entry.isFile() && !isTemporary(entry.name)) {
        try {
          const stats = await fs.stat(path.join(root, rel));
          found.push({ path: rel, file: path.join(root, rel), size: stats.size, mtimeMs: stats.mtimeMs });
        } catch (error) {
          if (propertyOf(error, 'code') !== 'ENOENT') throw error;
        }
      }
    }
  };
  await visit('');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function listUploadManifests(store: ArchiveStore, systemId: string): Promise<string[]> {
  return (await store.list(manifestPrefix(systemId)))
    .map((o) => o.key)
    .filter((key) => key.endsWith('.json'))
    .sort();
}

export async function readUploadsManifest(store: ArchiveStore, key: string): Promise<UploadsManifest | undefined> {
  const data = await store.get(key);
  if (!data) return undefined;
  const parsed: unknown = JSON.parse(data.toString('utf8'));
  const takenAt = propertyOf(parsed, 'takenAt');
  const files = propertyOf(parsed, 'files');
  if (typeof takenAt !== 'string' || !Array.isArray(files)) return undefined;
  const entries: UploadEntry[] = [];
  for (const file of files) {
    const entryPath = propertyOf(file, 'path');
    const size = propertyOf(file, 'size');
    const mtimeMs = propertyOf(file, 'mtimeMs');
    const sha256 = propertyOf(file, 'sha256');
    if (typeof entryPath === 'string' && typeof size === 'number' && typeof mtimeMs === 'number' && typeof sha256 === 'string') {
      entries.push({ path: entryPath, size, mtimeMs, sha256 });
    }
  }
  return { takenAt, files: entries };
}

export interface UploadsSync {
  /** The manifest that describes the folder now (a new one, or the previous one when nothing changed). */
  manifest: string;
  files: number;
  /** Contents sent this time. */
  stored: number;
  storedBytes: number;
}

/** Back up the uploads folder as it is now. */
export async function syncUploads(store: ArchiveStore, systemId: string, uploadsRoot: string, now: Date): Promise<UploadsSync> {
  const manifests = await listUploadManifests(store, systemId);
  const previousKey = manifests.at(-1);
  const previous = previousKey ? await readUploadsManifest(store, previousKey) : undefined;
  const known = new Map((previous?.files ?? []).map((f) => [f.path, f]));
  const storedHashes = new Set((previous?.files ?? []).map((f) => f.sha256));
  let existing: Set<string> | undefined;
  const files: UploadEntry[] = [];
  let stored = 0;
  let storedBytes = 0;
  for (const file of await walk(uploadsRoot)) {
    const before = known.get(file.path);
    const sha256 = before && before.size === file.size && before.mtimeMs === file.mtimeMs ? before.sha256 : await sha256Of(file.file);
    if (!storedHashes.has(sha256)) {
      existing ??= new Set((await store.list(`${systemId}/uploads/objects/`)).map((o) => o.key));
      const key = objectKey(systemId, sha256);
      if (!existing.has(key)) {
        const data = await fs.readFile(file.file);
        // Changed between hashing and reading: the next sync takes it.
        if (createHash('sha256').update(data).digest('hex') !== sha256) continue;
        await store.put(key, data);
        existing.add(key);
        stored++;
        storedBytes += data.length;
      }
      storedHashes.add(sha256);
    }
    files.push({ path: file.path, size: file.size, mtimeMs: file.mtimeMs, sha256 });
  }
  const same =
    previous !== undefined &&
    previousKey !== undefined &&
    previous.files.length === files.length &&
    previous.files.every((f, i) => f.path === files[i]?.path && f.sha256 === files[i]?.sha256 && f.mtimeMs === files[i]?.mtimeMs);
  if (same) return { manifest: previousKey, files: files.length, stored, storedBytes };
  const key = `${manifestPrefix(systemId)}${timeId(now)}.json`;
  const manifest: UploadsManifest = { takenAt: now.toISOString(), files };
  await store.put(key, Buffer.from(JSON.stringify(manifest)));
  return { manifest: key, files: files.length, stored, storedBytes };
}

/**
 * The manifest for a restore to `at`: the first one taken at or after it (it holds every file of that
 * moment, unless deleted between the two), else the newest. undefined: none.
 */
export function manifestFor(manifests: string[], at: Date | 'latest'): string | undefined {
  if (at === 'latest') return manifests.at(-1);
  const id = timeId(at);
  return manifests.find((key) => key.slice(key.lastIndexOf('/') + 1, -'.json'.length) >= id) ?? manifests.at(-1);
}

/** Put every file of the manifest in `uploadsRoot` (owner-only), each checked against its SHA-256. */
export async function restoreUploads(store: ArchiveStore, systemId: string, manifestKey: string, uploadsRoot: string): Promise<number> {
  const manifest = await readUploadsManifest(store, manifestKey);
  if (!manifest) throw new Error(`the uploads manifest ${manifestKey} cannot be read`);
  await fs.mkdir(uploadsRoot, { recursive: true, mode: 0o700 });
  for (const file of manifest.files) {
    const target = path.resolve(uploadsRoot, file.path);
    if (!target.startsWith(`${path.resolve(uploadsRoot)}${path.sep}`)) throw new Error(`an upload path outside the folder: ${file.path}`);
    const stream = await store.read(objectKey(systemId, file.sha256));
    if (!stream) throw new Error(`the archive has lost the content of ${file.path}`);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await streamToFile(stream, target);
    if ((await sha256Of(target)) !== file.sha256) throw new Error(`${file.path} came back different from what was backed up`);
    await fs.utimes(target, new Date(file.mtimeMs), new Date(file.mtimeMs));
  }
  return manifest.files.length;
}

/** Upload contents and manifests no kept manifest needs. */
export async function pruneUploads(store: ArchiveStore, systemId: string, keepFrom: Date, keep: ReadonlySet<string>): Promise<number> {
  const manifests = await listUploadManifests(store, systemId);
  const fromId = timeId(keepFrom);
  const kept = manifests.filter((key) => keep.has(key) || key.slice(key.lastIndexOf('/') + 1, -'.json'.length) >= fromId);
  // The newest always stays: the next sync compares with it.
  const newest = manifests.at(-1);
  if (newest && !kept.includes(newest)) kept.push(newest);
  const dropped = manifests.filter((key) => !kept.includes(key));
  const needed = new Set<string>();
  for (const key of kept) {
    for (const file of (await readUploadsManifest(store, key))?.files ?? []) needed.add(objectKey(systemId, file.sha256));
  }
  const objects = (await store.list(`${systemId}/uploads/objects/`)).map((o) => o.key).filter((key) => !needed.has(key));
  await store.delete([...dropped, ...objects]);
  return dropped.length + objects.length;
}
