import { createReadStream, createWriteStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { propertyOf } from '../lib/property-of.js';

/**
 * docs/decisions/026: the base backup's archive, a gzip'd POSIX ustar file written and read here. A data
 * folder copied while PostgreSQL runs has files that vanish (a dropped table) or change size (a vacuum
 * truncating one) during the copy; PostgreSQL's docs ask a backup tool to take that in its stride, which
 * a general tar library does not (it fails on both). Each file's size is fixed when its header is
 * written: a file that shrank is padded with zeros, one that grew is cut there; the WAL replayed at
 * restore rewrites every page changed during the copy either way.
 */

const BLOCK = 512;

export interface TarEntry {
  /** '/'-separated, relative. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: Date;
}

export type TarSource =
  /** A file of the disk: read at its size when the header is written. */
  | (TarEntry & { type: 'file'; file: string })
  /** Bytes given here (backup_label, tablespace_map). */
  | (TarEntry & { type: 'file'; data: Buffer })
  | (TarEntry & { type: 'directory' });

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0');
}

function header(entry: TarEntry, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let name = entry.type === 'directory' ? `${entry.name}/` : entry.name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    // ustar keeps a longer path as a prefix (up to 155 bytes) and a name (up to 100), split at a '/'.
    let split = -1;
    for (let at = name.lastIndexOf('/', name.length - 2); at > 0; at = name.lastIndexOf('/', at - 1)) {
      if (Buffer.byteLength(name.slice(at + 1)) <= 100 && Buffer.byteLength(name.slice(0, at)) <= 155) {
        split = at;
        break;
      }
    }
    if (split < 0) throw new Error(`a path too long for the backup archive: ${entry.name}`);
    prefix = name.slice(0, split);
    name = name.slice(split + 1);
  }
  block.write(name, 0, 100, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write(entry.type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000`, 148, 8, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's blocks, entry by entry; a file that is gone when its turn comes is left out. */
async function* tarBlocks(entries: AsyncIterable<TarSource>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if (entry.type === 'directory') {
      yield header(entry, 0);
      continue;
    }
    if ('data' in entry) {
      yield header(entry, entry.data.length);
      yield entry.data;
      yield padding(entry.data.length);
      continue;
    }
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(entry.file, 'r');
    } catch (error) {
      if (propertyOf(error, 'code') === 'ENOENT') continue;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      yield header(entry, size);
      let done = 0;
      while (done < size) {
        const chunk = Buffer.alloc(Math.min(1 << 20, size - done));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, done);
        if (bytesRead === 0) {
          // Truncated during the copy: zeros up to the size the header gave.
          yield Buffer.alloc(size - done);
          done = size;
          break;
        }
        yield bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead);
        done += bytesRead;
      }
      yield padding(size);
    } finally {
      await handle.close();
    }
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Write the entries as a gzip'd tar to `file` (created, owner-only, flushed). Resolves with its size. */
export async function writeTarGz(entries: AsyncIterable<TarSource>, file: string): Promise<number> {
  const out: Writable = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await pipeline(Readable.from(tarBlocks(entries)), createGzip({ level: 1 }), out);
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** A gzip'd tar written by writeTarGz, unpacked into `target` (which must exist); files flushed. */
export async function extractTarGz(source: Readable, target: string): Promise<number> {
  const root = path.resolve(target);
  let buffered: Buffer = Buffer.alloc(0);
  let current: { handle: fs.FileHandle; left: number; pad: number } | undefined;
  let skip = 0;
  let files = 0;
  let ended = false;
  const inside = (name: string) => {
    const resolved = path.resolve(root, name);
    if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`))
      throw new Error(`the backup archive names a path outside its folder: ${name}`);
    return resolved;
  };
  const gunzipped = source.pipe(createGunzip());
  for await (const chunk of gunzipped) {
    const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    buffered = buffered.length === 0 ? bytes : Buffer.concat([buffered, bytes]);
    for (;;) {
      if (ended) break;
      if (skip > 0) {
        const n = Math.min(skip, buffered.length);
        buffered = buffered.subarray(n);
        skip -= n;
        if (skip > 0) break;
      }
      if (current) {
        const n = Math.min(current.left, buffered.length);
        if (n > 0) await current.handle.write(buffered.subarray(0, n));
        buffered = buffered.subarray(n);
        current.left -= n;
        if (current.left > 0) break;
        await current.handle.sync();
        await current.handle.close();
        skip = current.pad;
        current = undefined;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const name = [text(345, 155), text(0, 100)].filter(Boolean).join('/').replace(/\/$/, '');
      const mode = Number.parseInt(text(100, 8), 8) & 0o7777;
      const size = Number.parseInt(text(124, 12).trim() || '0', 8);
      const type = text(156, 1);
      const dest = inside(name);
      if (type === '5') {
        await fs.mkdir(dest, { recursive: true, mode: mode || 0o700 });
        continue;
      }
      if (type !== '0' && type !== '') throw new Error(`the backup archive holds an entry of an unknown type (${type}): ${name}`);
      await fs.mkdir(path.dirname(dest), { recursive: true, mode: 0o700 });
      current = { handle: await fs.open(dest, 'wx', mode || 0o600), left: size, pad: padding(size).length };
      files++;
      if (size === 0) {
        await current.handle.close();
        skip = 0;
        current = undefined;
      }
    }
  }
  if (current) {
    await current.handle.close();
    throw new Error('the backup archive ends in the middle of a file');
  }
  if (!ended) throw new Error('the backup archive is cut short');
  return files;
}

/** Read a local file as a stream (the folder store's base backups, the tests). */
export const readFileStream = (file: string): Readable => createReadStream(file);
