import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/http/app.js';
import { createCrmOutboxRepository } from '../../../src/domains/crm/crm-outbox-repository.js';
import { crmOutbox } from '../../../src/platform/db/schema/crm.js';
import { startFakeZoho, type FakeZoho } from '../../helpers/fake-zoho.js';
import { insertCandidateWithSyncJob } from '../../helpers/candidates.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
let fake: FakeZoho;
beforeAll(async () => {
  fake = await startFakeZoho();
  // The worker runs inside the app, as in production; a short poll keeps the test quick.
  ctx = await createTestApp({ ...fake.env, CRM_POLL_MS: '20', CRM_BATCH_SIZE: '5' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** Resolves once `test` holds; checked on every turn of the event loop (no fixed sleeps). */
async function until(test: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const statuses = async () => (await ctx.database.db.select().from(crmOutbox)).map((r) => r.status).sort();

describe('server restart with CRM jobs pending (INT-3, OPS-1)', () => {
  it('finishes the delivery in flight, hands back the rest, and the next start sends each job once', async () => {
    fake.hold();
    for (let n = 1; n <= 8; n++) await insertCandidateWithSyncJob(ctx.database.db, `restart${n}@example.in`, ctx.clock.now(), `Kumar${n}`);
    await fake.waitFor(() => fake.upserts.length === 1, 'the first delivery');

    // Graceful shutdown (what SIGTERM does in server.ts): close the app while a delivery is in flight.
    const closing = ctx.app.close();
    await until(() => ctx.app.crmWorker?.stopping === true, 'the worker to be told to stop');
    fake.release();
    await closing;
    expect(await statuses()).toEqual(['delivered', ...Array<string>(7).fill('queued')]);
    expect(fake.upserts).toHaveLength(1);

    // The next start (same database, same settings) delivers the rest.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false, clock: ctx.clock });
    try {
      await restarted.ready();
      await until(async () => (await statuses()).every((s) => s === 'delivered'), 'every job to be delivered');
    } finally {
      await restarted.close();
    }
    const emails = fake.upserts.map((u) => u.email);
    expect(emails).toHaveLength(8);
    expect(new Set(emails).size).toBe(8);
    expect(fake.accepted()).toHaveLength(8);
  });

  it('leaves jobs queued and visible when Zoho is not configured', async () => {
    const unconfigured = await buildApp({
      config: { ...ctx.config, zoho: undefined },
      database: ctx.database,
      serveWeb: false,
      clock: ctx.clock,
    });
    try {
      await unconfigured.ready();
      expect(unconfigured.crmWorker).toBeUndefined();
      await insertCandidateWithSyncJob(ctx.database.db, 'waiting@example.in', ctx.clock.now());
      expect(await createCrmOutboxRepository(ctx.database.db).countByStatus()).toEqual({
        queued: 1,
        processing: 0,
        delivered: 8,
        failed: 0,
        superseded: 0,
      });
    } finally {
      await unconfigured.close();
    }
  });
});
