import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as A, RECRUITER_MESSAGES as R } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const withdraw = (token: string | undefined, id: number) => call(ctx, 'POST', `/api/applications/${id}/withdraw`, { token });
const advance = (id: number, from: string) =>
  call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter, payload: { from } });
const steps = (list: { label: string; status: string }[]) => list.map((s) => `${s.label}:${s.status}`);

async function applied(token: string, jobId: number): Promise<number> {
  const res = await submitApplication(ctx, token, jobId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ application: { application_id: number } }>().application.application_id;
}

describe('POST /api/applications/{id}/withdraw (APP-9)', () => {
  it('ends the timeline with a done Withdrawn; the recruiter sees it and can no longer move it; nobody is e-mailed', async () => {
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    const id = await applied(priya.token, job.job_id);
    expect((await advance(id, 'applied')).statusCode).toBe(200);
    await deliverMail(ctx.app);
    const mailsBefore = readOutbox(ctx.config.dataDir).length;

    ctx.clock.advance(60_000);
    const res = await withdraw(priya.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(A.withdrawn);
    expect(res.json().application).toMatchObject({ application_id: id, status: 'withdrawn' });
    expect(steps(res.json().application.applicationSteps)).toEqual(['Applied:done', 'Under review:done', 'Withdrawn:done']);
    expect(res.json().application.applicationSteps.at(-1).date).toBe(ctx.clock.now().toISOString());

    // The candidate's list says the same.
    const mine = (await call(ctx, 'GET', '/api/applications', { token: priya.token })).json().applications;
    expect(mine.find((a: { application_id: number }) => a.application_id === id)).toMatchObject({ status: 'withdrawn' });

    // The recruiter sees Withdrawn, and no move is possible.
    const applicants = (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter })).json().applicants;
    expect(applicants.find((a: { application_id: number }) => a.application_id === id)).toMatchObject({ status: 'withdrawn' });
    for (const res of [
      await advance(id, 'withdrawn'),
      await advance(id, 'under_review'),
      await call(ctx, 'POST', `/api/recruiter/applications/${id}/not-selected`, { token: recruiter }),
    ]) {
      expect(res.statusCode).toBe(409);
    }
    expect((await advance(id, 'withdrawn')).json().message).toBe(R.withdrawnIsFinal);
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir)).toHaveLength(mailsBefore);

    // Withdrawing twice: it has already ended.
    const again = await withdraw(priya.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.cannotWithdrawClosed);
  });

  it('lets the candidate apply to the same job again later, and the new application is live', async () => {
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    const first = await applied(priya.token, job.job_id);
    expect((await withdraw(priya.token, first)).statusCode).toBe(200);
    const second = await applied(priya.token, job.job_id);
    expect(second).not.toBe(first);
    // Still one live application per job.
    const twice = await submitApplication(ctx, priya.token, job.job_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(A.alreadyApplied);
    const mine = (await call(ctx, 'GET', '/api/applications', { token: priya.token })).json().applications;
    expect(mine.map((a: { application_id: number; status: string }) => [a.application_id, a.status])).toEqual([
      [second, 'applied'],
      [first, 'withdrawn'],
    ]);
  });

  it('refuses Hired and Not selected applications, and another candidate’s or an unknown one', async () => {
    const job = await postJob(ctx, recruiter);
    const [hired, rejected, other] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    const hiredId = await applied(hired.token, job.job_id);
    for (const from of ['applied', 'under_review', 'interview', 'offer']) expect((await advance(hiredId, from)).statusCode).toBe(200);
    const rejectedId = await applied(rejected.token, job.job_id);
    expect((await call(ctx, 'POST', `/api/recruiter/applications/${rejectedId}/not-selected`, { token: recruiter })).statusCode).toBe(200);

    const hiredAnswer = await withdraw(hired.token, hiredId);
    expect([hiredAnswer.statusCode, hiredAnswer.json().message]).toEqual([409, A.cannotWithdrawHired]);
    const rejectedAnswer = await withdraw(rejected.token, rejectedId);
    expect([rejectedAnswer.statusCode, rejectedAnswer.json().message]).toEqual([409, A.cannotWithdrawClosed]);

    const notHers = await withdraw(other.token, rejectedId);
    expect([notHers.statusCode, notHers.json().message]).toEqual([404, R.applicationNotFound]);
    expect((await withdraw(other.token, 2_000_000)).statusCode).toBe(404);
    expect((await withdraw(other.token, 0)).statusCode).toBe(400);
  });
});
