import type { FileHandle } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writing a file so that a crash or a power cut leaves the old state or the new one, never half a file
 * (docs/decisions/010 for uploads, docs/decisions/026 for backups): the bytes go to a new owner-only
 * temporary file that is flushed, renamed into place, and the folder holding the name flushed. The
 * one implementation for the upload storage, the backup archive and restored WAL segments.
 */

/** The file-system calls a durable write makes: node:fs/promises, or a test's stand-in that records them. */
export interface DurableFileSystem {
  /** The first folder it made, or undefined when the folder was there. */
  mkdir(path: string, options: { recursive: true; mode: number }): Promise<string | undefined>;
  open(path: string, flags: string, mode?: number): Promise<FileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
}

/** Flushes a file's bytes, or a folder's names (those created, renamed or removed in it). */
export async function fsyncPath(target: string, fs: DurableFileSystem = nodeFs): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * mkdir -p, owner-only. Each folder it makes is flushed into its parent (deepest first), after
 * `prepare` ran on it (a chown, say), or a file put in it could vanish with the folder.
 */
export async function makeDirectoryDurably(
  dir: string,
  fs: DurableFileSystem = nodeFs,
  prepare?: (folder: string) => Promise<void>,
): Promise<void> {
  const created = await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (created === undefined) return;
  for (let made = dir; ; made = path.dirname(made)) {
    await prepare?.(made);
    await fsyncPath(path.dirname(made), fs);
    if (made === created || made === path.dirname(made)) break;
  }
}

/**
 * Writes `data` to `temp` (created new, owner-only), flushes it, renames it onto `file` and flushes
 * `file`'s folder. `beforeRename` runs on the flushed temporary file (a chown, say). On failure the
 * temporary file is removed and the error thrown; `file` is then untouched.
 */
export async function writeFileDurably(
  file: string,
  temp: string,
  data: Uint8Array,
  options: { fs?: DurableFileSystem; beforeRename?: (temp: string) => Promise<void> } = {},
): Promise<void> {
  const fs = options.fs ?? nodeFs;
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.beforeRename?.(temp);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await fsyncPath(path.dirname(file), fs);
}
