import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';

type InitOptions = Parameters<NodeFS['init']>[1];

/** The parts of Emscripten's module this file system changes. */
interface EmscriptenModule {
  FS: { chmod: (path: string, mode: number, dontFollow?: boolean) => void };
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number }) => number };
    /** Runs a Node file call, turning its error into the errno PostgreSQL sees (instead of a crash). */
    tryFSOperation: <T>(operation: () => T) => T;
  };
}

/**
 * docs/decisions/010: PGlite's folder, owner-only. PGlite's Node file system creates each file and then
 * sets the mode Postgres asked for through Emscripten's FS.chmod, which the process umask does not
 * touch; Postgres inside the WebAssembly build asks for 0666, so every database file would be readable
 * and writable by every local user. This keeps the owner's bits of every mode PGlite sets and drops the
 * group's and others'.
 *
 * docs/decisions/014: Emscripten's Node file layer has no fsync, so PostgreSQL's fsync of the WAL at
 * commit (and of data files at checkpoints) did nothing. It now reaches the disk.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: EmscriptenModule) => {
            const chmod = mod.FS.chmod.bind(mod.FS);
            mod.FS.chmod = (path, mode, dontFollow) => chmod(path, mode & ~0o077, dontFollow);
            mod.NODEFS.stream_ops.fsync = (stream) => {
              const fd = stream.nfd;
              if (fd !== undefined) mod.NODEFS.tryFSOperation(() => fsyncSync(fd));
              return 0;
            };
          },
        ],
      },
    };
  }
}
