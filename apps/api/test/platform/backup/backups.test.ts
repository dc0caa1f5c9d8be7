import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../src/platform/config/config.js';
import type { Database } from '../../../src/platform/db/client.js';
import { openConfiguredDatabase } from '../../../src/platform/db/engine.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, uploadedCv } from '../../helpers/applications.js';
import { startLocalS3 } from '../../helpers/s3-server.js';
import { startServerProcess, tempDataParent, waitUntilReady } from '../../helpers/server-process.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * OPS-12 (docs/decisions/026): continuous backups of the embedded PostgreSQL, for real: its own binaries,
 * the WAL command PostgreSQL runs (as the `postgres` user when the tests run as root, as here), the
 * commands as an operator runs them.
 */
const root = tempDataParent('careers-backups-');
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.close()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/platform/backup/backup-cli.ts');

const baseEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SITE_URL: 'http://careers.test',
  SCHEDULE_POLL_MS: '3600000',
  DATABASE_ENGINE: 'postgres',
  ...extra,
});

/** The app on the embedded PostgreSQL in `dataDir`, with backups as `env` says. */
async function startApp(env: Record<string, string>): Promise<TestContext> {
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config, { role: 'server', log: silent });
  await database.migrate();
  // The schedules' first round starts with the app (a first base backup among them): it has finished here.
  const ctx = await startTestApp(config, database);
  opened.push({ close: async () => ctx.close().catch(() => {}) });
  return ctx;
}

/** A command as an operator runs it (`npm run db:restore -- …` runs this file through tsx). */
function command(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const one = async (database: Database, query: string): Promise<unknown> =>
  Object.values((await database.db.execute(sql.raw(query))).rows[0] ?? {})[0];

/** The database server's own clock: recovery_target_time is compared with the commit times it wrote. */
const serverNow = async (database: Database) => new Date(String(await one(database, 'SELECT clock_timestamp()')));

/**
 * Until PostgreSQL reports the WAL file holding everything written so far as archived; `switchNow`: that
 * file is closed at once (pg_switch_wal) rather than by archive_timeout.
 */
async function archivedUpToNow(database: Database, timeoutMs: number, switchNow = false): Promise<number> {
  const started = Date.now();
  const file = String(await one(database, `SELECT pg_walfile_name(${switchNow ? 'pg_switch_wal()' : 'pg_current_wal_lsn()'})`));
  for (;;) {
    const last = await one(database, 'SELECT last_archived_wal FROM pg_stat_archiver');
    if (typeof last === 'string' && last.length === 24 && last >= file) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${file} not archived within ${timeoutMs} ms (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every file under a folder, by relative path. */
function filesUnder(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(dir, relative))) {
      const rel = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else found.set(rel, readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return found;
}

async function jobIdsIn(dataDir: string): Promise<number[]> {
  const ctx = await startApp(baseEnv(dataDir, { BACKUPS: 'off' }));
  try {
    const rows = (await ctx.database.db.execute(sql`SELECT id FROM jobs ORDER BY id`)).rows;
    return rows.map((r) => Number(r.id));
  } finally {
    await ctx.close();
  }
}

describe('continuous backups of the embedded PostgreSQL (OPS-12, docs/decisions/026)', () => {
  it('a folder target: writes acknowledged through the API survive a lost data folder, to the latest moment or to a time between two writes; uploads come back byte-identical', async () => {
    const dataDir = path.join(root, 'site');
    // A short archive timeout, so "past the archive timeout" is real without waiting the default 60 s.
    // No JWT_SECRET: the site generates its signing key in DATA_DIR, as an install without one does.
    const { JWT_SECRET: _set, ...env } = baseEnv(dataDir, { BACKUP_ARCHIVE_TIMEOUT_SECONDS: '2' });
    const ctx = await startApp(env);
    const key = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(await one(ctx.database, 'SHOW archive_mode')).toBe('on');
    expect(await one(ctx.database, 'SHOW archive_timeout')).toBe('2s');
    // The schedules' first round (with the app's start) took the first base backup: none existed.
    const afterFirstRound = await ctx.app.backups.status();
    expect(afterFirstRound.enabled).toBe(true);
    expect(afterFirstRound.baseBackups).toBe(1);
    // Owner-only, and (run as root) owned by the user PostgreSQL and its WAL command run as.
    const backupDir = `${dataDir}-backups`;
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(backupDir).uid).toBe(statSync(path.join(dataDir, 'postgres')).uid);

    const recruiter = await signUpRecruiter(ctx);
    const candidate = await signUp(ctx);
    const cv = await uploadedCv(ctx, candidate.token);
    await ctx.app.backups.syncUploadsNow();
    const first = await postJob(ctx, recruiter.token, { job_title: 'Written before the target' });
    // Read after the first write was acknowledged and before the second starts: by the server's clock,
    // the first write's commit is before it and the second's after it. The test clock is no use here:
    // it is the app's (set to June 2026), and recovery compares the commit times PostgreSQL wrote.
    const between = await serverNow(ctx.database);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await postJob(ctx, recruiter.token, { job_title: 'Written after the target' });
    // No pg_switch_wal() by the test: within BACKUP_ARCHIVE_TIMEOUT_SECONDS the server closes the segment
    // holding both writes, and PostgreSQL archives it.
    const waited = await archivedUpToNow(ctx.database, 30_000);
    expect(waited).toBeLessThan(15_000);
    const uploadsBefore = filesUnder(path.join(dataDir, 'uploads'));
    expect(uploadsBefore.size).toBe(1);
    expect([...uploadsBefore.values()][0]?.length).toBe(cv.size);
    await ctx.close();

    // The disk is lost: the cluster and the uploads are gone.
    rmSync(path.join(dataDir, 'postgres'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });

    const latestDir = path.join(root, 'restored-latest');
    const restored = await command(['restore', '--to', 'latest', '--data-dir', latestDir], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored into ${latestDir}`);
    expect(await jobIdsIn(latestDir)).toEqual([first.job_id, second.job_id]);
    // The upload, byte for byte, at its path.
    expect(filesUnder(path.join(latestDir, 'uploads'))).toEqual(uploadsBefore);
    // The signing key comes back too (owner-only): sessions, e-mailed links and codes stay valid.
    expect(readFileSync(path.join(latestDir, 'jwt-secret'), 'utf8')).toBe(key);
    expect(statSync(path.join(latestDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const pointDir = path.join(root, 'restored-between');
    const atPoint = await command(['restore', '--to', between.toISOString(), '--data-dir', pointDir], env);
    expect(atPoint.stderr).toBe('');
    expect(atPoint.code).toBe(0);
    expect(await jobIdsIn(pointDir)).toEqual([first.job_id]);

    // Never over the live folder, nor into a folder that holds anything.
    const refused = await command(['restore', '--to', 'latest', '--data-dir', dataDir], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('overlaps the live DATA_DIR');
  }, 180_000);

  it('an S3 target (the local fake): base backup, WAL, status, listing and a verified restore through the bucket; uploads are skipped when they live in S3', async () => {
    const s3 = await startLocalS3('careers-backups');
    opened.push({ close: () => s3.close() });
    const dataDir = path.join(root, 's3-site');
    const env = baseEnv(dataDir, {
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_BUCKET: s3.bucket,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_S3_PREFIX: 'site/backups',
      // Uploads in a bucket too: the backups leave them to it.
      ...s3.env,
      S3_BUCKET: s3.bucket,
    });
    const ctx = await startApp(env);
    const { backup } = await ctx.app.backups.backupNow();
    expect(backup.uploadsManifest).toBeNull();
    expect(backup.id).toMatch(/^\d{8}T\d{9}Z$/);
    const recruiter = await signUpRecruiter(ctx);
    await postJob(ctx, recruiter.token, { job_title: 'Kept in a bucket' });
    await archivedUpToNow(ctx.database, 30_000, true);
    const status = await ctx.app.backups.status();
    expect(status.target).toEqual({ kind: 's3', where: `s3://${s3.bucket}/site/backups` });
    expect(status.newestBaseBackupAt?.toISOString()).toBe(backup.stoppedAt);
    expect(status.archiveFailures).toBe(0);
    expect(status.latestRestorableAt).toBeDefined();
    // db:verify-backup beside the running server: restored from the bucket to a restore point, every table equal.
    const verified = await command(['verify'], env);
    // (stderr: the AWS SDK's notice about Node 20, nothing of ours)
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(/^OK: \d+ tables, \d+ rows, restored from base backup /m);
    expect(verified.stdout).toMatch(/^"?public"?\.jobs\s+1\s+1\s+ok$/m);
    expect(verified.stdout).toContain(`restored from base backup ${backup.id}`);
    expect(readdirSync(root).filter((name) => name.startsWith('.careers-verify-'))).toEqual([]);
    const listed = await command(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`Archive: s3://${s3.bucket}/site/backups`);
    expect(listed.stdout).toContain(backup.id);
    await ctx.close();
  }, 120_000);

  it('the production build: a server process archives with dist/wal-command.js and takes its first base backup at its first start', async () => {
    const dataDir = path.join(root, 'production');
    const server = await startServerProcess('backups', {
      DATA_DIR: dataDir,
      // The embedded PostgreSQL even when the suite runs on a server (test:pg sets DATABASE_URL).
      DATABASE_URL: '',
      DATABASE_ENGINE: 'postgres',
      SEED_DEMO: 'never',
      BACKUPS: 'on',
    });
    opened.push({ close: async () => void (await server.stop()) });
    await waitUntilReady(server);
    const command = readFileSync(path.join(dataDir, 'postgres', 'postmaster.opts'), 'utf8');
    expect(command).toContain(`${path.resolve(path.dirname(CLI), '../../../dist/wal-command.js')}`);
    expect(command).toContain('archive_mode=on');
    const archive = `${dataDir}-backups`;
    const systemDir = () => readdirSync(archive).find((name) => /^\d+$/.test(name)) ?? 'none';
    const hasBaseBackup = () => {
      const base = path.join(archive, systemDir(), 'base');
      return existsSync(base) && readdirSync(base, { recursive: true }).some((f) => String(f).endsWith('backup.json'));
    };
    const deadline = Date.now() + 60_000;
    while (!hasBaseBackup()) {
      if (Date.now() > deadline) throw new Error(`no base backup within 60 s:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(readdirSync(path.join(archive, systemDir(), 'wal')).some((name) => /^[0-9A-F]{24}\.gz$/.test(name))).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it('the commands explain themselves with DATABASE_URL or PGlite, and a BACKUP_DIR inside DATA_DIR stops the start', async () => {
    const dataDir = path.join(root, 'other');
    const url = await command(['backup'], baseEnv(dataDir, { DATABASE_URL: 'postgres://app@db.example/careers' }));
    expect(url.code).toBe(1);
    expect(url.stderr).toContain("the database is the operator's PostgreSQL, which is backed up by its own tooling");
    expect(url.stderr).toContain('docs/operations/backups.md');
    const pglite = await command(['verify'], baseEnv(dataDir, { DATABASE_ENGINE: 'pglite' }));
    expect(pglite.code).toBe(1);
    expect(pglite.stderr).toContain('continuous backups need the embedded PostgreSQL, the default engine');
    expect(() => loadConfig(baseEnv(dataDir, { BACKUP_DIR: path.join(dataDir, 'backups') }))).toThrow(
      /BACKUP_DIR: .* and DATA_DIR .* must be separate folders/,
    );
    const config: AppConfig = loadConfig(baseEnv(dataDir));
    expect(config.backup?.target).toEqual({ kind: 'folder', dir: `${dataDir}-backups` });
  }, 60_000);
});
