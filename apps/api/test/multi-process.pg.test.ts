import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecruiter } from '../src/domains/accounts/recruiters.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/platform/db/client.js';
import { systemClock } from '../src/platform/lib/clock.js';
import { RATE_LIMITS } from '../src/platform/rate-limit/rate-limiter.js';
import { jobInput } from './helpers/applications.js';
import { insertCandidateWithSyncJob } from './helpers/candidates.js';
import { startFakeZoho, type FakeZoho } from './helpers/fake-zoho.js';
import { codeIn, lastMailTo } from './helpers/outbox.js';
import { startServerProcess, waitUntilReady, type ServerProcess } from './helpers/server-process.js';
import { createScratchDatabase, startPostgresServer, type PostgresServer, type ScratchDatabase } from './helpers/test-database.js';

/**
 * OPS-1: two real server processes on one PostgreSQL (TEST_DATABASE_URL in CI, or a throw-away one
 * started here), as behind a load balancer.
 */
let pgServer: PostgresServer;
let scratch: ScratchDatabase;
let database: Database;
let fake: FakeZoho;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  pgServer = await startPostgresServer();
  scratch = await createScratchDatabase(pgServer.url);
  fake = await startFakeZoho();
  const shared = {
    DATABASE_URL: scratch.url,
    // Every process of one site signs and checks tokens with the same key and issuer.
    JWT_SECRET: 'multi-process-test-secret-0123456789abcdef',
    SITE_URL: 'http://careers.test',
    TRUST_PROXY: '1',
    SEED_DEMO: 'never',
    WEB_DIST: path.join(os.tmpdir(), 'careers-no-web-build'),
    CRM_POLL_MS: '50',
    CRM_BATCH_SIZE: '5',
    // Long enough that a job handed back on shutdown can only have come back by the release.
    CRM_LEASE_MS: '600000',
    ...fake.env,
  };
  // Both start at once on the empty database: the start-up lock makes them migrate in turns.
  servers = await Promise.all(
    ['A', 'B'].map((name) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `careers-proc-${name}-`));
      dataDirs.push(dataDir);
      return startServerProcess(name, { ...shared, DATA_DIR: dataDir });
    }),
  );
  await Promise.all(servers.map((s) => waitUntilReady(s)));
  database = await openDatabase({ databaseUrl: scratch.url });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.close();
  await fake?.close();
  await scratch?.drop();
  await pgServer?.stop();
  dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
}, 60_000);

const countBy = async (column: 'status' | 'claimed_by', where = sql`true`) =>
  (
    await database.db.execute<{ key: string; n: number }>(
      sql`SELECT ${sql.raw(column)} AS key, count(*)::int AS n FROM crm_outbox WHERE ${where} GROUP BY 1`,
    )
  ).rows;

async function until(test: () => Promise<boolean>, what: string, timeoutMs = 60_000, from = Date.now()) {
  const deadline = from + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what}\n${servers.map((s) => `--- ${s.name}\n${s.output()}`).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const allDelivered = async () => (await countBy('status')).every((r) => r.key === 'delivered');

/** Candidates and their sync jobs, committed together as verification would. */
async function enqueue(from: number, count: number) {
  await database.db.transaction(async (tx) => {
    for (let n = from; n < from + count; n++) await insertCandidateWithSyncJob(tx, `multi${n}@example.in`, new Date(), `Nair${n}`);
  });
}

let ipCounter = 0;
/** Each call from its own client address (TRUST_PROXY=1: the test is the one proxy), so only per-account limits add up. */
async function call(server: ServerProcess, method: string, url: string, body?: object, token?: string, ip?: string) {
  ipCounter += 1;
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': ip ?? `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('two server processes on one PostgreSQL (OPS-1)', () => {
  it('migrated the database once although both started at the same moment', async () => {
    const applied = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    for (const server of servers) expect(server.output()).not.toMatch(/already exists|duplicate key/);
  });

  it('runs each scheduled job once per period between them (docs/decisions/015)', async () => {
    // Both processes' schedule workers ran their first round at start-up, racing for the same periods.
    const runs = async () =>
      (
        await database.db.execute<{ name: string; period: string; status: string; attempts: number; by: string }>(
          sql`SELECT name, period_start::text AS period, status, attempts, claimed_by AS by FROM scheduled_job_runs ORDER BY name, period_start`,
        )
      ).rows;
    await until(async () => {
      const rows = await runs();
      return (
        rows.some((r) => r.name === 'housekeeping') && rows.some((r) => r.name === 'watch-digest') && rows.every((r) => r.status === 'done')
      );
    }, 'the scheduled runs of the current periods to be done');
    const rows = await runs();
    for (const row of rows) expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(new Set(rows.map((r) => `${r.name} ${r.period}`)).size).toBe(rows.length);
    const pids = servers.map((s) => String(s.pid));
    for (const row of rows) expect(pids).toContain(row.by.split(':')[1]);
  });

  it('delivers 50 queued CRM jobs exactly once between them', async () => {
    // The first request of one process waits until the other process has sent one too, so both
    // provably take part; then everything flows.
    fake.hold();
    const started = Date.now();
    await enqueue(1, 50);
    await fake.waitFor(() => new Set(fake.upserts.map((u) => u.token)).size >= 2, 'an upsert from each process');
    fake.release();
    await until(allDelivered, 'all 50 jobs to be delivered');
    const elapsedMs = Date.now() - started;

    const emails = fake.upserts.map((u) => u.email);
    expect(emails).toHaveLength(50);
    expect(new Set(emails).size).toBe(50);
    expect(fake.contacts.size).toBe(50);
    const byProcess = await countBy('claimed_by');
    expect(byProcess).toHaveLength(2);
    expect(byProcess.map((r) => r.key.split(':')[1]).sort()).toEqual(servers.map((s) => String(s.pid)).sort());
    expect(byProcess.reduce((sum, r) => sum + r.n, 0)).toBe(50);
    console.log(`50 CRM jobs delivered by two processes in ${elapsedMs} ms: ${byProcess.map((r) => r.n).join(' + ')}, duplicates 0`);
  });

  it('honours a token issued by one process on the other, and a logout on one on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = `two.processes.${process.pid}@example.in`;
    const signup = { first_name: 'Lakshmi', last_name: 'Iyer', username: email, password: 'correct horse 42' };
    expect((await call(a, 'POST', '/api/register', signup)).status).toBe(200);
    // Without SMTP each process writes mail to its own DATA_DIR/outbox; the code itself is in the database.
    // The mail goes out after the answer (docs/decisions/009), from whichever process's worker claims it.
    let code = '';
    await until(async () => {
      for (const dir of dataDirs) {
        try {
          code = codeIn(lastMailTo(dir, email));
          return true;
        } catch {
          // not there yet
        }
      }
      return false;
    }, 'the sign-up code in an outbox');
    const verified = await call(b, 'POST', '/api/verify', { ...signup, otp: code });
    expect(verified.status).toBe(200);
    const token = verified.body.access_token as string;

    for (const server of servers) {
      const me = await call(server, 'GET', '/api/session', undefined, token);
      expect(me.status).toBe(200);
      expect(me.body.user_details).toMatchObject({ email, first_name: 'Lakshmi' });
    }

    // Verification queued the CRM sync with the account; INT-4's calls find it, on either process.
    const created = await call(a, 'POST', '/api/createZohoUser', {}, token);
    expect(created.status).toBe(200);
    expect(created.body.queued_now).toBe(false);
    await fake.waitFor(() => fake.contacts.has(email), 'the new candidate in the CRM');
    await until(allDelivered, 'the sync job to be recorded as delivered');
    const updated = await call(b, 'PATCH', '/api/update-zoho-details', {}, token);
    expect(updated.body).toMatchObject({ sync_status: 'delivered', queued_now: false });
    expect(fake.upserts.filter((u) => u.email === email)).toHaveLength(1);

    expect((await call(b, 'POST', '/api/logout', undefined, token)).status).toBe(200);
    for (const server of servers) expect((await call(server, 'GET', '/api/session', undefined, token)).status).toBe(401);
  });

  it('counts a request-rate limit over requests to both processes', async () => {
    // The per-address e-mail request limit has an hour-long fixed window; not within seconds of its end.
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 10_000) await new Promise((resolve) => setTimeout(resolve, toNextHour + 100));
    const unknown = { username: `nobody.${process.pid}@example.in` };
    const ip = '198.18.200.1';
    const { limit } = RATE_LIMITS.emailPerIp;
    for (let i = 0; i < limit; i++) {
      expect((await call(servers[i % 2]!, 'POST', '/api/forgot-password', unknown, undefined, ip)).status).toBe(404);
    }
    for (const server of servers) {
      const blocked = await call(server, 'POST', '/api/forgot-password', unknown, undefined, ip);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('shows a job one process opens or closes on the other process within a second (OPS-8, docs/decisions/012)', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = `recruiter.${process.pid}@example.in`;
    const { link } = await createRecruiter(
      { db: database.db, clock: systemClock, siteUrl: 'http://careers.test' },
      { email, name: 'Anna Schmidt' },
    );
    const password = 'recruiter pass 42';
    const resetToken = new URL(link).searchParams.get('token');
    expect(
      (await call(a, 'POST', '/api/reset-password', { token: resetToken, new_password: password, confirm_new_password: password })).status,
    ).toBe(200);
    const login = await call(b, 'POST', '/api/login', { username: email, password });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const listed = async (server: ServerProcess) =>
      ((await call(server, 'GET', '/api/getJobOpenings?pageSize=50')).body.job_openings as { job_id: number }[]).map((j) => j.job_id);

    // B keeps its list in memory before A's change.
    const before = await listed(b);
    expect(await listed(b)).toEqual(before);
    expect((await call(b, 'GET', '/api/getJobOpenings?pageSize=50')).headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const posted = await call(a, 'POST', '/api/recruiter/jobs', jobInput({ job_title: 'Two Process Cache Engineer' }), token);
    const postedAt = Date.now();
    expect(posted.status).toBe(201);
    const jobId = (posted.body.job as { job_id: number }).job_id;
    expect(await listed(a)).toContain(jobId);
    await until(async () => (await listed(b)).includes(jobId), 'the new job on the other process’s list within a second', 1_000, postedAt);

    // Both keep the list with the job; A closes it.
    expect((await call(b, 'POST', '/api/getDetails', { job_id: jobId })).status).toBe(200);
    const closed = await call(a, 'PATCH', `/api/recruiter/jobs/${jobId}/status`, { status: 'closed' }, token);
    const closedAt = Date.now();
    expect(closed.status).toBe(200);
    // At once on the process that made the change…
    expect(await listed(a)).not.toContain(jobId);
    expect((await call(a, 'POST', '/api/getDetails', { job_id: jobId })).status).toBe(404);
    // …and within a second on the other.
    await until(
      async () => !(await listed(b)).includes(jobId),
      'the closed job to leave the other process’s list within a second',
      1_000,
      closedAt,
    );
    expect((await call(b, 'POST', '/api/getDetails', { job_id: jobId })).status).toBe(404);
  });

  it('hands back the jobs of a process stopped mid-batch (SIGTERM), which the other then delivers once', async () => {
    const before = fake.upserts.length;
    fake.hold();
    await enqueue(101, 10);
    await fake.waitFor(() => fake.upserts.length > before, 'a delivery in flight');
    const held = fake.upserts[before]!.email;
    const [owner] = await countBy('claimed_by', sql`payload->>'Email' = ${held}`);
    const victim = servers.find((s) => owner?.key.split(':')[1] === String(s.pid))!;
    const survivor = servers.find((s) => s !== victim)!;

    const stopping = victim.stop();
    // Stopped listening: the shutdown has begun (the call in flight is still held by the fake).
    await until(
      async () =>
        fetch(`${victim.url}/healthz`).then(
          () => false,
          () => true,
        ),
      'the stopped process to close its port',
    );
    fake.release();
    expect(await stopping).toBe(0);
    await until(allDelivered, 'the other process to deliver the handed-back jobs');

    const emails = fake.upserts.slice(before).map((u) => u.email);
    expect(emails).toHaveLength(10);
    expect(new Set(emails).size).toBe(10);
    expect((await fetch(`${survivor.url}/readyz`)).status).toBe(200);
  });
});
