import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client.js';

/** Row count and a content hash of one table. */
export interface TableState {
  rows: number;
  hash: string;
}

export interface TableStateOptions {
  /** Tables left out entirely (counters every request may move). */
  skipTables?: readonly string[];
  /** Columns left out of a table's hash, by table. */
  skipColumns?: Readonly<Record<string, readonly string[]>>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Snapshots of every table of the public schema in one query: its row count and an md5 of its rows
 * (as JSON, sorted), so two snapshots differ exactly when some row was added, removed or changed.
 */
export async function createTableState(db: Db, { skipTables = [], skipColumns = {} }: TableStateOptions = {}) {
  const found = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = found.rows.map((row) => row.name).filter((name) => !skipTables.includes(name));
  if (tables.length === 0) throw new Error('no tables to watch');
  const query = tables
    .map((table) => {
      const dropped = skipColumns[table] ?? [];
      const row = dropped.length ? `to_jsonb(t) - ARRAY[${dropped.map(quoteLiteral).join(', ')}]::text[]` : 'to_jsonb(t)';
      return (
        `SELECT ${quoteLiteral(table)} AS name, count(*)::int AS rows, md5(coalesce(string_agg(r, ',' ORDER BY r), '')) AS hash ` +
        `FROM (SELECT (${row})::text AS r FROM public.${quoteIdent(table)} t) s`
      );
    })
    .join(' UNION ALL ');

  return {
    tables,
    async snapshot(): Promise<Map<string, TableState>> {
      const result = await db.execute<{ name: string; rows: number; hash: string }>(sql.raw(query));
      return new Map(result.rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
    },
  };
}

/** The tables whose rows differ between two snapshots, with their row counts. */
export function changedTables(before: Map<string, TableState>, after: Map<string, TableState>): string[] {
  const changed: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.hash !== was.hash) changed.push(`${table} (${was.rows} → ${now?.rows ?? '?'} rows)`);
  }
  return changed;
}
