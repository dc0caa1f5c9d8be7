import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { BackupTarget } from '../config/config.js';
import type { PostgresLog } from '../db/managed-postgres.js';
import { propertyOf } from '../lib/property-of.js';
import { timeId } from './catalogue.js';
import { restoreBackup, type RestoreResult } from './restore.js';

/**
 * docs/decisions/026: `npm run db:verify-backup`. It proves the archive restores: the newest base
 * backup and the WAL since are restored into a scratch folder, started on a private socket, and every
 * table's row count is compared with the live database's at one moment.
 *
 * "At one moment": in one transaction on the live database every table is locked in SHARE mode (writes
 * wait, reads go on), the rows are counted, and a named restore point is written into the WAL
 * (pg_create_restore_point). No write can commit between the counts and the restore point, so the
 * restore, stopped at that point (recovery_target_name), must hold exactly those counts. The locks are
 * held for the counting only (tens of milliseconds for 160,000 rows), taken with a short lock_timeout and
 * retried, so a busy server's writes are never the ones to give way.
 */
export interface TableCount {
  table: string;
  live: number;
  restored: number | undefined;
}

export interface VerifyResult {
  ok: boolean;
  restorePoint: string;
  tables: TableCount[];
  restore: RestoreResult;
  /** Milliseconds: the counts and restore point, waiting for the archive, the restore with its check. */
  timings: { mark: number; archive: number; restore: number };
}

async function userTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

async function countRows(client: pg.Client, tables: string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const select = tables.map((t, i) => `(SELECT count(*) FROM ${t})::bigint AS c${i}`).join(', ');
  const row: unknown = (await client.query(`SELECT ${select}`)).rows[0];
  return new Map(tables.map((t, i) => [t, Number(propertyOf(row, `c${i}`))]));
}

/** Counts every table and writes a restore point with no write committed in between (see above). */
async function markRestorePoint(client: pg.Client, name: string): Promise<{ counts: Map<string, number>; at: Date; walFile: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL lock_timeout = '500ms'");
      const tables = await userTables(client);
      if (tables.length > 0) await client.query(`LOCK TABLE ${tables.join(', ')} IN SHARE MODE`);
      const counts = await countRows(client, tables);
      const point = await client.query<{ at: Date; file: string }>(
        'SELECT clock_timestamp() AS at, pg_walfile_name(pg_create_restore_point($1)) AS file',
        [name],
      );
      await client.query('COMMIT');
      const row = point.rows[0];
      if (!row) throw new Error('pg_create_restore_point returned nothing');
      return { counts, at: row.at, walFile: row.file };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      // 55P03: a lock not granted within lock_timeout; 40P01: a deadlock. Try again shortly.
      const code = propertyOf(error, 'code');
      if ((code !== '55P03' && code !== '40P01') || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Until the archive holds `walFile` (pg_stat_archiver), or a clear failure. */
async function waitForArchive(client: pg.Client, walFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ last: string | null; failed: string; failed_wal: string | null }>(
      'SELECT last_archived_wal AS last, failed_count::text AS failed, last_failed_wal AS failed_wal FROM pg_stat_archiver',
    );
    const last = rows[0]?.last;
    if (last && last.length === 24 && last >= walFile) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the WAL file ${walFile} was not archived within ${timeoutMs / 1000} s (last archived: ${last ?? 'none'}, failures: ${rows[0]?.failed ?? '?'}${rows[0]?.failed_wal ? `, last failed: ${rows[0].failed_wal}` : ''})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface VerifyOptions {
  /** The live cluster (its socket URL). */
  url: string;
  liveDataDir: string;
  target: BackupTarget;
  log: PostgresLog;
  /** Where the scratch folder goes; default: beside DATA_DIR. */
  scratchParent?: string;
}

export async function verifyBackup(options: VerifyOptions): Promise<VerifyResult> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const started = Date.now();
  let marked: Awaited<ReturnType<typeof markRestorePoint>>;
  let systemId: string;
  let markMs: number;
  const name = `verify-${timeId(new Date())}`;
  try {
    systemId = (await client.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()')).rows[0]?.id ?? '';
    marked = await markRestorePoint(client, name);
    // The restore point's segment is closed now rather than at archive_timeout.
    const switched = await client.query<{ file: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS file');
    const walFile = switched.rows[0]?.file ?? marked.walFile;
    markMs = Date.now() - started;
    await waitForArchive(client, walFile > marked.walFile ? walFile : marked.walFile, 120_000);
  } finally {
    await client.end();
  }
  const archived = Date.now();
  const scratch = path.join(
    options.scratchParent ?? path.dirname(options.liveDataDir),
    `.careers-verify-${randomBytes(4).toString('hex')}`,
  );
  const restoredCounts = new Map<string, number>();
  try {
    const restore = await restoreBackup({
      target: options.target,
      to: { kind: 'name', name, at: marked.at },
      dataDir: scratch,
      liveDataDir: options.liveDataDir,
      systemId,
      log: options.log,
      inspect: async (restored) => {
        const tables = [...marked.counts.keys()];
        const present = new Set(await userTables(restored));
        const counts = await countRows(
          restored,
          tables.filter((t) => present.has(t)),
        );
        for (const [table, count] of counts) restoredCounts.set(table, count);
      },
    });
    const tables: TableCount[] = [...marked.counts].map(([table, live]) => ({ table, live, restored: restoredCounts.get(table) }));
    return {
      ok: tables.every((t) => t.restored === t.live),
      restorePoint: name,
      tables,
      restore,
      timings: { mark: markMs, archive: archived - started - markMs, restore: Date.now() - archived },
    };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
