import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as A, savedJobsResponseSchema } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const savedIds = async (token: string) => {
  const res = await call(ctx, 'GET', '/api/saved-jobs', { token });
  expect(res.statusCode).toBe(200);
  return savedJobsResponseSchema.parse(res.json()).saved_jobs.map((s) => s.job.job_id);
};

describe('saved jobs (APP-6)', () => {
  it('save toggles on and off, newest first, and each candidate sees only their own', async () => {
    const [a, b] = [await postJob(ctx, recruiter), await postJob(ctx, recruiter, { job_title: 'Sentinel Engineer' })];
    const priya = await signUp(ctx);
    const other = await signUp(ctx);
    expect(await savedIds(priya.token)).toEqual([]);

    const saved = await call(ctx, 'PUT', `/api/saved-jobs/${a.job_id}`, { token: priya.token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(A.jobSaved);
    ctx.clock.advance(1000);
    await call(ctx, 'PUT', `/api/saved-jobs/${b.job_id}`, { token: priya.token });
    // Saving again is harmless and keeps one entry.
    expect((await call(ctx, 'PUT', `/api/saved-jobs/${b.job_id}`, { token: priya.token })).statusCode).toBe(200);
    expect(await savedIds(priya.token)).toEqual([b.job_id, a.job_id]);
    expect(await savedIds(other.token)).toEqual([]);

    const removed = await call(ctx, 'DELETE', `/api/saved-jobs/${b.job_id}`, { token: priya.token });
    expect(removed.json().message).toBe(A.jobUnsaved);
    expect((await call(ctx, 'DELETE', `/api/saved-jobs/${b.job_id}`, { token: priya.token })).statusCode).toBe(200);
    expect(await savedIds(priya.token)).toEqual([a.job_id]);
  });

  it('a job closed after saving stays listed, marked closed; a closed or unknown job cannot be saved', async () => {
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    await call(ctx, 'PUT', `/api/saved-jobs/${job.job_id}`, { token: priya.token });
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } });
    const list = savedJobsResponseSchema.parse((await call(ctx, 'GET', '/api/saved-jobs', { token: priya.token })).json());
    expect(list.saved_jobs.map((s) => [s.job.job_id, s.job.status])).toEqual([[job.job_id, 'closed']]);

    const closed = await call(ctx, 'PUT', `/api/saved-jobs/${job.job_id}`, { token: (await signUp(ctx)).token });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(A.jobClosed);
    const unknown = await call(ctx, 'PUT', '/api/saved-jobs/99999', { token: priya.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(A.jobNotFound);
    expect((await call(ctx, 'PUT', '/api/saved-jobs/abc', { token: priya.token })).statusCode).toBe(400);
  });
});
