import { sql } from 'drizzle-orm';
import { openConfiguredDatabase } from './platform/db/engine.js';
import { mkdtempSync, chmodSync, readdirSync, statSync } from 'node:fs';
const root = mkdtempSync('/tmp/bk-t2-'); chmodSync(root, 0o711);
const dataDir = root + '/data';
const log = { info: console.log, warn: console.warn, error: console.error };
const db = await openConfiguredDatabase({ databaseUrl: undefined, databaseEngine: 'postgres', dataDir, backup: { target: { kind: 'folder', dir: root + '/data-backups' }, retainDays: 14, archiveTimeoutSeconds: Number(process.argv[2]) } }, { role: 'command', log });
console.log((await db.db.execute(sql`show archive_timeout`)).rows, (await db.db.execute(sql`show archive_mode`)).rows);
await db.db.execute(sql`create table x(a int)`);
const t0 = Date.now();
for (let i = 0; i < 16; i++) { await db.db.execute(sql`insert into x values (1)`); await new Promise(r => setTimeout(r, 2500)); { const r: any = (await db.db.execute(sql`select archived_count, failed_count, last_archived_wal, last_archived_time, pg_walfile_name(pg_current_wal_lsn()) cur from pg_stat_archiver`)).rows[0]; console.log(Date.now()-t0, r.archived_count, r.last_archived_wal, r.cur, r.last_archived_time); } }
await db.close();
