import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * docs/decisions/014: how the embedded database (PGlite) is started.
 *
 * - Memory: PGlite's data folder comes with `shared_buffers = 128MB` (it reports 160 MB), all of it
 *   inside the WebAssembly memory, which never shrinks. 16 MB holds this app's working set (the job
 *   list, sessions, rate limits) and takes the idle process from about 300 MB to about 170 MB; the
 *   WebAssembly module itself asks for 128 MB at least (`initialMemory` cannot go lower).
 * - Durability: PGlite starts PostgreSQL with `-F` (fsync off) and its WebAssembly file layer ignores
 *   fdatasync, so a committed write was only in the page cache (it survives `kill -9`, not a power
 *   cut). Without `-F`, and with `wal_sync_method = fsync` (the one method that reaches the file layer,
 *   where `OwnerOnlyNodeFS` turns it into a real fsync), a commit is on disk before it is answered.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'fsync=on',
];

export const PGLITE_OPTIONS: Pick<PGliteOptions, 'startParams'> = { startParams: [...PGLITE_START_PARAMS] };
