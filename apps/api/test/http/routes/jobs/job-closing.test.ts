import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TERMS_MESSAGES as T } from '@careers/shared';
import { jobInput, postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { jobs } from '../../../../src/platform/db/schema/jobs.js';

const DAY_MS = 24 * 3_600_000;
let ctx: TestContext;
let account: { email: string; password: string };
beforeAll(async () => {
  ctx = await createTestApp();
  account = await signUpRecruiter(ctx);
});
/** A fresh access token (the clock moves by days here, past a token's life). */
const logIn = async (): Promise<string> =>
  (await call(ctx, 'POST', '/api/login', { payload: { username: account.email, password: account.password } })).json().access_token;
afterAll(() => ctx.close());

const today = () => ctx.clock.now().toISOString().slice(0, 10);
const publicIds = async (): Promise<number[]> =>
  (await call(ctx, 'GET', '/api/getJobOpenings?pageSize=50')).json().job_openings.map((j: { job_id: number }) => j.job_id);
const statusOf = async (id: number) => (await ctx.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

describe('a passed closing date closes the job by itself (REC-24)', () => {
  it('the public reads stop showing it on the next UTC day, before the scheduled job runs', async () => {
    let recruiter = await logIn();
    const job = await postJob(ctx, recruiter, { closing_date: today() });
    const later = await postJob(ctx, recruiter, { closing_date: '2026-12-31' });
    expect(await publicIds()).toEqual(expect.arrayContaining([job.job_id, later.job_id]));
    expect((await call(ctx, 'POST', '/api/getDetails', { payload: { job_id: job.job_id } })).statusCode).toBe(200);

    // Its last day ends at 23:59:59 UTC (JSON-LD's validThrough); the list answered above is cached.
    ctx.clock.advance(DAY_MS);
    expect(await publicIds()).not.toContain(job.job_id);
    expect(await publicIds()).toContain(later.job_id);
    expect((await call(ctx, 'POST', '/api/getDetails', { payload: { job_id: job.job_id } })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/sitemap.xml')).body).not.toContain(`/job/${job.job_id}<`);
    expect(await statusOf(job.job_id)).toBe('closed');
    recruiter = await logIn();
    const posted = (await call(ctx, 'GET', '/api/recruiter/jobs', { token: recruiter })).json().jobs;
    expect(posted.find((p: { job_id: number }) => p.job_id === job.job_id)).toMatchObject({ status: 'closed' });
  });

  it('the scheduled job closes passed jobs with no request at all', async () => {
    const recruiter = await logIn();
    const job = await postJob(ctx, recruiter, { closing_date: today() });
    ctx.clock.advance(DAY_MS);
    expect(await statusOf(job.job_id)).toBe('open');
    await ctx.app.backgroundJobs.scheduler.runOnce();
    expect(await statusOf(job.job_id)).toBe('closed');
  });

  it('closes each job exactly once, whoever runs first', async () => {
    const recruiter = await logIn();
    const first = await postJob(ctx, recruiter, { closing_date: today() });
    const second = await postJob(ctx, recruiter, { closing_date: today() });
    ctx.clock.advance(DAY_MS);
    const runs = await Promise.all([ctx.app.jobClosing.closePassed(), ctx.app.jobClosing.closePassed(), ctx.app.jobClosing.closePassed()]);
    expect(runs.flat().sort()).toEqual([first.job_id, second.job_id].sort());
    expect(await ctx.app.jobClosing.closePassed()).toEqual([]);
  });

  it('a job closed by its date is reopened only with a new closing date', async () => {
    const job = await postJob(ctx, await logIn(), { closing_date: today() });
    ctx.clock.advance(DAY_MS);
    expect(await publicIds()).not.toContain(job.job_id);
    const recruiter = await logIn();
    const reopen = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ message: T.closingDatePassedToReopen, field: 'closing_date' });
    const edit = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: jobInput({ closing_date: today() }),
    });
    expect(edit.statusCode).toBe(200);
    const again = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(again.statusCode).toBe(200);
    expect(await publicIds()).toContain(job.job_id);
  });
});
