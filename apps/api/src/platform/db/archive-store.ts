import type { Dirent } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupTarget } from '../config/config.js';
import { fsyncPath, makeDirectoryDurably, writeFileDurably } from '../lib/durable-file.js';
import { propertyOf } from '../lib/property-of.js';
import { lazyS3Client } from '../lib/s3-client.js';

/**
 * docs/decisions/026: where the embedded PostgreSQL's archive lives, a folder or an S3-compatible bucket,
 * behind one small interface the WAL command (wal-command.ts) and the base backups (platform/backup/)
 * share. Keys are '/'-separated paths such as `7442…/wal/000000010000000000000003.gz`.
 */
export interface ArchiveObject {
  key: string;
  size: number;
  modified: Date;
}

export interface ArchiveStore {
  readonly kind: BackupTarget['kind'];
  /** For messages: the folder, or s3://bucket/prefix. */
  readonly where: string;
  /** Stored whole or not at all, and on disk (or acknowledged by the bucket) when it resolves. */
  put(key: string, data: Buffer): Promise<void>;
  /** `file` (a local temporary file) becomes the object; the file is gone afterwards. */
  putFile(key: string, file: string): Promise<void>;
  /** null: no such object. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the object's bytes; null: no such object. */
  read(key: string): Promise<Readable | null>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): Promise<ArchiveObject[]>;
  /** Deleting what is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Where to write a large file before putFile: the same disk as the folder, or the system's temporary folder. */
  stagingDir(): Promise<string>;
  close(): Promise<void>;
}

/** The uid and gid given to what a process running as root creates in the folder (the `postgres` user). */
export interface FolderOwner {
  uid: number;
  gid: number;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const checkedKey = (key: string) => {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error(`Unsafe archive key: ${key}`);
  return key;
};
const TEMP_MARK = '.tmp-';
const STAGING = '.staging';

/**
 * `owner` (a folder): the user what this process creates in it is given to. Unset: when this process is
 * root, the archive folder's own owner (the `postgres` user, wal-archiving.ts), so the WAL command can
 * write where a base backup made a folder first.
 */
export function createArchiveStore(target: BackupTarget, owner?: FolderOwner): ArchiveStore {
  return target.kind === 'folder' ? createFolderStore(target.dir, owner) : createS3Store(target);
}

/**
 * A folder: each object is written to a temporary name, flushed, renamed into place and its folder
 * flushed, so a crash leaves the old state or the new one, never half a file. Folders are owner-only;
 * as root, what is created is given to the `postgres` user, who runs the WAL command.
 */
function createFolderStore(root: string, owner: FolderOwner | undefined): ArchiveStore {
  const resolve = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  let folderOwner: Promise<FolderOwner | undefined> | undefined;
  const ownerOf = () =>
    (folderOwner ??=
      owner !== undefined || process.getuid?.() !== 0
        ? Promise.resolve(owner)
        : fs.stat(root).then(
            (stats) => (stats.uid === 0 ? undefined : { uid: stats.uid, gid: stats.gid }),
            () => undefined,
          ));
  const own = async (entry: string) => {
    const given = await ownerOf();
    if (given) await fs.chown(entry, given.uid, given.gid);
  };
  /** mkdir -p, owner-only, each new folder given to the owner and flushed into its parent. */
  const makeDir = (dir: string) => makeDirectoryDurably(dir, fs, own);
  return {
    kind: 'folder',
    where: root,
    async put(key, data) {
      const file = resolve(key);
      await makeDir(path.dirname(file));
      await writeFileDurably(file, `${file}${TEMP_MARK}${randomBytes(4).toString('hex')}`, data, { beforeRename: own });
    },
    async putFile(key, source) {
      const file = resolve(key);
      await makeDir(path.dirname(file));
      const temp = `${file}${TEMP_MARK}${randomBytes(4).toString('hex')}`;
      try {
        try {
          // The staging folder is inside the archive folder: a rename, no copy.
          await fs.rename(source, temp);
        } catch (error) {
          if (propertyOf(error, 'code') !== 'EXDEV') throw error;
          await fs.copyFile(source, temp);
          await fs.rm(source, { force: true });
        }
        await fsyncPath(temp);
        await own(temp);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      await fsyncPath(path.dirname(file));
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (propertyOf(error, 'code') === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const handle = await fs.open(resolve(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (propertyOf(error, 'code') === 'ENOENT') return null;
        throw error;
      }
    },
    async list(prefix) {
      const found: ArchiveObject[] = [];
      // The deepest folder the prefix names whole; the rest filters the names below it.
      const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const walk = async (relative: string) => {
        let entries: Dirent[];
        try {
          entries = await fs.readdir(relative === '' ? root : resolve(relative), { withFileTypes: true });
        } catch (error) {
          if (propertyOf(error, 'code') === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries) {
          if (entry.name === STAGING || entry.name.includes(TEMP_MARK)) continue;
          const key = relative === '' ? entry.name : `${relative}/${entry.name}`;
          if (entry.isDirectory()) {
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            try {
              const stats = await fs.stat(resolve(key));
              found.push({ key, size: stats.size, modified: stats.mtime });
            } catch (error) {
              // Deleted by retention meanwhile.
              if (propertyOf(error, 'code') !== 'ENOENT') throw error;
            }
          }
        }
      };
      await walk(base);
      return found;
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = resolve(key);
        await fs.rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // Empty folders a deleted base backup leaves behind.
      for (const folder of folders) {
        if (folder !== root) await fs.rmdir(folder).catch(() => {});
      }
    },
    async stagingDir() {
      const dir = path.join(root, STAGING);
      await makeDir(dir);
      return dir;
    },
    async close() {},
  };
}

function createS3Store(target: Extract<BackupTarget, { kind: 's3' }>): ArchiveStore {
  const loader = lazyS3Client(target);
  const { bucket } = target;
  const fullKey = (key: string) => `${target.prefix}/${checkedKey(key)}`;
  const isMissing = (error: unknown) => {
    const name = propertyOf(error, 'name');
    return name === 'NoSuchKey' || name === 'NotFound';
  };
  return {
    kind: 's3',
    where: `s3://${bucket}/${target.prefix}`,
    async put(key, data) {
      const { sdk, client } = await loader.get();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: fullKey(key), Body: data }));
    },
    async putFile(key, file) {
      const { sdk, client } = await loader.get();
      const { size } = await fs.stat(file);
      // One PUT (S3 takes up to 5 GB in one; a larger base backup needs multipart uploads, not built).
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: fullKey(key), Body: createReadStream(file), ContentLength: size }));
      await fs.rm(file, { force: true });
    },
    async get(key) {
      const stream = await this.read(key);
      if (stream === null) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      return Buffer.concat(chunks);
    },
    async read(key) {
      const { sdk, client } = await loader.get();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: fullKey(key) }));
        const body = object.Body;
        if (body instanceof Readable) return body;
        return Readable.from(Buffer.from((await body?.transformToByteArray()) ?? []));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const { sdk, client } = await loader.get();
      const found: ArchiveObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${target.prefix}/${prefix}`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(target.prefix.length + 1),
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async delete(keys) {
      const { sdk, client } = await loader.get();
      // One DELETE per key, 16 at a time: every S3-compatible server has it (not all have DeleteObjects).
      for (let i = 0; i < keys.length; i += 16) {
        await Promise.all(
          keys.slice(i, i + 16).map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: fullKey(key) }))),
        );
      }
    },
    async stagingDir() {
      return fs.mkdtemp(path.join(tmpdir(), 'careers-backup-'));
    },
    close: loader.close,
  };
}

/** Write a stream to a new local file, flushed. */
export async function streamToFile(stream: Readable, file: string): Promise<void> {
  await pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
