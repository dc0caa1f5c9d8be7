import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import type { EngineSettings } from './engine.js';
import { commandLog, moveInProgressFile, openConfiguredDatabase, pgliteFolder } from './engine.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.js';
import { clusterDir as clusterFolder, findPostgresBinaries, postgresRunAs, preferredSocketDir } from './managed-postgres.js';
import { messageOf } from '../lib/property-of.js';

/**
 * `npm run db:move-to-postgres` (docs/decisions/020, amendment): moves an existing PGlite database
 * (DATA_DIR/pglite) into the PostgreSQL the server manages (DATA_DIR/postgres). PGlite's files cannot be
 * opened by the native binary (a 32-bit WebAssembly build: USE_FLOAT8_BYVAL), so the move is logical:
 * the target is migrated by the app's own migrations, then every table of `public` is copied row by row
 * in one transaction, its sequences set past the copied ids, the row counts compared, and only then
 * committed. The PGlite folder is kept, renamed, as the backup.
 */

/** A refusal or a failure the operator reads: the message says what happened and what to do. */
export class MoveError extends Error {}

export interface MoveOptions {
  settings: EngineSettings;
  /** Progress lines (table names and row counts only: never row contents). */
  print: (line: string) => void;
  /** The time in the backup folder's name. */
  now: () => Date;
  /** Rows read from PGlite and written to PostgreSQL at a time. */
  batchRows?: number;
}

export interface MoveResult {
  tables: { name: string; rows: number }[];
  backup: string;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const DEFAULT_BATCH_ROWS = 500;
/** PostgreSQL's limit on bind parameters in one statement is 65535. */
const MAX_PARAMETERS = 60_000;

const toText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);

export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const { settings } = options;
  const dataDir = path.resolve(settings.dataDir);
  const pgliteDir = pgliteFolder(dataDir);
  const clusterDir = clusterFolder(dataDir);
  if (settings.databaseUrl) {
    throw new MoveError(
      'DATABASE_URL is set: this installation uses that PostgreSQL server, not the embedded database. Nothing to move (unset DATABASE_URL to move DATA_DIR/pglite into the embedded PostgreSQL).',
    );
  }
  if (settings.databaseEngine === 'pglite') {
    throw new MoveError(
      "DATABASE_ENGINE is 'pglite': after the move the server would open a new, empty PGlite database. Unset DATABASE_ENGINE (or set it to 'auto' or 'postgres'), then run the command again. Nothing was moved.",
    );
  }
  if (!existsSync(pgliteDir)) throw new MoveError(`There is no PGlite database to move: ${pgliteDir} does not exist.`);
  if (existsSync(moveInProgressFile(dataDir)) && existsSync(clusterDir)) {
    throw new MoveError(
      `An earlier move was interrupted (${moveInProgressFile(dataDir)} exists); ${pgliteDir} still holds the data and the server keeps using it. With no server or command running, delete ${clusterDir} and ${moveInProgressFile(dataDir)}, then run the command again.`,
    );
  }
  if (existsSync(clusterDir)) {
    throw new MoveError(
      `${clusterDir} already exists: the embedded PostgreSQL has a database here, so nothing was moved. Move it away first if it holds nothing you need.`,
    );
  }
  const binaries = await findPostgresBinaries();
  const runAs = binaries.ok ? postgresRunAs(dataDir, binaries.value) : binaries;
  if (!binaries.ok || !runAs.ok) {
    const reason = binaries.ok ? (runAs.ok ? '' : runAs.reason) : binaries.reason;
    throw new MoveError(`The embedded PostgreSQL cannot run here: ${reason}. Nothing was moved.`);
  }

  // The server's own PGlite code; its folder lock (docs/decisions/011) refuses while a server holds it.
  let source: Database;
  try {
    source = await openDatabase({ pgliteDir });
  } catch (error) {
    throw new MoveError(`${messageOf(error)} Nothing was moved.`);
  }
  try {
    await checkMigrations(source);
    return await copyIntoNewCluster(source, dataDir, options);
  } finally {
    // Closing also removes PGlite's folder lock.
    await source.close();
  }
}

/** PGlite must be at exactly the migrations this version ships (the target gets those). */
async function checkMigrations(source: Database) {
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.hash);
  const applied = await migrationHashes(source);
  const same = applied.length === shipped.length && applied.every((hash, index) => hash === shipped[index]);
  if (same) return;
  const known = new Set(shipped);
  if (applied.some((hash) => !known.has(hash)) || applied.length > shipped.length) {
    throw new MoveError(
      `The PGlite database has migrations this version does not know (${applied.length} applied, ${shipped.length} shipped): update this installation to the version that last ran on it, then run the command again. Nothing was moved.`,
    );
  }
  throw new MoveError(
    `The PGlite database is behind this version's migrations (${applied.length} of ${shipped.length} applied): start the server once on PGlite (DATABASE_ENGINE=pglite) to migrate it, stop it, then run the command again. Nothing was moved.`,
  );
}

async function migrationHashes(database: Database): Promise<string[]> {
  const exists = await database.db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (exists.rows[0]?.present !== true) return [];
  const rows = await database.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`);
  return rows.rows.map((row) => toText(row.hash));
}

async function copyIntoNewCluster(source: Database, dataDir: string, options: MoveOptions): Promise<MoveResult> {
  const { print } = options;
  const clusterDir = clusterFolder(dataDir);
  const socketDir = preferredSocketDir(dataDir);
  const socketExisted = existsSync(socketDir);
  const dataDirMode = statSync(dataDir).mode & 0o777;
  let target: Database | undefined;
  let committed = false;
  // Until PGlite's folder is renamed, a server start under 'auto' keeps PGlite (chooseEngine), even if
  // this process is killed and leaves DATA_DIR/postgres behind.
  writeFileSync(moveInProgressFile(dataDir), `${process.pid}\n`, { mode: 0o600 });
  try {
    print('Starting the embedded PostgreSQL (a new cluster in DATA_DIR/postgres) and applying the migrations…');
    target = await openConfiguredDatabase(
      { databaseUrl: undefined, databaseEngine: 'postgres', dataDir },
      { role: 'command', log: commandLog },
    );
    await target.migrate();
    const targetHashes = await migrationHashes(target);
    const sourceHashes = await migrationHashes(source);
    if (targetHashes.join() !== sourceHashes.join()) {
      throw new MoveError(`The new database's migrations (${targetHashes.length}) differ from PGlite's (${sourceHashes.length}).`);
    }
    const client = new pg.Client({ connectionString: target.url });
    // A connection lost mid-copy fails the query in progress; the event itself must not end the process.
    client.on('error', () => {});
    await client.connect();
    let tables: MoveResult['tables'];
    try {
      await client.query('BEGIN');
      tables = await copyTables(source, client, options);
      await resetSequences(source, client);
      await verifyCounts(client, tables, print);
      await client.query('COMMIT');
      committed = true;
    } finally {
      // Without COMMIT, ending the session rolls the transaction back.
      await client.end().catch(() => {});
    }
    await target.close();
    target = undefined;
    await source.close();
    const stamp = options
      .now()
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z');
    const backup = `${pgliteFolder(dataDir)}.moved-${stamp}`;
    renameSync(pgliteFolder(dataDir), backup);
    rmSync(moveInProgressFile(dataDir), { force: true });
    return { tables, backup };
  } catch (error) {
    await target?.close().catch(() => {});
    if (!committed) {
      // The cluster was made by this command and holds nothing: removed, so DATA_DIR is as it was.
      rmSync(clusterDir, { recursive: true, force: true });
      if (!socketExisted) rmSync(socketDir, { recursive: true, force: true });
      chmodSync(dataDir, dataDirMode);
      rmSync(moveInProgressFile(dataDir), { force: true });
    }
    const message = messageOf(error);
    throw new MoveError(
      committed
        ? `The data was copied and committed to ${clusterDir}, but a step after it failed (${message}). Check that no server runs, rename ${pgliteFolder(dataDir)} to keep it as the backup, then delete ${moveInProgressFile(dataDir)}: the next start then uses the embedded PostgreSQL.`
        : `The move failed and was undone (PGlite is untouched, the new cluster removed): ${message}`,
    );
  }
}

/** Row counts of every copied table on both sides, printed; a difference fails the move before its commit. */
async function verifyCounts(client: pg.Client, tables: MoveResult['tables'], print: (line: string) => void) {
  print('Row counts (PGlite = PostgreSQL):');
  const mismatched: string[] = [];
  for (const table of tables) {
    const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${quoteIdent(table.name)}`);
    const copied = Number(result.rows[0]?.n);
    print(`  ${table.name}: ${table.rows} = ${copied}`);
    if (copied !== table.rows) mismatched.push(table.name);
  }
  if (mismatched.length > 0) throw new MoveError(`Row counts differ in ${mismatched.join(', ')}.`);
}

interface Column {
  name: string;
}

/** Every table of `public` in PGlite, copied with its ids into the target, in the caller's transaction. */
async function copyTables(source: Database, client: pg.Client, options: MoveOptions) {
  const { print } = options;
  // Triggers (search counts of docs/decisions/013 are tables themselves, copied as data) and foreign keys
  // do not fire while copying: the rows are already consistent in PGlite. Needs a superuser, which the
  // managed cluster's user is.
  await client.query('SET LOCAL session_replication_role = replica');
  const tableRows = await source.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables: { name: string; rows: number }[] = [];
  for (const row of tableRows.rows) {
    const name = toText(row.table_name);
    const columnRows = await source.db.execute(
      sql`SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${name} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
    );
    const columns: Column[] = columnRows.rows.map((column) => ({ name: toText(column.column_name) }));
    const rows = await copyTable(source, client, name, columns, options.batchRows ?? DEFAULT_BATCH_ROWS);
    print(`  ${name}: ${rows} rows`);
    tables.push({ name, rows });
  }
  return tables;
}

/**
 * One table, in batches in physical order (a TID range from the last row read: nothing else writes PGlite
 * while its lock is held). Every value travels as PostgreSQL's own text form (`::text` out, a parameter of
 * unknown type in, read as the column's type), which round-trips exactly: JSON, arrays, bytea (hex),
 * timestamps with their microseconds, floats.
 */
async function copyTable(source: Database, client: pg.Client, table: string, columns: Column[], batchRows: number) {
  const qualified = `public.${quoteIdent(table)}`;
  const selectList = ['ctid::text AS "__ctid"', ...columns.map((column, index) => `${quoteIdent(column.name)}::text AS "c${index}"`)].join(
    ', ',
  );
  const perInsert = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
  let after = '(0,0)';
  let copied = 0;
  try {
    // The new cluster holds only what its migrations wrote (the exchange rates' starting values, docs/decisions/041):
    // PGlite ran the same migrations, so its rows are the truth and replace them.
    await client.query(`DELETE FROM ${qualified}`);
  } catch (error) {
    throw new MoveError(`copying table ${table} failed: ${messageOf(error)}`);
  }
  for (;;) {
    const batch = await source.db.execute(
      sql`SELECT ${sql.raw(selectList)} FROM ${sql.raw(qualified)} WHERE ctid > ${after}::tid ORDER BY ctid LIMIT ${perInsert}`,
    );
    if (batch.rows.length === 0) return copied;
    if (columns.length === 0) {
      for (let i = 0; i < batch.rows.length; i += 1) await client.query(`INSERT INTO ${qualified} DEFAULT VALUES`);
    } else {
      const values: (string | null)[] = [];
      const tuples = batch.rows.map((row) => {
        const placeholders = columns.map((_, index) => {
          const value = row[`c${index}`];
          values.push(value === null || value === undefined ? null : toText(value));
          return `$${values.length}`;
        });
        return `(${placeholders.join(', ')})`;
      });
      const columnList = columns.map((column) => quoteIdent(column.name)).join(', ');
      try {
        await client.query(`INSERT INTO ${qualified} (${columnList}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`, values);
      } catch (error) {
        // PostgreSQL's message names the table, column or constraint; its detail (which may quote a row) is left out.
        throw new MoveError(`copying table ${table} failed: ${messageOf(error)}`);
      }
    }
    copied += batch.rows.length;
    after = toText(batch.rows[batch.rows.length - 1]?.__ctid);
  }
}

/**
 * Every sequence behind a column (serial or identity) past both the column's highest value and PGlite's
 * own sequence (ids of deleted rows are not handed out again), so the next insert gets a new id.
 */
async function resetSequences(source: Database, client: pg.Client) {
  const owned = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `SELECT table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
       FROM information_schema.columns
      WHERE table_schema = 'public' AND pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) IS NOT NULL`,
  );
  for (const { table_name, column_name, sequence } of owned.rows) {
    const max = await client.query<{ max: string | null }>(
      `SELECT max(${quoteIdent(column_name)})::text AS max FROM public.${quoteIdent(table_name)}`,
    );
    const state = await source.db.execute(sql`SELECT last_value::text AS last_value, is_called FROM ${sql.raw(sequence)}`);
    const used = state.rows[0]?.is_called === true ? BigInt(toText(state.rows[0]?.last_value)) : 0n;
    const highest = BigInt(max.rows[0]?.max ?? '0');
    const next = highest > used ? highest : used;
    if (next >= 1n) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [sequence, next.toString()]);
  }
}
