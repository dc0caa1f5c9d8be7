import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type CrmConfig, type ZohoConfig } from '../../../src/platform/config/config.js';
import { createCrmOutboxRepository, type CrmJobRow } from '../../../src/domains/crm/crm-outbox-repository.js';
import { crmJobs } from '../../../src/domains/crm/crm-jobs.js';
import { createJobWorker } from '../../../src/platform/background/job-kind.js';
import { backoffMs, type WorkerLog } from '../../../src/platform/background/outbox-worker.js';
import { toZohoContact } from '../../../src/domains/crm/zoho-contact.js';
import { crmOutbox } from '../../../src/platform/db/schema/crm.js';
import { createZohoCrmClient } from '../../../src/platform/zoho/zoho-crm.js';
import { startFakeZoho, type FakeZoho } from '../../helpers/fake-zoho.js';
import { insertCandidate } from '../../helpers/candidates.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createTestClock, type TestClock } from '../../helpers/test-clock.js';

const BASE_MS = 1_000;
const CRM: CrmConfig = {
  pollMs: 10,
  backoffBaseMs: BASE_MS,
  backoffMaxMs: 4 * BASE_MS,
  maxAttempts: 4,
  batchSize: 10,
  leaseMs: 60_000,
  requestTimeoutMs: 5_000,
};
const quiet: WorkerLog = { info() {}, warn() {}, error() {} };

let ctx: TestContext;
let fake: FakeZoho;
let clock: TestClock;
let zohoConfig: ZohoConfig;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  fake = await startFakeZoho();
  clock = createTestClock();
  zohoConfig = loadConfig({ DATA_DIR: ctx.config.dataDir, ...fake.env }).zoho!;
  await ctx.database.db.delete(crmOutbox);
});
afterEach(() => fake.close());

const repo = () => createCrmOutboxRepository(ctx.database.db);
/** A worker as the server builds it, with its own Zoho client (token cache) and our clock. */
const worker = (workerId = 'test-worker', config: Partial<CrmConfig> = {}) =>
  createJobWorker(crmJobs, {
    db: ctx.database.db,
    deps: { zoho: createZohoCrmClient(zohoConfig, clock, CRM.requestTimeoutMs) },
    clock,
    log: quiet,
    workerId,
    config: { ...CRM, ...config },
  });
/** Candidate n (created on first use) and a sync job with these details. */
const userIds = new Map<number, number>();
const userFor = async (n: number) => {
  if (!userIds.has(n)) userIds.set(n, await insertCandidate(ctx.database.db, `user${n}@example.in`));
  return userIds.get(n)!;
};
const enqueue = async (n: number, email = `candidate${n}@example.in`, extra: { JobTitle?: string } = {}) =>
  repo().enqueueContact(
    await userFor(n),
    toZohoContact({ email, first_name: 'Asha', last_name: `Rao${n}`, JobTitle: extra.JobTitle ?? null }),
    clock.now(),
  );
const job = async (id: number): Promise<CrmJobRow> => {
  const [row] = await ctx.database.db.select().from(crmOutbox).where(eq(crmOutbox.id, id));
  return row!;
};

describe('CRM delivery to Zoho (INT-3)', () => {
  it('upserts each candidate as a Contact by e-mail and records the CRM id', async () => {
    const a = await enqueue(1);
    const b = await enqueue(2);
    const w = worker();
    expect(await w.runOnce()).toBe(2);

    expect(fake.accepted().map((u) => u.email)).toEqual(['candidate1@example.in', 'candidate2@example.in']);
    expect(fake.tokensIssued()).toBe(1);
    const first = await job(a.id);
    expect(first).toMatchObject({ status: 'delivered', attempts: 1, lastError: null, crmAction: 'insert', claimedUntil: null });
    expect(first.crmRecordId).toBe(fake.contacts.get('candidate1@example.in')?.id);
    expect(fake.contacts.get('candidate2@example.in')?.record).toMatchObject({ Last_Name: 'Rao2', First_Name: 'Asha' });
    expect((await job(b.id)).deliveredAt?.getTime()).toBe(clock.now().getTime());

    // A later profile change is a new job; Zoho finds the contact by e-mail and updates it.
    const again = await enqueue(1, 'candidate1@example.in', { JobTitle: 'Azure SME' });
    expect(again.id).not.toBe(a.id);
    expect(await w.runOnce()).toBe(1);
    expect(await job(again.id)).toMatchObject({ status: 'delivered', crmAction: 'update', crmRecordId: first.crmRecordId });
    expect(fake.contacts.get('candidate1@example.in')?.record.Title).toBe('Azure SME');
    expect(await w.runOnce()).toBe(0);
  });

  it('keeps one live job per candidate: a change made while queued replaces the payload', async () => {
    const first = await enqueue(7, 'seven@example.in', { JobTitle: 'Old title' });
    const second = await enqueue(7, 'seven@example.in', { JobTitle: 'New title' });
    expect(second).toEqual({ id: first.id, revision: 2, status: 'queued' });
    await worker().runOnce();
    expect(fake.upserts).toHaveLength(1);
    expect(fake.contacts.get('seven@example.in')?.record.Title).toBe('New title');
  });

  it('sends a change made while the previous one is in flight right after it, never the older one last', async () => {
    const { id } = await enqueue(8, 'eight@example.in', { JobTitle: 'First' });
    fake.hold();
    const w = worker();
    const running = w.runOnce();
    await fake.waitFor(() => fake.upserts.length === 1, 'the first upsert');
    await enqueue(8, 'eight@example.in', { JobTitle: 'Second' });
    fake.release();
    await running;
    expect(await job(id)).toMatchObject({ status: 'queued', revision: 2, attempts: 0 });
    expect(await w.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'delivered', revision: 2 });
    expect(fake.accepted().map((u) => u.record?.Title)).toEqual(['First', 'Second']);
  });

  it('reuses the access token until it expires, then refreshes it', async () => {
    await enqueue(1);
    const w = worker();
    await w.runOnce();
    await enqueue(2);
    await w.runOnce();
    expect(fake.tokensIssued()).toBe(1);
    clock.advance(3600 * 1000);
    await enqueue(3);
    await w.runOnce();
    expect(fake.tokensIssued()).toBe(2);
    expect(fake.upserts.map((u) => u.token)).toEqual(['1000.fake-access-1', '1000.fake-access-1', '1000.fake-access-2']);
    expect(fake.upserts.every((u) => u.status === 201)).toBe(true);
  });

  it('survives a token that Zoho expires mid-run: 401 INVALID_TOKEN, refresh, same job succeeds', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((n) => enqueue(n)));
    const w = worker('test-worker', { batchSize: 2 });
    expect(await w.runOnce()).toBe(2);
    fake.expireTokens();
    expect(await w.runOnce()).toBe(2);
    expect(fake.upserts.map((u) => u.status)).toEqual([201, 201, 401, 201, 201]);
    expect(fake.tokensIssued()).toBe(2);
    for (const { id } of ids) expect(await job(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries a 5xx or 429 with exponential back-off, then delivers', async () => {
    const { id } = await enqueue(1);
    fake.failNext(503);
    fake.failNext(429);
    const w = worker();
    await w.runOnce();
    let row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/HTTP 503 INTERNAL_ERROR/);
    expect(row.availableAt.getTime() - clock.now().getTime()).toBe(BASE_MS);

    clock.advance(BASE_MS - 1);
    expect(await w.runOnce()).toBe(0);
    clock.advance(1);
    expect(await w.runOnce()).toBe(1);
    row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.lastError).toMatch(/HTTP 429 TOO_MANY_REQUESTS/);
    expect(row.availableAt.getTime() - clock.now().getTime()).toBe(2 * BASE_MS);

    clock.advance(2 * BASE_MS);
    await w.runOnce();
    expect(await job(id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(fake.accepted()).toHaveLength(1);
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, CRM))).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it('fails a job after the attempt cap, keeping the last error; crm:retry requeues it', async () => {
    const { id } = await enqueue(1);
    fake.failNext(500, CRM.maxAttempts);
    const w = worker();
    for (let i = 0; i < CRM.maxAttempts; i++) {
      expect(await w.runOnce()).toBe(1);
      clock.advance(CRM.backoffMaxMs);
    }
    const failed = await job(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: CRM.maxAttempts });
    expect(failed.lastError).toMatch(/HTTP 500/);
    expect(await w.runOnce()).toBe(0);

    expect(await repo().requeueFailed(clock.now())).toEqual([id]);
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await w.runOnce();
    expect(await job(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('fails a record Zoho refuses (a permanent 4xx) at once, with its error', async () => {
    const { id } = await enqueue(1, 'not-an-email');
    const other = await enqueue(2);
    await worker().runOnce();
    const refused = await job(id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toBe(
      'Zoho upsert refused: HTTP 202 INVALID_DATA invalid data {"api_name":"Email","json_path":"$.data[0].Email","expected_data_type":"email"}',
    );
    expect(await job(other.id)).toMatchObject({ status: 'delivered' });

    // The candidate fixes the data: a new job is queued and the failed one is marked superseded.
    const fixed = await enqueue(1, 'fixed@example.in');
    expect(fixed.id).not.toBe(id);
    expect((await job(id)).status).toBe('superseded');
    expect(await repo().requeueFailed(clock.now())).toEqual([]);
    await worker().runOnce();
    expect(await job(fixed.id)).toMatchObject({ status: 'delivered' });
  });

  it('fails a missing mandatory field (HTTP 400 MANDATORY_NOT_FOUND) without retrying', async () => {
    const { id } = await repo().enqueueContact(
      await userFor(9),
      { ...toZohoContact({ email: 'nine@example.in', first_name: 'N', last_name: 'L' }), Last_Name: '' },
      clock.now(),
    );
    await worker().runOnce();
    const row = await job(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/^Zoho upsert refused: HTTP 400 MANDATORY_NOT_FOUND required field not found .*Last_Name/);
    expect(fake.upserts).toHaveLength(1);
  });

  it('keeps jobs queued with the reason while the refresh token is refused', async () => {
    const { id } = await enqueue(1);
    fake.refuseRefresh('invalid_code');
    const w = worker();
    await w.runOnce();
    const row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Zoho token refresh failed: HTTP 200 invalid_code' });
    expect(fake.upserts).toHaveLength(0);
    fake.refuseRefresh(null);
    clock.advance(BASE_MS);
    await w.runOnce();
    expect(await job(id)).toMatchObject({ status: 'delivered' });
  });

  it('treats an unreachable Zoho as a transient failure', async () => {
    const { id } = await enqueue(1);
    await fake.close();
    await worker().runOnce();
    const row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/^Zoho unreachable \(127\.0\.0\.1:\d+\)/);
  });
});

describe('claims shared by several workers (OPS-1)', () => {
  it('gives a crashed worker’s jobs to another once the lease runs out; the late result is ignored', async () => {
    const { id } = await enqueue(1);
    const [claimed] = await repo().claimDue('crashed-worker', clock.now(), 10, CRM.leaseMs);
    expect(claimed).toMatchObject({ id, status: 'processing', claimedBy: 'crashed-worker', attempts: 1 });

    const other = worker('other-worker');
    expect(await other.runOnce()).toBe(0);
    clock.advance(CRM.leaseMs + 1);
    expect(await other.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'delivered', claimedBy: 'other-worker', attempts: 2 });
    expect(await repo().markDelivered(claimed!, 'crashed-worker', clock.now(), { recordId: '1', action: 'insert' })).toBeNull();
    expect(await job(id)).toMatchObject({ claimedBy: 'other-worker', crmRecordId: fake.contacts.get('candidate1@example.in')?.id });
  });

  it('lets workers claim at the same time without taking the same job (FOR UPDATE SKIP LOCKED)', async () => {
    for (let n = 1; n <= 30; n++) await enqueue(n);
    const workers = ['w1', 'w2', 'w3'].map((id) => worker(id, { batchSize: 4 }));
    const drain = async (w: (typeof workers)[number]) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all(workers.map(drain));
    const emails = fake.accepted().map((u) => u.email);
    expect(emails).toHaveLength(30);
    expect(new Set(emails).size).toBe(30);
    const byWorker = await ctx.database.db.execute<{ claimed_by: string; n: number }>(
      sql`SELECT claimed_by, count(*)::int AS n FROM crm_outbox WHERE status = 'delivered' GROUP BY claimed_by`,
    );
    expect(byWorker.rows.reduce((sum, r) => sum + r.n, 0)).toBe(30);
  });

  it('hands back the unstarted part of a batch when stopped, without charging an attempt', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await enqueue(n)).id);
    fake.hold();
    const w = worker();
    const running = w.runOnce();
    await fake.waitFor(() => fake.upserts.length === 1, 'the first upsert');
    const stopped = w.stop();
    expect(w.stopping).toBe(true);
    fake.release();
    await Promise.all([running, stopped]);
    const rows = await Promise.all(ids.map(job));
    // The batch is worked in id order: the first was in flight and is delivered, the others wait.
    expect(rows.map((r) => [r.status, r.attempts, r.claimedUntil])).toEqual([
      ['delivered', 1, null],
      ['queued', 0, null],
      ['queued', 0, null],
    ]);
    expect(fake.upserts.map((u) => u.email)).toEqual([rows[0]!.payload.Email]);
  });
});
