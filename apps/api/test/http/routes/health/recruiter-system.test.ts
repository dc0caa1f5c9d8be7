import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BACKUP_STALE_SECONDS, SYSTEM_MESSAGES, type SystemStatus } from '@careers/shared';
import { freshEmail, signUp } from '../../../helpers/accounts.js';
import { signUpAdmin, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, createTestAppWithZoho, type TestContext } from '../../../helpers/test-app.js';
import type { FakeZoho } from '../../../helpers/fake-zoho.js';

/**
 * REC-15 (docs/decisions/027): the admins' system page's API: what the server is and does (from the
 * same source /metrics reads), admins only, and the retry of a job kind's failed jobs.
 */
let ctx: TestContext & { zoho: FakeZoho };
let admin: string;
let recruiter: string;
let candidate: string;
/** What the backup provider reports; undefined: the restorable point is not known yet. */
let restorableAt: Date | null = null;

beforeAll(async () => {
  // One attempt, so a CRM delivery Zoho refuses with a 500 fails for good at once.
  ctx = await createTestAppWithZoho({ CRM_MAX_ATTEMPTS: '1' });
  admin = (await signUpAdmin(ctx)).token;
  recruiter = (await signUpRecruiter(ctx)).token;
  candidate = (await signUp(ctx)).token;
});
afterAll(() => ctx.close());

async function status(token = admin): Promise<SystemStatus> {
  const res = await call(ctx, 'GET', '/api/recruiter/system', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SystemStatus>();
}
const retry = (kind: string, token = admin) => call(ctx, 'POST', `/api/recruiter/system/queues/${kind}/retry`, { token });
const queue = (s: SystemStatus, kind: string) => s.queues.find((q) => q.kind === kind);

describe('GET /api/recruiter/system (REC-15)', () => {
  it('is for admins: 401 without a token, 403 for a recruiter who is not an admin and for a candidate', async () => {
    expect((await call(ctx, 'GET', '/api/recruiter/system')).statusCode).toBe(401);
    for (const token of [recruiter, candidate]) {
      const res = await call(ctx, 'GET', '/api/recruiter/system', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.forbidden });
    }
    for (const token of [recruiter, candidate]) expect((await retry('crm', token)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/recruiter/system/queues/crm/retry')).statusCode).toBe(401);
  });

  it('says what the server is: version, engine, uptime by the app’s clock', async () => {
    const first = await status();
    expect(first.version).toMatch(/^\d+\.\d+\.\d+/);
    // Run from source: no build recorded a commit.
    expect(first.commit).toBeNull();
    expect(first.engine).toBe(ctx.database.kind === 'pglite' ? 'pglite' : 'external-postgresql');
    expect(first.now).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(3_600_000);
    const later = await status();
    expect(later.uptimeSeconds - first.uptimeSeconds).toBe(3600);
    expect(later.startedAt).toBe(first.startedAt);
  });

  it('shows mail and SMS in outbox mode writing codes to the log, and real delivery not', async () => {
    expect((await status()).delivery).toEqual({ mail: 'outbox', sms: 'outbox', codesInLog: { mail: true, sms: true } });
    const real = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+14155550100',
      BACKGROUND_WORKERS_OFF: 'mail',
    });
    try {
      const { token } = await signUpAdmin(real);
      const res = await call(real, 'GET', '/api/recruiter/system', { token });
      expect(res.json<SystemStatus>().delivery).toEqual({ mail: 'smtp', sms: 'twilio', codesInLog: { mail: false, sms: false } });
    } finally {
      await real.close();
    }
  });

  it('says codes stay out of the log in production even with mail and SMS in outbox mode (OPS-11’s rule)', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const { token } = await signUpAdmin(production);
      const res = await call(production, 'GET', '/api/recruiter/system', { token });
      expect(res.json<SystemStatus>().delivery).toEqual({ mail: 'outbox', sms: 'outbox', codesInLog: { mail: false, sms: false } });
    } finally {
      await production.close();
    }
  });

  it('lists every schedule with its last run, result and next run', async () => {
    const s = await status();
    // Every schedule of http/schedules.ts (the backups' among them where they run).
    expect(s.schedules.map((x) => x.name)).toEqual(
      expect.arrayContaining([
        'housekeeping',
        'interview-reminders',
        'job-alerts-daily',
        'job-alerts-instant',
        'job-alerts-weekly',
        'retention',
        'watch-digest',
      ]),
    );
    const housekeeping = s.schedules.find((x) => x.name === 'housekeeping');
    expect(housekeeping?.cadence).toEqual({ everySeconds: 3600 });
    // Its first run (at the app's start) succeeded; the clock has since moved an hour: its next period is due.
    expect(housekeeping?.lastRun?.result).toBe('done');
    expect(housekeeping?.failed).toBe(0);
    expect(Date.parse(housekeeping?.nextRunAt ?? '')).toBeLessThanOrEqual(Date.parse(s.now));
    await ctx.app.backgroundJobs.scheduler.runOnce();
    const after = (await status()).schedules.find((x) => x.name === 'housekeeping');
    expect(after?.lastRun).toEqual({ at: s.now, result: 'done' });
    expect(after?.nextRunAt).toBe(new Date(Math.floor(Date.parse(s.now) / 3_600_000 + 1) * 3_600_000).toISOString());
    expect(s.schedules.find((x) => x.name === 'retention')?.cadence).toEqual({ dailyAtUtc: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('shows each queue’s depth and failed jobs, and retries a kind’s failed jobs as crm:retry does', async () => {
    const before = await status();
    expect(before.queues.map((q) => q.kind).sort()).toEqual(['crm', 'file-deletions', 'fit-refresh', 'mail', 'schedules', 'talent-text']);
    // The sign-ups above queued their CRM syncs; the CRM worker is the test's to run (BACKGROUND_WORKERS_OFF=crm).
    expect(queue(before, 'crm')).toMatchObject({ queued: 1, failed: 0, worker: 'off', retryable: true });
    expect(queue(before, 'crm')?.oldestPendingAt).not.toBeNull();
    expect(queue(before, 'mail')).toMatchObject({ queued: 0, worker: 'running', retryable: false });

    ctx.zoho.failNext(500);
    await ctx.app.crmWorker?.runOnce();
    const failed = await status();
    expect(queue(failed, 'crm')).toMatchObject({ queued: 0, processing: 0, failed: 1, oldestPendingAt: null });

    const res = await retry('crm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ requeued: 1 });
    expect(queue(await status(), 'crm')).toMatchObject({ queued: 1, failed: 0 });
    expect(await ctx.app.crmWorker?.runOnce()).toBe(1);
    expect(queue(await status(), 'crm')).toMatchObject({ queued: 0, failed: 0 });
    expect(ctx.zoho.accepted()).toHaveLength(1);
    // Nothing failed is left: a second retry requeues nothing.
    expect((await retry('crm')).json()).toEqual({ requeued: 0 });
  });

  it('refuses to retry the mail (a failed message’s text is erased) and an unknown kind', async () => {
    const mail = await retry('mail');
    expect(mail.statusCode).toBe(409);
    expect(mail.json()).toMatchObject({ message: SYSTEM_MESSAGES.notRetryable });
    const unknown = await retry('no-such-kind');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SYSTEM_MESSAGES.unknownKind('no-such-kind') });
    expect((await retry('Not_A_Kind')).statusCode).toBe(400);
  });

  it('says "not reported" for backups until a provider reports, then the restorable point, its age and whether it is stale', async () => {
    expect((await status()).backup).toBeNull();
    const withBackups = await createTestApp(
      {},
      {
        statusProviders: {
          backup: async () => ({ latestRestorableAt: restorableAt, lastBaseBackupAt: restorableAt, lastArchivedWalAt: restorableAt }),
        },
      },
    );
    try {
      const { token } = await signUpAdmin(withBackups);
      const read = async () => (await call(withBackups, 'GET', '/api/recruiter/system', { token })).json<SystemStatus>().backup;
      restorableAt = null;
      expect(await read()).toEqual({ latestRestorableAt: null, ageSeconds: null, stale: true });
      restorableAt = new Date(withBackups.clock.now().getTime() - 90_000);
      expect(await read()).toEqual({ latestRestorableAt: restorableAt.toISOString(), ageSeconds: 90, stale: false });
      // A day and a minute old (sessions last 12 hours, so the clock stays; the backup moves back).
      restorableAt = new Date(withBackups.clock.now().getTime() - (BACKUP_STALE_SECONDS + 60) * 1000);
      expect(await read()).toEqual({ latestRestorableAt: restorableAt.toISOString(), ageSeconds: BACKUP_STALE_SECONDS + 60, stale: true });
    } finally {
      await withBackups.close();
    }
  });

  it('shows a queue whose worker is not configured: the CRM without Zoho', async () => {
    const plain = await createTestApp();
    try {
      const { token } = await signUpAdmin(plain);
      await signUp(plain, freshEmail('no-zoho'));
      const res = await call(plain, 'GET', '/api/recruiter/system', { token });
      expect(res.json<SystemStatus>().queues.find((q) => q.kind === 'crm')).toMatchObject({ worker: 'none', queued: 1, retryable: true });
    } finally {
      await plain.close();
    }
  });
});
