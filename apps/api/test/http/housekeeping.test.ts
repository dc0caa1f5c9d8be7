import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERT_MESSAGES as M } from '@careers/shared';
import { toZohoContact } from '../../src/domains/crm/zoho-contact.js';
import { scheduledJobRuns } from '../../src/platform/db/schema/background.js';
import { crmOutbox } from '../../src/platform/db/schema/crm.js';
import { loginFailures } from '../../src/platform/db/schema/accounts.js';
import { jobAlerts } from '../../src/platform/db/schema/job-alerts.js';
import { mailOutbox } from '../../src/platform/db/schema/mail.js';
import { SETTLED_JOB_KEEP_MS, UNCONFIRMED_ALERT_KEEP_MS } from '../../src/http/housekeeping.js';
import { call, freshIp } from '../helpers/call.js';
import { insertCandidate } from '../helpers/candidates.js';
import { deliverMail, readOutbox } from '../helpers/outbox.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const confirmUrl = (token: string) => `/api/job-alerts/confirm?token=${encodeURIComponent(token)}`;

/** An anonymous alert for `email`; answers the token of the confirmation link it e-mailed. */
async function anonymousAlert(email: string): Promise<string> {
  const res = await call(ctx, 'POST', '/api/job-alerts', { payload: { q: 'Azure', email, frequency: 'daily' }, ip: freshIp() });
  expect(res.statusCode).toBe(202);
  await deliverMail(ctx.app);
  const mail = readOutbox(ctx.config.dataDir).find((m) => m.to.includes(email));
  const link = /http:\/\/careers\.test\/job-alerts\?confirm=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link e-mailed to ${email}`);
  return new URL(link).searchParams.get('confirm') ?? '';
}
const alertAddresses = async () =>
  (await ctx.database.db.select({ email: jobAlerts.email }).from(jobAlerts).where(inArray(jobAlerts.email, ADDRESSES)))
    .map((r) => r.email)
    .sort();
const ADDRESSES = ['old@example.in', 'young@example.in', 'confirmed@example.in'];

describe('housekeeping: unconfirmed job alerts (ALR-7)', () => {
  it('deletes an anonymous alert left unconfirmed past its link’s lifetime; younger and confirmed ones stay', async () => {
    const oldToken = await anonymousAlert('old@example.in');
    const confirmedToken = await anonymousAlert('confirmed@example.in');
    expect((await call(ctx, 'GET', confirmUrl(confirmedToken))).json()).toEqual({ message: M.confirmed });
    ctx.clock.advance(DAY_MS);
    const youngToken = await anonymousAlert('young@example.in');

    // The oldest alert is a minute short of its link's lifetime: everything stays.
    ctx.clock.advance(UNCONFIRMED_ALERT_KEEP_MS - DAY_MS - MINUTE_MS);
    await ctx.app.housekeeping();
    expect(await alertAddresses()).toEqual(['confirmed@example.in', 'old@example.in', 'young@example.in']);

    // A minute past it: its link says it has expired and how to sign up again, and housekeeping deletes it.
    ctx.clock.advance(2 * MINUTE_MS);
    const expired = await call(ctx, 'GET', confirmUrl(oldToken));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(M.linkExpired);
    await ctx.app.housekeeping();
    expect(await alertAddresses()).toEqual(['confirmed@example.in', 'young@example.in']);
    // The alert is gone, and its link still says it expired (the end is signed into the link).
    expect((await call(ctx, 'GET', confirmUrl(oldToken))).json()).toEqual({ message: M.linkExpired, requestId: expect.any(String) });

    // The younger one's link still works.
    expect((await call(ctx, 'GET', confirmUrl(youngToken))).json()).toEqual({ message: M.confirmed });
  });
});

describe('housekeeping: finished runs and settled jobs (docs/decisions/015)', () => {
  it('deletes finished runs and settled mail and CRM jobs 30 days after their last change; pending and leased work stays', async () => {
    const db = ctx.database.db;
    const start = ctx.clock.now();
    const later = new Date(start.getTime() + 365 * DAY_MS);
    const claim = { claimedBy: 'another-process', claimedUntil: later };
    const times = { createdAt: start, updatedAt: start };

    const runs = await db
      .insert(scheduledJobRuns)
      .values(
        (['done', 'failed', 'queued', 'processing'] as const).map((status) => ({
          name: `purge-test-${status}`,
          periodStart: start,
          status,
          availableAt: status === 'queued' ? later : start,
          ...(status === 'processing' ? claim : {}),
          ...times,
        })),
      )
      .returning({ id: scheduledJobRuns.id, status: scheduledJobRuns.status });
    const mails = await db
      .insert(mailOutbox)
      .values(
        (['delivered', 'failed', 'superseded', 'not_sent', 'queued', 'processing'] as const).map((status) => ({
          kind: 'signup-code' as const,
          recipient: `${status}@example.in`,
          message: status === 'queued' || status === 'processing' ? { subject: 's', text: 't', html: 'h', outboxNotice: 'n' } : null,
          status,
          availableAt: status === 'queued' ? later : start,
          ...(status === 'processing' ? claim : {}),
          ...times,
        })),
      )
      .returning({ id: mailOutbox.id, status: mailOutbox.status });
    const crm = await db
      .insert(crmOutbox)
      .values(
        await Promise.all(
          (['delivered', 'failed', 'superseded', 'queued', 'processing'] as const).map(async (status) => ({
            kind: 'contact' as const,
            userId: await insertCandidate(db, `crm-${status}@example.in`),
            payload: toZohoContact({ email: `crm-${status}@example.in`, first_name: 'Asha', last_name: 'Rao' }),
            status,
            availableAt: status === 'queued' ? later : start,
            ...(status === 'processing' ? claim : {}),
            ...times,
          })),
        ),
      )
      .returning({ id: crmOutbox.id, status: crmOutbox.status });

    /** The statuses still present among `rows` of `table`, sorted. */
    const statusesIn = async (table: typeof scheduledJobRuns | typeof mailOutbox | typeof crmOutbox, rows: { id: number }[]) =>
      (
        await db
          .select({ s: table.status })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((r) => r.id),
            ),
          )
      )
        .map((r) => r.s)
        .sort();
    const statusesLeft = async () => ({
      runs: await statusesIn(scheduledJobRuns, runs),
      mails: await statusesIn(mailOutbox, mails),
      crm: await statusesIn(crmOutbox, crm),
    });

    // A minute short of 30 days: all kept.
    ctx.clock.advance(SETTLED_JOB_KEEP_MS - MINUTE_MS);
    await ctx.app.housekeeping();
    expect(await statusesLeft()).toEqual({
      runs: ['done', 'failed', 'processing', 'queued'],
      mails: ['delivered', 'failed', 'not_sent', 'processing', 'queued', 'superseded'],
      crm: ['delivered', 'failed', 'processing', 'queued', 'superseded'],
    });

    // A minute past: the settled ones go, work still waiting or held by a worker stays.
    ctx.clock.advance(2 * MINUTE_MS);
    await ctx.app.housekeeping();
    expect(await statusesLeft()).toEqual({
      runs: ['processing', 'queued'],
      mails: ['processing', 'queued'],
      crm: ['processing', 'queued'],
    });
    // The app's own runs too: the housekeeping run of the first hour, 37 days ago, is gone.
    const firstRun = await db
      .select()
      .from(scheduledJobRuns)
      .where(eq(scheduledJobRuns.periodStart, new Date('2026-06-10T10:00:00.000Z')));
    expect(firstRun).toEqual([]);
  });
});

describe('housekeeping: wrong passwords (ACC-19, docs/decisions/030)', () => {
  it('deletes wrong passwords once they are an hour old; younger ones still count', async () => {
    const email = `housekeeping.${process.pid}@example.in`;
    const failuresFor = async () => (await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, email))).length;
    const wrong = () => call(ctx, 'POST', '/api/login', { payload: { username: email, password: 'not this one' }, ip: freshIp() });
    expect((await wrong()).statusCode).toBe(401);
    ctx.clock.advance(30 * MINUTE_MS);
    expect((await wrong()).statusCode).toBe(401);
    expect(await failuresFor()).toBe(2);

    ctx.clock.advance(31 * MINUTE_MS);
    await ctx.app.housekeeping();
    expect(await failuresFor()).toBe(1);
  });
});
