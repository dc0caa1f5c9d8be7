import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/client.js';

/** A database made for one test file on a PostgreSQL server, dropped afterwards. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // pg's Pool.end() resolves before its connections have finished closing; dropping WITH (FORCE)
      // at once would kill them mid-goodbye (57P01 in the test process). Let them go first (bounded).
      for (let i = 0; i < 200; i++) {
        const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface PostgresServer {
  /** postgres://… of the server's maintenance database. */
  url: string;
  /** Stops the server if this helper started it. */
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The PostgreSQL server for tests that need a real one whatever the run (several processes on one
 * database, OPS-1): TEST_DATABASE_URL or DATABASE_URL when set (CI), otherwise a throw-away
 * PostgreSQL 15 started here the way .ci/run does: as the postgres user when we are root (it
 * refuses root), on 127.0.0.1 and a free port, in a temporary folder removed on stop.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };

  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const root = mkdtempSync(path.join(os.tmpdir(), 'careers-test-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = path.join(bin, command);
    if (!asRoot) return execFileSync(full, args, { stdio: 'pipe' });
    const quoted = [full, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Durability is no use to a test database; fsync off keeps the run fast on a shared machine. Commits stay
  // synchronous (the default): with fsync off that costs one write to the page cache, and with
  // synchronous_commit=off the rows of a commit not yet flushed get no hint bits, so a VACUUM right after
  // it leaves the visibility map empty and plans differ from a default server's (no index-only scans).
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // pg_ctl stops the server by the PID in its own postmaster.pid.
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A migrated scratch database of its own on the test PostgreSQL server, open through the app's client. */
export interface MigratedScratch {
  url: string;
  database: Database;
  /** Closes the database, drops it and stops the server (if this helper started it). */
  close(): Promise<void>;
}

/** startPostgresServer, createScratchDatabase, openDatabase and migrate, in one: a `.pg` test file's usual start. */
export async function openMigratedScratch(): Promise<MigratedScratch> {
  const server = await startPostgresServer();
  const scratch = await createScratchDatabase(server.url);
  const database = await openDatabase({ databaseUrl: scratch.url });
  await database.migrate();
  return {
    url: scratch.url,
    database,
    async close() {
      await database.close();
      await scratch.drop();
      await server.stop();
    },
  };
}
