import pg from 'pg';
import { findPostgresBinaries, postgresRunAs, startManagedPostgres } from './platform/db/managed-postgres.js';
import { archiveSettings, prepareArchive } from './platform/db/wal-archiving.js';
import { mkdtempSync, chmodSync } from 'node:fs';
const root = mkdtempSync('/tmp/bk-t3-'); chmodSync(root, 0o711);
const dataDir = root + '/data';
const b = await findPostgresBinaries(); if (!b.ok) throw 1;
const ra = postgresRunAs(dataDir, b.value); if (!ra.ok) throw 2;
const target = { kind: 'folder' as const, dir: root + '/bk' };
prepareArchive(target, ra.value);
const a = archiveSettings({ target, retainDays: 1, archiveTimeoutSeconds: 2 });
const log = { info: (m: string) => { if (/switch|forced/i.test(m)) console.log(m); }, warn: console.warn, error: console.error };
const m = await startManagedPostgres({ dataDir, binaries: b.value, runAs: ra.value, role: 'command', log, extra: { settings: [...a.settings, 'log_min_messages=debug1'], env: a.env } });
const c = new pg.Client({ connectionString: m.url }); await c.connect();
await c.query('create table x(a int)');
if (process.argv[2] === 'switch') { await c.query('select pg_switch_wal()'); console.log('switched'); }
const t0 = Date.now();
for (let i = 0; i < 6; i++) { await c.query('insert into x values (1)'); await new Promise(r => setTimeout(r, 2500)); const r = await c.query("select pg_walfile_name(pg_current_wal_lsn()) cur, archived_count from pg_stat_archiver"); console.log(Date.now() - t0, r.rows[0].cur, r.rows[0].archived_count); }
await c.end(); await m.stop();
