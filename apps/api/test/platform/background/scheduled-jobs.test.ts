import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobRuns } from '../../../src/platform/db/schema/background.js';
import { createJobWorker } from '../../../src/platform/background/job-kind.js';
import type { WorkerLog } from '../../../src/platform/background/outbox-worker.js';
import { createScheduledRunsRepository } from '../../../src/platform/background/scheduled-runs-repository.js';
import { periodStart, scheduledRuns, type ScheduledJob } from '../../../src/platform/background/schedules.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createTestClock, type TestClock } from '../../helpers/test-clock.js';

const CONFIG = { pollMs: 1_000, backoffBaseMs: 1_000, backoffMaxMs: 4_000, maxAttempts: 3, batchSize: 5, leaseMs: 60_000 };
const quiet: WorkerLog = { info() {}, warn() {}, error() {} };

let ctx: TestContext;
let clock: TestClock;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = createTestClock();
});

/** A schedule of its own per test (the app's own worker runs other names on the same table). */
let counter = 0;
const freshName = () => `test-${++counter}`;
const runsOf = (name: string) =>
  ctx.database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, name)).orderBy(asc(scheduledJobRuns.periodStart));
const worker = (workerId: string, schedules: ScheduledJob[]) =>
  createJobWorker(scheduledRuns, { db: ctx.database.db, deps: { schedules }, clock, log: quiet, workerId, config: CONFIG });

describe('periods of a schedule (docs/decisions/015)', () => {
  it('daily at a UTC time: the latest such time at or before now', () => {
    const daily = { dailyAtUtc: '07:00' };
    expect(periodStart(daily, new Date('2026-06-11T07:00:00Z')).toISOString()).toBe('2026-06-11T07:00:00.000Z');
    expect(periodStart(daily, new Date('2026-06-11T06:59:59Z')).toISOString()).toBe('2026-06-10T07:00:00.000Z');
    expect(periodStart(daily, new Date('2026-06-11T23:10:00Z')).toISOString()).toBe('2026-06-11T07:00:00.000Z');
  });

  it('every N seconds: periods aligned to the epoch', () => {
    expect(periodStart({ everyMs: 10_000 }, new Date('2026-06-10T10:00:09.999Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
    expect(periodStart({ everyMs: 3_600_000 }, new Date('2026-06-10T10:59:00Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
    expect(() => periodStart({ dailyAtUtc: '7:00' }, new Date('2026-06-10T10:00:00Z'))).toThrow(/HH:MM/);
  });
});

describe('scheduled jobs across workers (docs/decisions/015)', () => {
  it('runs once per period however many workers claim, and again when the next period begins', async () => {
    const name = freshName();
    const ran: string[] = [];
    const job: ScheduledJob = {
      name,
      cadence: { everyMs: 10_000 },
      run: async ({ start }) => {
        ran.push(start.toISOString());
      },
    };
    const workers = ['w1', 'w2', 'w3'].map((id) => worker(id, [job]));
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.runOnce()));
    expect(ran).toEqual(['2026-06-10T10:00:00.000Z']);

    clock.advance(9_999);
    await Promise.all(workers.map((w) => w.runOnce()));
    expect(ran).toHaveLength(1);
    clock.advance(1);
    await Promise.all(workers.map((w) => w.runOnce()));
    expect(ran).toEqual(['2026-06-10T10:00:00.000Z', '2026-06-10T10:00:10.000Z']);
    expect((await runsOf(name)).map((r) => [r.status, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('retries a failing run with back-off from the app clock, then marks it done', async () => {
    const name = freshName();
    let calls = 0;
    const job: ScheduledJob = {
      name,
      cadence: { dailyAtUtc: '07:00' },
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the mail queue was unavailable');
      },
    };
    const w = worker('w1', [job]);
    await w.runOnce();
    let [run] = await runsOf(name);
    expect(run).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the mail queue was unavailable' });
    expect(run!.periodStart.toISOString()).toBe('2026-06-10T07:00:00.000Z');
    expect(run!.availableAt.getTime()).toBe(clock.now().getTime() + CONFIG.backoffBaseMs);

    clock.advance(CONFIG.backoffBaseMs - 1);
    await w.runOnce();
    expect(calls).toBe(1);
    clock.advance(1);
    await w.runOnce();
    [run] = await runsOf(name);
    expect(run).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(calls).toBe(2);
  });

  it('gives a crashed worker’s run to another once its lease ends; the late result is ignored', async () => {
    const name = freshName();
    let calls = 0;
    const job: ScheduledJob = { name, cadence: { everyMs: 60_000 }, run: async () => void (calls += 1) };
    const repo = createScheduledRunsRepository(ctx.database.db);
    await repo.addPeriods([{ name, start: periodStart(job.cadence, clock.now()) }], clock.now());
    const [claimed] = (await repo.claimDue('crashed', clock.now(), 50, CONFIG.leaseMs)).filter((r) => r.name === name);
    expect(claimed).toMatchObject({ status: 'processing', claimedBy: 'crashed' });

    const other = worker('other', [job]);
    await other.runOnce();
    expect(calls).toBe(0);
    clock.advance(CONFIG.leaseMs + 1);
    // A new period has begun meanwhile: the old run is taken over, the new one runs too.
    await other.runOnce();
    expect(calls).toBe(2);
    expect(await repo.markDone(claimed!, 'crashed', clock.now())).toBeNull();
    expect((await runsOf(name)).map((r) => [r.status, r.claimedBy])).toEqual([
      ['done', 'other'],
      ['done', 'other'],
    ]);
  });

  it('hands back a claimed run on graceful stop without charging the attempt', async () => {
    const name = freshName();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const first: ScheduledJob = { name, cadence: { everyMs: 60_000 }, run: async () => void ((started += 1), await held) };
    const secondName = freshName();
    const second: ScheduledJob = { name: secondName, cadence: { everyMs: 60_000 }, run: async () => void (started += 1) };
    const w = worker('stopping', [first, second]);
    const running = w.runOnce();
    while (started === 0) await new Promise((resolve) => setImmediate(resolve));
    const stopped = w.stop();
    release();
    await Promise.all([running, stopped]);
    expect(started).toBe(1);
    expect((await runsOf(name))[0]).toMatchObject({ status: 'done', attempts: 1 });
    expect((await runsOf(secondName))[0]).toMatchObject({ status: 'queued', attempts: 0, claimedUntil: null });
  });

  it('runs the app’s own schedules: housekeeping every hour, the watchers’ digest daily at 07:00 UTC', async () => {
    const appRuns = async (name: string) => (await runsOf(name)).map((r) => [r.periodStart.toISOString(), r.status]);
    // The first round ran when the app started (10:00 on the test clock).
    expect(await appRuns('housekeeping')).toEqual([['2026-06-10T10:00:00.000Z', 'done']]);
    expect(await appRuns('watch-digest')).toEqual([['2026-06-10T07:00:00.000Z', 'done']]);
    ctx.clock.advance(3_600_000);
    await ctx.app.backgroundJobs.scheduler.runOnce();
    expect(await appRuns('housekeeping')).toEqual([
      ['2026-06-10T10:00:00.000Z', 'done'],
      ['2026-06-10T11:00:00.000Z', 'done'],
    ]);
    expect(await appRuns('watch-digest')).toHaveLength(1);
  });
});
