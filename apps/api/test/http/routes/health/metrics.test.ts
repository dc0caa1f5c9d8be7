import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGES } from '@careers/shared';
import { freshEmail, signUp, signupPayload } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { parsePrometheusText, promtoolLint, sampleValue, samplesOf, type MetricFamily } from '../../../helpers/prometheus.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

/**
 * docs/decisions/027: GET /metrics in the Prometheus text format, read by Prometheus' own parser and
 * linter (promtool) and the official client's parser, never by ours: requests by route template and
 * status with their latency, background queues, database errors and connections, the process's
 * event-loop lag and memory, and the backups' ages from their status provider.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
const logLines: string[] = [];
let ctx: TestContext;
/** When the backup provider says the last base backup, WAL segment and restorable point were. */
let backupTimes: { base: Date; wal: Date; restorable: Date } | undefined;

beforeAll(async () => {
  ctx = await createTestApp(
    // No Zoho: the CRM's jobs stay queued, as they would in production without it.
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' },
    {
      logStream: { write: (line: string) => void logLines.push(line) },
      statusProviders: {
        backup: async () => ({
          latestRestorableAt: backupTimes?.restorable ?? null,
          lastBaseBackupAt: backupTimes?.base ?? null,
          lastArchivedWalAt: backupTimes?.wal ?? null,
        }),
      },
    },
  );
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** A scrape as Prometheus makes it, checked by promtool (it must parse and lint clean), then parsed. */
async function metrics(): Promise<MetricFamily[]> {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(promtoolLint(res.body)).toBe('');
  return parsePrometheusText(res.body);
}

describe('GET /metrics (docs/decisions/027)', () => {
  it('is not served without METRICS_TOKEN: a 404 like any unknown path', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const unknown = await plain.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(res.statusCode).toBe(unknown.statusCode);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token, with a wrong one, or with the token not as a bearer', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-0123', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ message: SYSTEM_MESSAGES.metricsUnauthorized });
    }
  });

  it('counts each request by method, route template (never the raw URL) and status, with its latency', async () => {
    const recruiter = await signUpRecruiter(ctx);
    const job = await postJob(ctx, recruiter.token);
    for (let i = 0; i < 3; i += 1) expect((await call(ctx, 'GET', '/api/getJobOpenings')).statusCode).toBe(200);
    // Two jobs' paths and a missing one are one route; an unknown path is not a label of its own.
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}`, { token: recruiter.token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/999999`, { token: recruiter.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/api/no/such/route/abc123')).statusCode).toBe(404);

    const families = await metrics();
    const count = (labels: Record<string, string>) => sampleValue(families, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/getJobOpenings', status_code: '200' })).toBe(3);
    expect(count({ method: 'GET', route: '/api/recruiter/jobs/:id', status_code: '200' })).toBe(1);
    expect(count({ method: 'GET', route: '/api/recruiter/jobs/:id', status_code: '404' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/recruiter/jobs', status_code: '201' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(samplesOf(families, 'http_request_duration_seconds_count').map((s) => s.labels.route));
    for (const route of routes) expect(route).not.toMatch(/999999|abc123|\d{2,}/);
    // The histogram: cumulative buckets up to +Inf, which holds every request.
    const buckets = samplesOf(families, 'http_request_duration_seconds_bucket', { route: '/api/getJobOpenings', status_code: '200' });
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(buckets.at(-1)?.value).toBe(3);
    expect(buckets.map((b) => b.value)).toEqual([...buckets.map((b) => b.value)].sort((a, b) => a - b));
    expect(
      sampleValue(families, 'http_request_duration_seconds_sum', { route: '/api/getJobOpenings', status_code: '200' }),
    ).toBeGreaterThan(0);
    expect(families.find((f) => f.name === 'http_request_duration_seconds')?.type).toBe('histogram');
  });

  it('shows the scrape it answers in the next one', async () => {
    const before = await metrics();
    const after = await metrics();
    const scrapes = (families: MetricFamily[]) =>
      samplesOf(families, 'http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status_code: '200' })[0]?.value ?? 0;
    expect(scrapes(after)).toBe(scrapes(before) + 1);
  });

  it('reads each queue’s depth, oldest age and failed jobs when scraped', async () => {
    // A verified sign-up queues the candidate's CRM sync; without Zoho it stays queued.
    await signUp(ctx, freshEmail('metrics'));
    ctx.clock.advance(90_000);
    const families = await metrics();
    expect(sampleValue(families, 'careers_background_jobs', { kind: 'crm', status: 'queued' })).toBe(1);
    expect(sampleValue(families, 'careers_background_jobs', { kind: 'crm', status: 'failed' })).toBe(0);
    expect(sampleValue(families, 'careers_background_job_oldest_age_seconds', { kind: 'crm' })).toBe(90);
    // Every kind is there, each with its three statuses; nothing of the mail is waiting (the sign-up's was sent).
    for (const kind of ['mail', 'crm', 'file-deletions', 'talent-text', 'fit-refresh', 'schedules']) {
      expect(
        samplesOf(families, 'careers_background_jobs', { kind })
          .map((s) => s.labels.status)
          .sort(),
      ).toEqual(['failed', 'processing', 'queued']);
    }
    expect(sampleValue(families, 'careers_background_jobs', { kind: 'mail', status: 'queued' })).toBe(0);
    expect(sampleValue(families, 'careers_background_job_oldest_age_seconds', { kind: 'mail' })).toBe(0);
  });

  it('reads the schedules’ failed runs and last success', async () => {
    const families = await metrics();
    // The app's first scheduler round ran every schedule of its period (createTestApp waits for it).
    for (const schedule of ['housekeeping', 'retention', 'job-alerts-instant']) {
      expect(sampleValue(families, 'careers_scheduled_runs_failed', { schedule })).toBe(0);
      expect(sampleValue(families, 'careers_scheduled_run_last_success_timestamp_seconds', { schedule })).toBeGreaterThan(
        Date.parse('2026-01-01') / 1000,
      );
    }
  });

  it('counts the database errors the log writes, by SQLSTATE code', async () => {
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_signup() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION USING ERRCODE = '23514', MESSAGE = 'refused for the test'; END $$`),
    );
    await db.execute(
      sql.raw('CREATE TRIGGER refuse_signup BEFORE INSERT ON pending_signups FOR EACH ROW EXECUTE FUNCTION refuse_signup()'),
    );
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail()) })).statusCode).toBe(500);
      }
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_signup ON pending_signups'));
    }
    expect(logLines.filter((line) => line.includes('"code":"23514"'))).toHaveLength(2);
    const families = await metrics();
    expect(sampleValue(families, 'careers_database_errors_total', { code: '23514' })).toBe(2);
    expect(sampleValue(families, 'http_request_duration_seconds_count', { route: '/api/register', status_code: '500' })).toBe(2);
  });

  it('reports what the database engine has: the pool, or PGlite’s one connection', async () => {
    const families = await metrics();
    if (ctx.database.kind === 'pglite') {
      expect(sampleValue(families, 'careers_db_pglite_calls_in_flight')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(families, 'careers_db_pglite_open_transactions')).toBe(0);
      expect(samplesOf(families, 'careers_db_pool_waiting')).toEqual([]);
    } else {
      expect(sampleValue(families, 'careers_db_pool_max')).toBe(10);
      expect(sampleValue(families, 'careers_db_pool_waiting')).toBe(0);
      expect(sampleValue(families, 'careers_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(samplesOf(families, 'careers_db_pglite_calls_in_flight')).toEqual([]);
    }
    const engine = samplesOf(families, 'careers_info')[0]?.labels.engine;
    expect(engine).toBe(ctx.database.kind === 'pglite' ? 'pglite' : 'external-postgresql');
  });

  it('has the process’s event-loop lag and memory', async () => {
    const families = await metrics();
    expect(sampleValue(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(samplesOf(families, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it('gives the backups’ ages from their status provider: +Inf before the first, then seconds by the app’s clock', async () => {
    backupTimes = undefined;
    let families = await metrics();
    expect(sampleValue(families, 'careers_backup_base_backup_age_seconds')).toBe(Number.POSITIVE_INFINITY);
    expect(sampleValue(families, 'careers_backup_wal_archive_age_seconds')).toBe(Number.POSITIVE_INFINITY);

    const now = ctx.clock.now().getTime();
    backupTimes = { base: new Date(now - 3_600_000), wal: new Date(now - 30_000), restorable: new Date(now - 30_000) };
    families = await metrics();
    expect(sampleValue(families, 'careers_backup_base_backup_age_seconds')).toBe(3600);
    expect(sampleValue(families, 'careers_backup_wal_archive_age_seconds')).toBe(30);
    expect(sampleValue(families, 'careers_backup_restorable_age_seconds')).toBe(30);
  });
});
