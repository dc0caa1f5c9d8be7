import { mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { startPgliteWorker, type PgliteEngine, type PgliteQueries, type PgliteStats } from './pglite-thread.js';
import { propertyOf } from '../lib/property-of.js';
import { inUseError, ownerAlive, processIdentity } from './process-owner.js';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What a raw statement's result has under both drivers (node-postgres' `QueryResult`, PGlite's `Results`): its rows. */
interface RowsResult<TRow> {
  rows: TRow[];
}

/** Drizzle's result-type parameter for a database of either driver: results are known by their rows. */
export interface EitherDriverResult extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/**
 * One query-builder type for both drivers. The PGlite and node-postgres Drizzle databases expose the same
 * pg-core API and differ only in their result type, so both are this database with the part of a result
 * they share.
 */
export type Db = PgDatabase<EitherDriverResult, typeof schema>;

/** A transaction has the same query API; repositories accept either (multi-step writes run in one). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Names the advisory lock held while a process migrates (and seeds) at start-up. */
const STARTUP_LOCK = 'careers:startup';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The database comes with the server, in DATA_DIR (PGlite, or the PostgreSQL the server manages,
   * docs/decisions/020): the demo catalogue is loaded into it on first start (SEED_DEMO=auto).
   */
  embedded: boolean;
  /** node-postgres connection string (PostgreSQL only): other connections, e.g. LISTEN (docs/decisions/012). */
  url: string | undefined;
  /**
   * Apply committed migrations (idempotent), then run `andThen` (e.g. seeding) before releasing the
   * start-up lock: on PostgreSQL, processes starting together take turns (OPS-4).
   */
  migrate(andThen?: (db: Db) => Promise<unknown>): Promise<void>;
  /** Whether writes cannot be stored for lack of disk space (OPS-7, docs/decisions/011). */
  disk: DiskState;
  /** docs/decisions/027: the connections now, as /metrics reports them: what each driver has. */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

/**
 * docs/decisions/027: node-postgres' pool (its size, connections open, idle, and queries waiting for
 * one), or PGlite's worker thread (one connection: calls in flight, transactions open).
 */
export type DatabaseStats =
  { driver: 'node-postgres'; max: number; total: number; idle: number; waiting: number } | ({ driver: 'pglite' } & PgliteStats);

/** node-postgres' pool size: the process's connections to PostgreSQL. */
const POOL_MAX = 10;

export interface DiskState {
  /** True while the embedded database's disk is below the minimum, or shortly after the server said 53100. */
  isFull(now: Date): boolean;
  /** A write failed with disk_full (53100 / ENOSPC): report the disk full for DISK_FULL_HOLD_MS. */
  reportFull(now: Date): void;
}

/** How long /readyz keeps reporting a full disk after the last write that failed for it. */
export const DISK_FULL_HOLD_MS = 30_000;

/** OPS-7: nothing waits on the database without limit. Unset (CLI tools, tests): no limits. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** Server-side statement_timeout; the client gives up a little later if the server does not answer at all. */
  statementMs: number;
  idleInTransactionMs: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** `databaseUrl` names the PostgreSQL the server manages in DATA_DIR (docs/decisions/020). */
  embedded?: boolean;
  /**
   * PGlite data folder; 'memory://' for an in-memory database (tests). PGlite always runs in a worker
   * thread, so a query never blocks the server's thread (docs/decisions/016, 025).
   */
  pgliteDir?: string;
  timeouts?: DatabaseTimeouts | undefined;
  /**
   * Embedded database: refuse writes while the disk holding it has less free space than this. PGlite
   * cannot recover in-process from a WAL write that fails for lack of space (docs/decisions/011).
   */
  minFreeBytes?: number;
  /** Free bytes on the data folder's disk; defaults to statfs of the folder (tests pass their own). */
  freeBytes?: () => number;
}

/** The error a refused write carries: the code PostgreSQL gives a full disk (disk_full). */
export class DiskFullError extends Error {
  readonly code = '53100';
  constructor(freeBytes: number, minFreeBytes: number) {
    super(
      `No space left for the embedded database: ${Math.floor(freeBytes / 1048576)} MB free, ${Math.floor(minFreeBytes / 1048576)} MB required`,
    );
  }
}

function diskState(belowMinimum: () => boolean = () => false): DiskState {
  let reportedAt: number | undefined;
  return {
    isFull: (now) => belowMinimum() || (reportedAt !== undefined && now.getTime() - reportedAt < DISK_FULL_HOLD_MS),
    reportFull: (now) => {
      // A write the embedded database's own guard refused says nothing new: the free space decides.
      if (!belowMinimum()) reportedAt = now.getTime();
    },
  };
}

/** Closing twice is harmless (shutdown and a failing start-up may both close). */
export const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const t = options.timeouts;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      keepAlive: true,
      ...(t
        ? {
            connectionTimeoutMillis: t.connectMs,
            statement_timeout: t.statementMs,
            // A server or network that does not answer at all never cancels the statement itself.
            query_timeout: t.statementMs + 2_000,
            idle_in_transaction_session_timeout: t.idleInTransactionMs,
          }
        : {}),
    });
    // An idle connection the server ends (restart, failover, an administrator) is dropped by the pool
    // and replaced on the next query; without a listener its error event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      embedded: options.embedded === true,
      url: options.databaseUrl,
      async migrate(andThen) {
        // OPS-4: two processes migrating an empty database at once would both create the same tables;
        // a session advisory lock on one connection makes the later ones wait and find nothing to do.
        // Its own connection without the pool's time limits: waiting for the lock and a long
        // migration are expected to take their time.
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          ...(t ? { connectionTimeoutMillis: t.connectMs } : {}),
        });
        // A connection lost mid-migration fails the query in progress; the event itself must not end the process.
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
            await andThen?.(db);
          } finally {
            await client.query('SELECT pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
          }
        } finally {
          await client.end();
        }
      },
      disk: diskState(),
      stats: () => ({ driver: 'node-postgres', max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: once(() => pool.end()),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  const onDisk = !dir.startsWith('memory://');
  if (onDisk) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    unlock = lockFolder(dir);
  }
  let engine: PgliteEngine;
  try {
    engine = await startPgliteWorker(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  const minFreeBytes = options.minFreeBytes ?? 0;
  const freeBytes = options.freeBytes ?? (onDisk ? recentFreeBytes(dir) : () => Number.POSITIVE_INFINITY);
  // Without a minimum (in-memory databases, DISK_MIN_FREE_MB=0) there is nothing to refuse.
  const client =
    minFreeBytes > 0
      ? guardWrites(engine, () => {
          const free = freeBytes();
          if (free < minFreeBytes) throw new DiskFullError(free, minFreeBytes);
        })
      : engine;
  // Drizzle's PGlite driver calls only `query`, `exec` and `transaction` (see PgliteEngine); it is typed
  // for the PGlite class, which the worker's proxy is not.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  const db: Db = pgliteDb;
  return {
    db,
    kind: 'pglite',
    embedded: true,
    url: undefined,
    async migrate(andThen) {
      // One process owns a PGlite folder: nothing to take turns with.
      await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
      await andThen?.(db);
    },
    disk: diskState(() => freeBytes() < minFreeBytes),
    stats: () => ({ driver: 'pglite', ...engine.stats() }),
    close: once(async () => {
      try {
        await engine.close();
      } finally {
        unlock();
      }
    }),
  };
}

/** How often the write guard asks the disk: every write statement would otherwise cost a statfs. */
const FREE_SPACE_READ_EVERY_MS = 1_000;

/** Free bytes on `dir`'s disk, read at most once a second (the minimum is a margin far above one second's writes). */
function recentFreeBytes(dir: string): () => number {
  let readAt = Number.NEGATIVE_INFINITY;
  let free = 0;
  return () => {
    const now = performance.now();
    if (now - readAt >= FREE_SPACE_READ_EVERY_MS) {
      const stats = statfsSync(dir);
      free = stats.bavail * stats.bsize;
      readAt = now;
    }
    return free;
  };
}

/** Statements that only read: everything Drizzle's select() builds. */
const READ_ONLY = /^\s*(select|show)\b/i;

/**
 * OPS-7: a PGlite whose WAL write fails for lack of space wedges (its WebAssembly backend spins
 * and never answers again, even after space returns; docs/decisions/011). So a write is refused before
 * it reaches PGlite while the disk is below the minimum; reads go on. Drizzle reaches PGlite through
 * `query`, `exec` and `transaction` (whose statements go through the transaction's own `query`).
 */
function guardWrites(engine: PgliteEngine, check: () => void): PgliteEngine {
  const guard = (target: PgliteQueries): PgliteQueries => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (!READ_ONLY.test(text)) check();
      return target.query<T>(text, params, options);
    },
    exec: (text: string, options?: QueryOptions) => {
      if (!READ_ONLY.test(text)) check();
      return target.exec(text, options);
    },
  });
  return {
    ...guard(engine),
    transaction: (callback) => engine.transaction((tx) => callback(guard(tx))),
    close: () => engine.close(),
    stats: () => engine.stats(),
  };
}

/**
 * PGlite is a single-process PostgreSQL: a second process opening the same folder (a second server,
 * or `npm run crm:retry` beside a running one) would silently overwrite the first one's writes. A
 * lock file naming the owner stops it with a message instead. The owner is its PID and identity
 * (boot and start time), so a lock left by a crash is taken over even when a reboot has handed the
 * PID to another process (OPS-1, docs/decisions/011).
 */
function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  const content = `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`;
  for (;;) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (propertyOf(error, 'code') !== 'EEXIST') throw error;
    }
    const [pidLine = '', identity] = readFileSync(file, 'utf8').split('\n');
    const owner = Number.parseInt(pidLine, 10);
    if (Number.isInteger(owner) && owner !== process.pid && ownerAlive(owner, identity?.trim() || undefined)) {
      throw inUseError(dir, owner, file);
    }
    rmSync(file, { force: true });
  }
}
