import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/client.js';
import { chooseEngine, openConfiguredDatabase } from '../../../src/platform/db/engine.js';
import { findPostgresBinaries, postgresRunAs, startManagedPostgres } from '../../../src/platform/db/managed-postgres.js';
import { isAlive } from '../../../src/platform/db/process-owner.js';
import { tempDataParent } from '../../helpers/server-process.js';

/** docs/decisions/020: the PostgreSQL the server runs in DATA_DIR/postgres, for real (its own binaries, real processes). */
const root = tempDataParent('careers-managed-pg-');
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function open(dataDir: string, role: 'server' | 'command' = 'server'): Promise<Database> {
  const database = await openConfiguredDatabase({ databaseUrl: undefined, databaseEngine: 'postgres', dataDir }, { role, log: silent });
  opened.push(database);
  return database;
}

const value = async (database: Database, query: string): Promise<unknown> =>
  Object.values((await database.db.execute(sql.raw(query))).rows[0] ?? {})[0];

const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The uid PostgreSQL runs as: the `postgres` user when these tests run as root (they do here), else ours. */
async function clusterUid(dataDir: string): Promise<number> {
  const binaries = await findPostgresBinaries();
  if (!binaries.ok) throw new Error(binaries.reason);
  const runAs = postgresRunAs(dataDir, binaries.value);
  if (!runAs.ok) throw new Error(runAs.reason);
  return runAs.value?.uid ?? process.getuid!();
}

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/hold-managed-postgres.ts');

/** A separate node process that starts the cluster and holds it; resolves with its PID and the postmaster's. */
async function holderProcess(dataDir: string, mode: 'death-signal' | 'no-death-signal') {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const postmaster = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /"postmaster":(\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return { pid: child.pid!, postmaster, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

describe('the embedded PostgreSQL the server manages (docs/decisions/020)', () => {
  const dataDir = path.join(root, 'data');

  it('initialises a fresh DATA_DIR (ignoring an interrupted initdb), keeps what was written across a close and a reopen, commits with fsync, listens on no TCP port', async () => {
    // What an initdb interrupted by a crash leaves: a sibling folder, never taken for the cluster.
    const interrupted = path.join(dataDir, 'postgres.init-0badf00d');
    mkdirSync(interrupted, { recursive: true });
    writeFileSync(path.join(interrupted, 'PG_VERSION'), '18\n');
    const first = await open(dataDir);
    expect(existsSync(interrupted)).toBe(false);
    expect(first.kind).toBe('postgres');
    expect(first.embedded).toBe(true);
    await first.db.execute(sql`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)`);
    await first.db.execute(sql`INSERT INTO notes (body) VALUES ('kept')`);
    expect(await value(first, 'SHOW fsync')).toBe('on');
    expect(await value(first, 'SHOW synchronous_commit')).toBe('on');
    expect(await value(first, 'SHOW listen_addresses')).toBe('');
    await first.close();
    // Stopped with the close: no postmaster.pid left.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = await open(dataDir);
    expect(await value(again, 'SELECT body FROM notes')).toBe('kept');
    await again.close();
  }, 120_000);

  it('keeps the cluster and its socket folder owner-only (the postgres user as root) and DATA_DIR closed to listing', async () => {
    const database = await open(dataDir);
    try {
      const uid = await clusterUid(dataDir);
      const socketDir = String(await value(database, 'SHOW unix_socket_directories'));
      for (const folder of [path.join(dataDir, 'postgres'), socketDir]) {
        const stats = statSync(folder);
        expect({ folder, mode: (stats.mode & 0o777).toString(8), uid: stats.uid }).toEqual({ folder, mode: '700', uid });
      }
      expect(socketDir).toBe(path.join(dataDir, 'postgres-socket'));
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe(process.getuid!() === 0 ? '711' : '700');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a command opening the cluster a server owns attaches, and its close leaves the cluster running; a second server is refused', async () => {
    const owner = await open(dataDir, 'server');
    const postmaster = postmasterPid(dataDir);
    // A second server would lose its database when the first stops: refused, naming the owner (011).
    await expect(open(dataDir, 'server')).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}\\. Stop that process first .*DATABASE_URL`),
    );
    const command = await open(dataDir, 'command');
    await command.db.execute(sql`INSERT INTO notes (body) VALUES ('from the command')`);
    await command.close();
    expect(isAlive(postmaster)).toBe(true);
    expect(await value(owner, "SELECT count(*)::int FROM notes WHERE body = 'from the command'")).toBe(1);
    await owner.close();
    expect(isAlive(postmaster)).toBe(false);
  }, 120_000);

  it('puts the socket in a fresh owner-only folder under the system temporary folder when DATA_DIR is too deep for a socket path, and removes it at stop', async () => {
    const deep = path.join(root, 'a-data-folder-whose-path-is-longer-than-a-unix-socket-path-may-be', 'data');
    mkdirSync(path.dirname(deep), { mode: 0o711 });
    const database = await open(deep);
    const socketDir = String(await value(database, 'SHOW unix_socket_directories'));
    expect(path.dirname(socketDir)).toBe(os.tmpdir());
    expect((statSync(socketDir).mode & 0o777).toString(8)).toBe('700');
    expect(await value(database, 'SELECT 1')).toBe(1);
    await database.close();
    expect(existsSync(socketDir)).toBe(false);
  }, 120_000);

  it('starts its postmaster again when it stops while the server runs (killed here with SIGKILL); the pool reconnects', async () => {
    const database = await open(dataDir);
    try {
      const killed = postmasterPid(dataDir);
      process.kill(killed, 'SIGKILL');
      // Statements fail until the new postmaster is ready. A bound on the tries guards against a hang.
      let kept: unknown;
      for (let tries = 1; kept === undefined; tries++) {
        try {
          kept = await value(database, "SELECT body FROM notes WHERE body = 'kept'");
        } catch (error) {
          if (tries === 1_200) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(kept).toBe('kept');
      expect(postmasterPid(dataDir)).not.toBe(killed);
      expect(isAlive(killed)).toBe(false);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('waits for a postmaster still shutting down that holds the socket’s lock (it removes postmaster.pid first), then starts', async () => {
    // As after a SIGKILLed owner on Linux: the old postmaster, told to stop by the parent-death signal, has
    // removed postmaster.pid but still holds the socket's lock file. A process in the cluster's folder stands in.
    const cluster = path.join(dataDir, 'postgres');
    expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false);
    const stopping = spawn('sleep', ['2'], { cwd: cluster, stdio: 'ignore' });
    const gone = new Promise((resolve) => stopping.once('exit', resolve));
    writeFileSync(path.join(dataDir, 'postgres-socket', '.s.PGSQL.5432.lock'), `${stopping.pid}\n${cluster}\n`);
    const database = await open(dataDir);
    try {
      expect(isAlive(stopping.pid!)).toBe(false);
      expect(await value(database, "SELECT count(*)::int FROM notes WHERE body = 'kept'")).toBe(1);
    } finally {
      await database.close();
      await gone;
    }
  }, 120_000);

  for (const mode of ['death-signal', 'no-death-signal'] as const) {
    it(`starts again after its owner was killed with SIGKILL (${mode === 'death-signal' ? 'the postmaster stops with it' : 'an orphaned postmaster is stopped first'})`, async () => {
      const holder = await holderProcess(dataDir, mode);
      process.kill(holder.pid, 'SIGKILL');
      await holder.exited;
      const database = await open(dataDir);
      try {
        expect(await value(database, "SELECT count(*)::int FROM notes WHERE body = 'kept'")).toBe(1);
        expect(postmasterPid(dataDir)).not.toBe(holder.postmaster);
        expect(isAlive(holder.postmaster)).toBe(false);
      } finally {
        await database.close();
      }
    }, 120_000);
  }
});

describe('choosing the embedded engine (DATABASE_ENGINE, docs/decisions/020)', () => {
  const settings = (dataDir: string, databaseEngine: 'auto' | 'postgres' | 'pglite') => ({
    databaseUrl: undefined,
    databaseEngine,
    dataDir,
  });

  it("'auto' keeps an existing PGlite folder on PGlite and says why", async () => {
    const dataDir = path.join(root, 'pglite-kept');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const choice = await chooseEngine(settings(dataDir, 'auto'));
    expect(choice.engine).toBe('pglite');
    expect(choice.engine === 'pglite' && choice.note).toMatch(
      /holds a PGlite database, so it stays on PGlite; to move it .*`npm run db:move-to-postgres`/,
    );
    // Asked for explicitly, the managed PostgreSQL is used.
    expect((await chooseEngine(settings(dataDir, 'postgres'))).engine).toBe('postgres');
  });

  it("'auto' keeps PGlite while an interrupted `db:move-to-postgres` left its cluster and marker; the cluster once the marker is gone", async () => {
    const dataDir = path.join(root, 'move-interrupted');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dataDir, 'postgres.moving'), '1\n');
    const choice = await chooseEngine(settings(dataDir, 'auto'));
    expect(choice.engine).toBe('pglite');
    expect(choice.engine === 'pglite' && choice.note).toMatch(/a move to the embedded PostgreSQL was interrupted/);
    rmSync(path.join(dataDir, 'postgres.moving'));
    expect((await chooseEngine(settings(dataDir, 'auto'))).engine).toBe('postgres');
  });

  it("'auto' runs the managed PostgreSQL on a new DATA_DIR; 'pglite' and DATABASE_URL choose as before", async () => {
    const dataDir = path.join(root, 'new');
    expect((await chooseEngine(settings(dataDir, 'auto'))).engine).toBe('postgres');
    expect(await chooseEngine(settings(dataDir, 'pglite'))).toEqual({ engine: 'pglite', note: undefined });
    expect(await chooseEngine({ ...settings(dataDir, 'auto'), databaseUrl: 'postgres://db.internal/careers' })).toEqual({
      engine: 'url',
      url: 'postgres://db.internal/careers',
    });
  });

  it('as root, binaries installed below a folder the postgres user cannot enter run from a root-owned copy it can reach', async () => {
    const installed = await findPostgresBinaries();
    if (!installed.ok) throw new Error(installed.reason);
    // A checkout under a folder closed to other users (under /root, or made by mktemp): the package copied there.
    const pkg = path.dirname(path.dirname(path.dirname(installed.value.postgres)));
    const closed = path.join(root, 'closed-checkout');
    mkdirSync(closed, { mode: 0o700 });
    cpSync(pkg, path.join(closed, 'pkg'), { recursive: true, verbatimSymlinks: true });
    const binaries = {
      postgres: path.join(closed, 'pkg', path.relative(pkg, installed.value.postgres)),
      initdb: path.join(closed, 'pkg', path.relative(pkg, installed.value.initdb)),
    };
    const dataDir = path.join(root, 'data-closed-checkout');
    const runAs = postgresRunAs(dataDir, binaries);
    if (!runAs.ok) throw new Error(runAs.reason);
    if (process.getuid!() !== 0) {
      // Not root: PostgreSQL runs as this user, who reaches its own checkout.
      expect(runAs.value).toBeUndefined();
      return;
    }
    const used = runAs.value!.binaries.postgres;
    expect(used.startsWith(`${os.tmpdir()}${path.sep}`)).toBe(true);
    for (let folder = path.dirname(used); folder !== os.tmpdir(); folder = path.dirname(folder)) {
      const stats = statSync(folder);
      expect({ folder, uid: stats.uid, mode: (stats.mode & 0o777).toString(8) }).toEqual({ folder, uid: 0, mode: '755' });
    }
    const managed = await startManagedPostgres({ dataDir, binaries, runAs: runAs.value, role: 'command', log: silent });
    try {
      const client = new pg.Client({ connectionString: managed.url });
      await client.connect();
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await managed.stop();
    }
  }, 120_000);

  it('as root, a DATA_DIR the postgres user cannot reach falls back to PGlite (auto) or is refused (postgres)', async () => {
    const closed = path.join(root, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    const dataDir = path.join(closed, 'data');
    const auto = await chooseEngine(settings(dataDir, 'auto'));
    if (process.getuid!() === 0) {
      expect(auto.engine === 'pglite' && auto.note).toMatch(
        new RegExp(`cannot pass through ${closed} .*so the embedded database is PGlite`),
      );
      await expect(chooseEngine(settings(dataDir, 'postgres'))).rejects.toThrow(
        /DATABASE_ENGINE: 'postgres' cannot run here: .*cannot pass through/,
      );
    } else {
      // Not root: PostgreSQL runs as this user, who owns the folder.
      expect(auto.engine).toBe('postgres');
    }
  });
});
