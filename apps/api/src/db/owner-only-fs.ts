import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';

type InitOptions = Parameters<NodeFS['init']>[1];

/**
 * docs/decisions/010: PGlite's folder, owner-only. PGlite's Node file system creates each file and then
 * sets the mode Postgres asked for through Emscripten's FS.chmod, which the process umask does not
 * touch; Postgres inside the WebAssembly build asks for 0666, so every database file would be readable
 * and writable by every local user. This keeps the owner's bits of every mode PGlite sets and drops the
 * group's and others'.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: { FS: { chmod: (path: string, mode: number, dontFollow?: boolean) => void } }) => {
            const chmod = mod.FS.chmod.bind(mod.FS);
            mod.FS.chmod = (path, mode, dontFollow) => chmod(path, mode & ~0o077, dontFollow);
          },
        ],
      },
    };
  }
}
