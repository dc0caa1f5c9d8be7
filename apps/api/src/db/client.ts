import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { OwnerOnlyNodeFS } from './owner-only-fs.js';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * One query-builder type for both drivers. The PGlite and node-postgres Drizzle databases expose
 * the same pg-core API; only their result-type parameter differs, so the PGlite one is viewed
 * through the node-postgres type.
 */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction has the same query API; repositories accept either (multi-step writes run in one). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Names the advisory lock held while a process migrates (and seeds) at start-up. */
const STARTUP_LOCK = 'careers:startup';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Apply committed migrations (idempotent), then run `andThen` (e.g. seeding) before releasing the
   * start-up lock: on PostgreSQL, processes starting together take turns (D40).
   */
  migrate(andThen?: (db: Db) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator) is dropped by the pool
    // and replaced on the next query; without a listener its error event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      async migrate(andThen) {
        // D40: two processes migrating an empty database at once would both create the same tables;
        // a session advisory lock on one connection makes the later ones wait and find nothing to do.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
            await andThen?.(db);
          } finally {
            await client.query('SELECT pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    unlock = lockFolder(dir);
  }
  let client: PGlite;
  try {
    client = dir.startsWith('memory://') ? await PGlite.create(dir) : await PGlite.create({ fs: new OwnerOnlyNodeFS(dir) });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate(andThen) {
      // One process owns a PGlite folder: nothing to take turns with.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await andThen?.(db as unknown as Db);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-process PostgreSQL: a second process opening the same folder (a second server,
 * or `npm run crm:retry` beside a running one) would silently overwrite the first one's writes. A
 * lock file naming the owner's PID stops it with a message instead; a dead owner's lock is taken over.
 */
function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${owner}. Stop that process first (or, if it is not ours, delete ${file}); to run several processes, use a PostgreSQL server (DATABASE_URL).`,
      );
    }
    rmSync(file, { force: true });
  }
}
