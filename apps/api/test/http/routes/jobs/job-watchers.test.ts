import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_MESSAGES as R, postedJobsResponseSchema, watchResponseSchema } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, lastMailTo, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let creator: { email: string; token: string };
let colleague: { email: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  creator = await signUpRecruiter(ctx);
  colleague = await signUpRecruiter(ctx);
});
afterAll(() => ctx.close());

const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
const posted = async (token: string) =>
  postedJobsResponseSchema.parse((await call(ctx, 'GET', '/api/recruiter/jobs', { token })).json()).jobs;

describe('job watchers (REC-13)', () => {
  it("a job's creator watches it from the start and is e-mailed of each new application, with a link straight to the applicant", async () => {
    const job = await postJob(ctx, creator.token);
    expect((await posted(creator.token)).find((j) => j.job_id === job.job_id)?.watching).toBe(true);
    expect((await posted(colleague.token)).find((j) => j.job_id === job.job_id)?.watching).toBe(false);

    const candidate = await signUp(ctx);
    const applied = await submitApplication(
      ctx,
      candidate.token,
      job.job_id,
      applicationFields({ first_name: 'Priya', last_name: 'Raman' }),
    );
    expect(applied.statusCode).toBe(201);
    const applicationId: number = applied.json().application.application_id;
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, creator.email);
    expect(mail.subject).toBe(`New application for ${job.job_title}: Priya Raman`);
    expect(mail.text).toContain(`${ctx.config.siteUrl}/recruiter/jobs/${job.job_id}#applicant-${applicationId}`);
    expect(mailsTo(colleague.email)).toHaveLength(0);
  });

  it('any recruiter can watch a job and is then told too; unwatching stops the e-mails', async () => {
    const job = await postJob(ctx, creator.token);
    const watch = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}/watch`, { token: colleague.token });
    expect(watchResponseSchema.parse(watch.json())).toEqual({ message: R.watchOn, job_id: job.job_id, watching: true });
    expect((await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}/watch`, { token: colleague.token })).statusCode).toBe(200);
    expect((await posted(colleague.token)).find((j) => j.job_id === job.job_id)?.watching).toBe(true);

    const before = mailsTo(colleague.email).length;
    await submitApplication(ctx, (await signUp(ctx)).token, job.job_id);
    await deliverMail(ctx.app);
    expect(mailsTo(colleague.email)).toHaveLength(before + 1);

    const unwatch = await call(ctx, 'DELETE', `/api/recruiter/jobs/${job.job_id}/watch`, { token: colleague.token });
    expect(unwatch.json()).toEqual({ message: R.watchOff, job_id: job.job_id, watching: false });
    const creatorBefore = mailsTo(creator.email).length;
    await submitApplication(ctx, (await signUp(ctx)).token, job.job_id);
    await deliverMail(ctx.app);
    expect(mailsTo(colleague.email)).toHaveLength(before + 1);
    expect(mailsTo(creator.email)).toHaveLength(creatorBefore + 1);
  });

  it('the creator can unwatch their own job; an unwatched job e-mails no one', async () => {
    const job = await postJob(ctx, creator.token);
    await call(ctx, 'DELETE', `/api/recruiter/jobs/${job.job_id}/watch`, { token: creator.token });
    const before = readOutbox(ctx.config.dataDir).length;
    const candidate = await signUp(ctx);
    await submitApplication(ctx, candidate.token, job.job_id);
    await deliverMail(ctx.app);
    expect(
      readOutbox(ctx.config.dataDir)
        .slice(before)
        .filter((m) => m.subject.startsWith('New application')),
    ).toHaveLength(0);
  });

  it('a refused application e-mails no watcher', async () => {
    const job = await postJob(ctx, creator.token);
    const candidate = await signUp(ctx);
    await submitApplication(ctx, candidate.token, job.job_id);
    await deliverMail(ctx.app);
    const before = mailsTo(creator.email).length;
    const again = await submitApplication(ctx, candidate.token, job.job_id);
    expect(again.statusCode).toBe(409);
    await deliverMail(ctx.app);
    expect(mailsTo(creator.email)).toHaveLength(before);
  });

  it('watching a job that does not exist is a 404', async () => {
    const res = await call(ctx, 'PUT', '/api/recruiter/jobs/999999/watch', { token: colleague.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(R.jobNotFound);
  });
});
