import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKLY_SUMMARY_MAIL as W } from '@careers/shared';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox } from '../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { summaryWeek } from '../../../src/domains/applications/index.js';

/**
 * REC-41, REC-42: the weekly summary e-mail, opt-in per team member, Monday 07:00 in the member's zone
 * (their setting, else UTC), once per member and week, late within that week only, with last week's
 * figures and the link to the report. Time comes from the test clock (Wednesday 10 June 2026, 10:00 UTC);
 * the scheduled job (`weekly-summaries`) runs when the test says so.
 */
const MINUTE = 60_000;

let ctx: TestContext;
const members: Record<'kolkata' | 'zurich' | 'utc' | 'optedOut', { email: string; token: string }> = {} as never;

/** Move the test clock to `at` (never back). */
function clockTo(at: string) {
  const ms = Date.parse(at) - ctx.clock.now().getTime();
  expect(ms, `the clock is already past ${at}`).toBeGreaterThanOrEqual(0);
  ctx.clock.advance(ms);
}

/** The scheduled jobs due now (among them `weekly-summaries`), then the mail they queued. */
async function runSchedules() {
  await ctx.app.backgroundJobs.scheduler.runOnce();
  await deliverMail(ctx.app);
}

let job: number;
/** A new candidate applies to the job now; answers the application's id. */
async function apply(i: number): Promise<number> {
  const candidate = await signUp(ctx);
  const res = await submitApplication(ctx, candidate.token, job, { first_name: `Cand ${'ABCDEFGH'[i]}`, last_name: 'Test' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.application_id as number;
}

const summariesTo = (email: string) =>
  readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(email) && m.subject.startsWith('Your weekly'));

/** A recruiter moves the application one step on from `from` (REC-5). */
async function advance(token: string, id: number, from: string) {
  const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token, payload: { from } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Wednesday 10 June: a recruiter who gets no summary posts the job, and the application that will be stuck
  // (never moved: 14 days later it is) is sent.
  const poster = await signUpRecruiter(ctx, undefined, 'Job Poster');
  job = (await postJob(ctx, poster.token, { job_title: 'Azure Platform Engineer' })).job_id;
  await apply(0);
  // Wednesday 24 June: the members choose the summary (after the week of 22 June's Monday, so none is due late).
  clockTo('2026-06-24T10:00:00Z');
  for (const [name, zone, on] of [
    ['kolkata', 'Asia/Kolkata', true],
    ['zurich', 'Europe/Zurich', true],
    ['utc', null, true],
    ['optedOut', 'Asia/Kolkata', false],
  ] as const) {
    const member = await signUpRecruiter(ctx, undefined, `Member ${name}`);
    members[name] = member;
    const saved = await call(ctx, 'PUT', '/api/recruiter/settings', {
      token: member.token,
      payload: { applicationMails: 'each', timeZone: zone, weeklySummary: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.weeklySummary).toBe(true);
    if (!on) {
      // Opted in, then out again: nothing is sent.
      const off = await call(ctx, 'PUT', '/api/recruiter/settings', {
        token: member.token,
        payload: { applicationMails: 'each', weeklySummary: false },
      });
      expect(off.json().settings).toEqual({ applicationMails: 'each', timeZone: zone, weeklySummary: false });
    }
  }
  // Last week's activity (22–28 June), all direct (no link carried a source): three applications on Wednesday,
  // the third moved through to Hired on Thursday; the one of 10 June is stuck (no move since).
  const ids: number[] = [];
  for (let i = 1; i <= 3; i++) ids.push(await apply(i));
  clockTo('2026-06-25T12:00:00Z');
  const mover = await signUpRecruiter(ctx, undefined, 'Hiring Manager');
  for (const from of ['applied', 'under_review', 'interview', 'offer']) await advance(mover.token, ids[2]!, from);
}, 120_000);
afterAll(() => ctx.close());

describe('the weekly summary (REC-41, REC-42)', () => {
  it('reaches a member in Asia/Kolkata at Monday 07:00 IST (01:30 UTC), not a minute before, with last week’s figures', async () => {
    await runSchedules(); // Thursday: nothing
    // Monday 29 June 01:00 UTC is this week: not in last week's figures.
    clockTo('2026-06-29T01:00:00Z');
    await apply(4);
    clockTo('2026-06-29T01:29:00Z');
    await runSchedules();
    expect(summariesTo(members.kolkata.email)).toHaveLength(0);
    clockTo('2026-06-29T01:30:00Z');
    await runSchedules();
    const [mail] = summariesTo(members.kolkata.email);
    expect(mail?.subject).toBe(W.subject('2026-06-22', '2026-06-28'));
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain(W.applications(3));
    expect(text).toContain(W.hires(1));
    expect(text).toContain(W.stuck(1, 14));
    expect(text).toContain(W.source('direct', 3, 1));
    expect(mail!.text).toContain('http://careers.test/recruiter/reports?from=2026-06-22&to=2026-06-28');
    // Figures only: no candidate is named.
    expect(text).not.toContain('Cand');
    expect(summariesTo(members.zurich.email)).toHaveLength(0);
    expect(summariesTo(members.utc.email)).toHaveLength(0);
  });

  it('reaches a member in Europe/Zurich at 07:00 their time (05:00 UTC in summer), once, whatever the runs', async () => {
    clockTo('2026-06-29T04:59:00Z');
    await runSchedules();
    expect(summariesTo(members.zurich.email)).toHaveLength(0);
    clockTo('2026-06-29T05:00:00Z');
    // Two processes' runs at once, and the scheduled run: one e-mail.
    await Promise.all([ctx.app.weeklySummaries.sendDue(), ctx.app.weeklySummaries.sendDue()]);
    await runSchedules();
    expect(summariesTo(members.zurich.email)).toHaveLength(1);
    expect(summariesTo(members.kolkata.email)).toHaveLength(1);
  });

  it('reaches a member without a zone at 07:00 UTC, late on Wednesday when no server ran on Monday; never one who opted out', async () => {
    clockTo('2026-07-01T12:00:00Z');
    await runSchedules();
    expect(summariesTo(members.utc.email).map((m) => m.subject)).toEqual([W.subject('2026-06-22', '2026-06-28')]);
    clockTo('2026-07-01T12:05:00Z');
    await runSchedules();
    expect(summariesTo(members.utc.email)).toHaveLength(1);
    expect(summariesTo(members.optedOut.email)).toHaveLength(0);
  });

  it('does not send a week’s summary after that week ended: a skipped week is skipped', async () => {
    // No server ran in the week of 6 July; on Monday 13 July at 06:00 UTC (11:30 IST) the Kolkata member
    // gets the summary of 6–12 July, never the one of 29 June–5 July; the UTC member's is not due before 07:00.
    clockTo('2026-07-13T06:00:00Z');
    await runSchedules();
    expect(summariesTo(members.kolkata.email).map((m) => m.subject)).toEqual([
      W.subject('2026-06-22', '2026-06-28'),
      W.subject('2026-07-06', '2026-07-12'),
    ]);
    expect(summariesTo(members.utc.email)).toHaveLength(1);
    clockTo(new Date(Date.parse('2026-07-13T07:00:00Z') + MINUTE).toISOString());
    await runSchedules();
    expect(summariesTo(members.utc.email)).toHaveLength(2);
  });
});

describe('the week a summary is due in (REC-41)', () => {
  it('is Monday 07:00 in the zone: CET in winter, CEST in summer, IST all year', () => {
    expect(summaryWeek(new Date('2026-11-30T06:00:00Z'), 'Europe/Zurich')).toEqual({
      weekStart: '2026-11-30',
      sendAt: new Date('2026-11-30T06:00:00Z'),
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(summaryWeek(new Date('2026-06-15T05:00:00Z'), 'Europe/Zurich').sendAt).toEqual(new Date('2026-06-15T05:00:00Z'));
    // Sunday 23:00 UTC is already Monday in Kolkata: that Monday's week.
    expect(summaryWeek(new Date('2026-06-14T23:00:00Z'), 'Asia/Kolkata')).toMatchObject({
      weekStart: '2026-06-15',
      sendAt: new Date('2026-06-15T01:30:00Z'),
    });
    // The Sunday of a daylight-saving change (29 March 2026 in Zurich) is still last week's.
    expect(summaryWeek(new Date('2026-03-29T21:59:00Z'), 'Europe/Zurich').weekStart).toBe('2026-03-23');
    expect(summaryWeek(new Date('2026-03-30T05:00:00Z'), 'Europe/Zurich').sendAt).toEqual(new Date('2026-03-30T05:00:00Z'));
  });
});
