import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECRUITER_MESSAGES as R,
  applicantResponseSchema,
  applicantsResponseSchema,
  applicationsResponseSchema,
  postedJobsResponseSchema,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { jobInput, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, lastMailTo, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { mailOutbox } from '../../../../src/platform/db/schema/mail.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const publicIds = async () =>
  (await call(ctx, 'GET', '/api/getJobOpenings?pageSize=50')).json().job_openings.map((j: { job_id: number }) => j.job_id);

describe('posted jobs (REC-3)', () => {
  it('a posted job is open at once, on the careers list, its page and the sitemap; its description is sanitised (REC-7)', async () => {
    const res = await call(ctx, 'POST', '/api/recruiter/jobs', {
      token: recruiter,
      payload: jobInput({
        job_description:
          '<p onclick="x()">Design Azure landing zones <script>alert(1)</script>for European clients, remotely.</p><img src=x onerror=y>',
      }),
    });
    expect(res.statusCode).toBe(201);
    const { job, message } = res.json();
    expect(message).toBe(R.jobCreated);
    expect(job).toMatchObject({
      status: 'open',
      job_title: 'Azure Landing Zone Architect',
      posted_date: ctx.clock.now().toISOString().slice(0, 10),
      closing_date: null,
    });
    expect(job.job_description).toBe('<p>Design Azure landing zones for European clients, remotely.</p>');
    expect(await publicIds()).toContain(job.job_id);
    expect((await call(ctx, 'GET', '/sitemap.xml')).body).toContain(`/job/${job.job_id}</loc>`);
  });

  it('closing takes a job off the careers list, its details and the sitemap at once; reopening brings it back', async () => {
    const job = await postJob(ctx, recruiter);
    const closed = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, {
      token: recruiter,
      payload: { status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ message: R.jobClosedNow, job: { status: 'closed' } });
    expect(await publicIds()).not.toContain(job.job_id);
    expect((await call(ctx, 'POST', '/api/getDetails', { payload: { job_id: job.job_id } })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/sitemap.xml')).body).not.toContain(`/job/${job.job_id}<`);

    const posted = postedJobsResponseSchema.parse((await call(ctx, 'GET', '/api/recruiter/jobs', { token: recruiter })).json()).jobs;
    expect(posted.find((p) => p.job_id === job.job_id)).toMatchObject({
      status: 'closed',
      title: job.job_title,
      contractType: 'Freelance',
      location: 'Remote (India)',
      datePosted: job.posted_date,
    });

    const reopened = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, {
      token: recruiter,
      payload: { status: 'open' },
    });
    expect(reopened.json().message).toBe(R.jobOpened);
    expect(await publicIds()).toContain(job.job_id);
  });

  it('edits every field; a closing date in the past is refused', async () => {
    const job = await postJob(ctx, recruiter);
    const edited = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: jobInput({
        job_title: 'Senior Azure Architect',
        is_remote: false,
        job_type: 'Full-time',
        category: 'Security',
        location: 'Zurich',
        closing_date: '2099-12-31',
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().job).toMatchObject({
      job_title: 'Senior Azure Architect',
      is_remote: false,
      job_type: 'Full-time',
      category: 'Security',
      location: 'Zurich',
      closing_date: '2099-12-31',
    });
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}`, { token: recruiter })).json().job.job_title).toBe(
      'Senior Azure Architect',
    );

    const past = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: jobInput({ closing_date: '2020-01-01' }),
    });
    expect(past.json()).toEqual({ requestId: expect.any(String), message: R.closingDatePast, field: 'closing_date' });
    const invalid = await call(ctx, 'POST', '/api/recruiter/jobs', {
      token: recruiter,
      payload: jobInput({ job_description: '<p>short</p>' }),
    });
    expect(invalid.json()).toEqual({ requestId: expect.any(String), message: R.descriptionMin, field: 'job_description' });
    expect((await call(ctx, 'PUT', '/api/recruiter/jobs/99999', { token: recruiter, payload: jobInput() })).statusCode).toBe(404);
  });
});

describe('applicants and the step machine (REC-6, REC-5)', () => {
  it('lists applicants with their details; moves one step at a time; the candidate sees it and is e-mailed', async () => {
    const job = await postJob(ctx, recruiter, { job_title: 'Intune Engineer' });
    const priya = await signUp(ctx);
    const applied = await submitApplication(ctx, priya.token, job.job_id);
    const id = applied.json().application.application_id as number;

    const list = applicantsResponseSchema.parse(
      (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter })).json(),
    );
    expect(list.job.job_id).toBe(job.job_id);
    expect(list.applicants).toHaveLength(1);
    expect(list.applicants[0]).toMatchObject({
      application_id: id,
      status: 'applied',
      mode: 'linkedin',
      details: {
        first_name: 'Priya',
        email: priya.email,
        linkedin_profile: 'https://www.linkedin.com/in/priya-sharma',
        permanent_address: '12 MG Road, Bengaluru 560001',
      },
      files: [],
    });
    expect(list.applicants[0]?.details.experience[0]?.end_date).toBe('Present');

    await deliverMail(ctx.app); // the job's watcher (its creator) was told of the application (REC-13)
    const mailsBefore = readOutbox(ctx.config.dataDir).length;
    for (const [from, to, label] of [
      ['applied', 'under_review', 'Under review'],
      ['under_review', 'interview', 'Interview'],
    ] as const) {
      ctx.clock.advance(3_600_000);
      const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter, payload: { from } });
      expect(res.statusCode).toBe(200);
      const body = applicantResponseSchema.parse(res.json());
      expect(body.message).toBe(R.moved(label));
      expect(body.applicant.status).toBe(to);
    }
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir).length).toBe(mailsBefore + 2);
    const mail = lastMailTo(ctx.config.dataDir, priya.email);
    expect(mail.subject).toBe('Your application for Intune Engineer: Interview');
    expect(mail.text).toContain(`${ctx.config.siteUrl}/profile`);

    const mine = applicationsResponseSchema.parse((await call(ctx, 'GET', '/api/applications', { token: priya.token })).json())
      .applications[0];
    expect(mine?.applicationSteps.map((s) => [s.label, s.status, Boolean(s.date)])).toEqual([
      ['Applied', 'done', true],
      ['Under review', 'done', true],
      ['Interview', 'active', true],
      ['Offer', 'pending', false],
      ['Hired', 'pending', false],
    ]);

    // A second click on the same button (still 'from: under_review') is refused, not a skip to Offer.
    const stale = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, {
      token: recruiter,
      payload: { from: 'under_review' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(R.alreadyMoved('Interview'));
  });

  it('no step after Hired, nothing after Not selected, and Hired cannot become Not selected', async () => {
    const job = await postJob(ctx, recruiter);
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    const hiredId = (await submitApplication(ctx, a.token, job.job_id)).json().application.application_id as number;
    const rejectedId = (await submitApplication(ctx, b.token, job.job_id)).json().application.application_id as number;

    for (const from of ['applied', 'under_review', 'interview', 'offer'] as const) {
      expect(
        (await call(ctx, 'POST', `/api/recruiter/applications/${hiredId}/advance`, { token: recruiter, payload: { from } })).statusCode,
      ).toBe(200);
    }
    const past = await call(ctx, 'POST', `/api/recruiter/applications/${hiredId}/advance`, {
      token: recruiter,
      payload: { from: 'hired' },
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(R.hiredIsFinal);
    expect((await call(ctx, 'POST', `/api/recruiter/applications/${hiredId}/not-selected`, { token: recruiter })).json().message).toBe(
      R.hiredIsFinal,
    );

    const rejected = await call(ctx, 'POST', `/api/recruiter/applications/${rejectedId}/not-selected`, { token: recruiter });
    expect(rejected.json().message).toBe(R.notSelectedDone);
    expect(rejected.json().applicant.applicationSteps.map((s: { label: string; status: string }) => `${s.label}:${s.status}`)).toEqual([
      'Applied:done',
      'Not selected:done',
    ]);
    for (const res of [
      await call(ctx, 'POST', `/api/recruiter/applications/${rejectedId}/not-selected`, { token: recruiter }),
      await call(ctx, 'POST', `/api/recruiter/applications/${rejectedId}/advance`, { token: recruiter, payload: { from: 'not_selected' } }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(R.notSelectedIsFinal);
    }
    await deliverMail(ctx.app);
    expect(lastMailTo(ctx.config.dataDir, b.email).subject).toMatch(/: Not selected$/);
    expect((await call(ctx, 'POST', '/api/recruiter/applications/99999/not-selected', { token: recruiter })).statusCode).toBe(404);
  });
});

describe('when the candidate cannot be e-mailed', () => {
  it('the step changes at once; the e-mail is retried and arrives once sending works again (docs/decisions/009)', async () => {
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    const id = (await submitApplication(ctx, priya.token, job.job_id)).json().application.application_id as number;
    const toPriya = () => readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(priya.email) && m.subject.endsWith(': Under review'));
    // Break the outbox (INT-1): a file where its folder should be makes every send fail.
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    renameSync(outbox, `${outbox}.saved`);
    writeFileSync(outbox, 'not a folder');
    try {
      const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter, payload: { from: 'applied' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().applicant.status).toBe('under_review');
      await deliverMail(ctx.app);
    } finally {
      rmSync(outbox);
      renameSync(`${outbox}.saved`, outbox);
    }
    expect(toPriya()).toHaveLength(0);
    const [queued] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, priya.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(queued).toMatchObject({ kind: 'application-status', status: 'queued', attempts: 1 });
    expect(queued?.lastError).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);

    ctx.clock.advance(ctx.config.mail.backoffBaseMs);
    await deliverMail(ctx.app);
    expect(toPriya()).toHaveLength(1);
    const [sent] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    // Delivered: the body (which may hold links) is gone from the database.
    expect(sent).toMatchObject({ status: 'delivered', message: null, attempts: 2 });
  });
});
