import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { openConfiguredDatabase } from '../../../src/platform/db/engine.js';
import { seedDemoJobs } from '../../../src/domains/jobs/demo-seed.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { personalSection, patchProfile } from '../../helpers/profile.js';
import { tempDataParent } from '../../helpers/server-process.js';
import { createTableState } from '../../helpers/table-state.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * `npm run db:move-to-postgres` (docs/decisions/020, amendment): a PGlite DATA_DIR filled through the real
 * app, moved by the command run as an operator runs it (a child process through tsx), then opened as the
 * server opens it (DATABASE_ENGINE=auto). Real PGlite, real managed PostgreSQL, no mocks.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const root = tempDataParent('careers-move-');
const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((item) => item.close()));
  rmSync(root, { recursive: true, force: true });
}, 120_000);

/** The real app on DATA_DIR's embedded database, chosen as the server chooses it. */
async function appOn(dataDir: string, engine: 'pglite' | 'auto'): Promise<TestContext> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SITE_URL: 'http://careers.test',
    SCHEDULE_POLL_MS: '3600000',
    DATABASE_ENGINE: engine,
  });
  const database = await openConfiguredDatabase(config, { role: 'server', log: silent });
  await database.migrate((db) => seedDemoJobs(db, 'missing'));
  const ctx = await startTestApp(config, database);
  opened.push(ctx);
  return ctx;
}

/** The command as an operator runs it: `tsx src/db/move-to-postgres-cli.ts` in apps/api (the npm script). */
function runMove(dataDir: string, extra: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, JWT_SECRET };
  delete env.DATABASE_URL;
  delete env.DATABASE_ENGINE;
  Object.assign(env, extra);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/platform/db/move-to-postgres-cli.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** What DATA_DIR holds, by name: a refused or failed move leaves exactly this. */
const entries = (dataDir: string) => readdirSync(dataDir).sort();

async function pgliteAt(dataDir: string): Promise<Database> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  opened.push(database);
  return database;
}

const count = async (database: Database, table: string) =>
  Number((await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]?.n);

const total = async (ctx: TestContext) => (await call(ctx, 'GET', '/api/getJobOpenings?page=1&pageSize=5')).json<{ total: number }>().total;

describe('npm run db:move-to-postgres (docs/decisions/020)', () => {
  it('moves a PGlite database into the managed PostgreSQL with its ids, logins, search counts and sequences; PGlite kept as a backup', async () => {
    const dataDir = path.join(root, 'moved');
    const before = await appOn(dataDir, 'pglite');
    expect(before.database.kind).toBe('pglite');
    const recruiter = await signUpRecruiter(before);
    const job = await postJob(before, recruiter.token);
    const candidate = await signUp(before);
    expect((await patchProfile(before, candidate.token, personalSection({ first_name: 'Ananya' }))).statusCode).toBe(200);
    expect((await call(before, 'PUT', `/api/saved-jobs/${job.job_id}`, { token: candidate.token })).statusCode).toBe(200);
    const submitted = await submitApplication(before, candidate.token, job.job_id);
    expect(submitted.statusCode).toBe(201);
    const applicationId = submitted.json<{ application: { application_id: number } }>().application.application_id;
    const openJobs = await total(before);
    await before.close();

    const moved = await runMove(dataDir);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^ {2}jobs: \d+ rows$/m);
    expect(moved.stdout).toMatch(/^ {2}applications: 1 = 1$/m);
    expect(moved.stdout).toContain('delete it once you have checked the new database');
    // No row contents: neither the candidate's address nor their name.
    expect(moved.stdout).not.toContain(candidate.email);
    expect(moved.stdout).not.toContain('Ananya');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const backups = entries(dataDir).filter((name) => /^pglite\.moved-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name));
    expect(backups).toHaveLength(1);

    // Every row of every table, as JSON (timestamps to the microsecond, JSON and arrays as stored), is the
    // same in the backup PGlite folder and in the new database.
    const backup = await openDatabase({ pgliteDir: path.join(dataDir, backups[0] ?? '') });
    const target = await openConfiguredDatabase(
      { databaseUrl: undefined, databaseEngine: 'auto', dataDir },
      { role: 'command', log: silent },
    );
    opened.push(backup, target);
    expect(target.kind).toBe('postgres');
    const copied = await (await createTableState(target.db)).snapshot();
    expect(copied).toEqual(await (await createTableState(backup.db)).snapshot());
    expect(copied.get('applications')?.rows).toBe(1);
    await target.close();
    await backup.close();

    const after = await appOn(dataDir, 'auto');
    expect(after.database.kind).toBe('postgres');
    const login = await call(after, 'POST', '/api/login', { payload: { username: candidate.email, password: candidate.password } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    const mine = (await call(after, 'GET', '/api/applications', { token })).json<{ applications: { application_id: number }[] }>();
    expect(mine.applications.map((a) => a.application_id)).toEqual([applicationId]);
    const saved = (await call(after, 'GET', '/api/saved-jobs', { token })).json<{ saved_jobs: { job: { job_id: number } }[] }>();
    expect(saved.saved_jobs.map((s) => s.job.job_id)).toEqual([job.job_id]);
    expect((await call(after, 'GET', '/api/user-details', { token })).body).toContain('Ananya');
    // The search's count rows (docs/decisions/013) came over as data and answer the same total.
    expect(await total(after)).toBe(openJobs);
    const recruiterLogin = await call(after, 'POST', '/api/login', {
      payload: { username: recruiter.email, password: recruiter.password },
    });
    const next = await postJob(after, recruiterLogin.json<{ access_token: string }>().access_token, { job_title: 'Platform Engineer' });
    expect(next.job_id).toBeGreaterThan(job.job_id);
    expect(await total(after)).toBe(openJobs + 1);
    await after.close();
  }, 180_000);

  it('refuses with DATABASE_URL set, with DATABASE_ENGINE=pglite, while a live process holds the PGlite folder, when DATA_DIR/postgres exists and when PGlite is behind the migrations; nothing changes', async () => {
    const dataDir = path.join(root, 'refused');
    const held = await pgliteAt(dataDir);
    await held.migrate((db) => seedDemoJobs(db, 'missing'));
    const jobs = await count(held, 'jobs');
    const listing = entries(dataDir);

    const withUrl = await runMove(dataDir, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(withUrl.code).not.toBe(0);
    expect(withUrl.stderr).toContain('DATABASE_URL is set');
    const onPglite = await runMove(dataDir, { DATABASE_ENGINE: 'pglite' });
    expect(onPglite.code).not.toBe(0);
    expect(onPglite.stderr).toContain("DATABASE_ENGINE is 'pglite'");

    const inUse = await runMove(dataDir);
    expect(inUse.code).not.toBe(0);
    expect(inUse.stderr).toContain(`is in use by process ${process.pid}`);
    expect(inUse.stderr).toContain('Nothing was moved');
    expect(entries(dataDir)).toEqual(listing);
    expect(await count(held, 'jobs')).toBe(jobs);
    await held.close();

    mkdirSync(path.join(dataDir, 'postgres'), { mode: 0o700 });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    const withCluster = entries(dataDir);
    const refused = await runMove(dataDir);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`${path.join(dataDir, 'postgres')} already exists`);
    expect(entries(dataDir)).toEqual(withCluster);
    expect(entries(path.join(dataDir, 'postgres'))).toEqual(['PG_VERSION']);
    // What a move killed half-way leaves: its marker and the cluster it made; PGlite still holds the data.
    writeFileSync(path.join(dataDir, 'postgres.moving'), '1\n');
    const interrupted = await runMove(dataDir);
    expect(interrupted.code).not.toBe(0);
    expect(interrupted.stderr).toContain('An earlier move was interrupted');
    rmSync(path.join(dataDir, 'postgres.moving'));
    rmSync(path.join(dataDir, 'postgres'), { recursive: true });

    // A PGlite database one migration behind this version: refused before anything is created.
    const behind = await pgliteAt(dataDir);
    expect(await count(behind, 'jobs')).toBe(jobs);
    await behind.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
    await behind.close();
    const listing2 = entries(dataDir);
    const outdated = await runMove(dataDir);
    expect(outdated.code).not.toBe(0);
    expect(outdated.stderr).toContain('start the server once on PGlite (DATABASE_ENGINE=pglite) to migrate it');
    expect(entries(dataDir)).toEqual(listing2);
  }, 120_000);

  it('a failure during the copy rolls back, removes the new cluster and leaves PGlite as it was', async () => {
    const dataDir = path.join(root, 'failed');
    const source = await pgliteAt(dataDir);
    await source.migrate((db) => seedDemoJobs(db, 'missing'));
    // A table the app's migrations do not make: its insert on the target fails mid-copy.
    await source.db.execute(sql`CREATE TABLE public.legacy_notes (id integer PRIMARY KEY, body text)`);
    await source.db.execute(sql`INSERT INTO public.legacy_notes VALUES (1, 'kept')`);
    const jobs = await count(source, 'jobs');
    await source.close();
    const listing = entries(dataDir);

    const failed = await runMove(dataDir);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('The move failed and was undone');
    expect(failed.stderr).toContain('copying table legacy_notes failed');
    expect(entries(dataDir)).toEqual(listing);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    const reopened = await pgliteAt(dataDir);
    expect(await count(reopened, 'jobs')).toBe(jobs);
    expect(await count(reopened, 'legacy_notes')).toBe(1);
    await reopened.close();
  }, 120_000);
});
