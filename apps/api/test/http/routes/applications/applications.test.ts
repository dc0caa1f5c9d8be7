import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import {
  APPLICATION_MESSAGES as A,
  FIELD_MESSAGES as M,
  applicationDraftResponseSchema,
  formatDate,
  latestToday,
  applicationsResponseSchema,
  submitApplicationResponseSchema,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const draftOf = async (token: string, jobId: number) => {
  const res = await call(ctx, 'GET', `/api/application-drafts/${jobId}`, { token });
  expect(res.statusCode).toBe(200);
  return applicationDraftResponseSchema.parse(res.json()).draft;
};

describe('application drafts (APP-4)', () => {
  it('a half-filled form is saved, restored for the same candidate and job only, and replaced by a later save', async () => {
    const [job, other] = [await postJob(ctx, recruiter), await postJob(ctx, recruiter)];
    const priya = await signUp(ctx);
    expect(await draftOf(priya.token, job.job_id)).toBeNull();

    const half = applicationFields({
      mode: 'standard',
      first_name: 'P',
      present_address: 'MG Road',
      experience: [],
      education: [],
      certifications: [],
    });
    const saved = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token: priya.token, payload: half });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(A.draftSaved);
    expect((await draftOf(priya.token, job.job_id))?.fields).toEqual(half);
    expect(await draftOf(priya.token, other.job_id)).toBeNull();
    expect(await draftOf((await signUp(ctx)).token, job.job_id)).toBeNull();

    const later = { ...half, first_name: 'Priya' };
    await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token: priya.token, payload: later });
    expect((await draftOf(priya.token, job.job_id))?.fields.first_name).toBe('Priya');

    expect((await call(ctx, 'DELETE', `/api/application-drafts/${job.job_id}`, { token: priya.token })).json().message).toBe(
      A.draftDiscarded,
    );
    expect(await draftOf(priya.token, job.job_id)).toBeNull();
  });

  it('refuses drafts for closed or unknown jobs, unknown fields, and file references that are not the candidate’s', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    const bad = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, {
      token,
      payload: { ...applicationFields(), salary: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown field: salary/);
    expect((await call(ctx, 'PUT', '/api/application-drafts/99999', { token, payload: applicationFields() })).statusCode).toBe(404);

    // A file id the candidate never uploaded is dropped when the draft is read back.
    const foreign = { id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', name: 'someone-else.pdf', size: 10 };
    await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: applicationFields({ cv_files: [foreign] }) });
    expect((await draftOf(token, job.job_id))?.fields.cv_files).toEqual([]);

    await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } });
    const closed = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: applicationFields() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(A.jobClosed);
  });
});

describe('submitting an application (APP-5)', () => {
  it('validates with the profile rules and names every field at fault', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    const res = await submitApplication(ctx, token, job.job_id, { first_name: 'P1', mobiles: [{ code: '+91', number: '12345' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      message: M.firstNameLetters,
      field: 'first_name',
      errors: [
        { message: M.firstNameLetters, field: 'first_name' },
        { message: M.primaryMobileTenDigits, field: 'mobiles.0.number' },
      ],
    });
  });

  it('checks PRO-8\'s "not after today" on experience by the app\'s clock: its today is accepted, the day after refused', async () => {
    const { token } = await signUp(ctx);
    // The test clock's 10 June 2026, 10:00 UTC is already 11 June in UTC+14, the earliest time zone.
    const today = latestToday(ctx.clock.now());
    expect(formatDate(today)).toBe('11-06-2026');
    const tomorrow = formatDate(addDays(today, 1));
    const job = (overrides: { start_date: string; end_date: string; current: boolean }) => ({
      experience: [{ job_title: 'Azure Engineer', company: 'Contoso Ltd', key_achievements: '', ...overrides }],
    });
    const late = await submitApplication(
      ctx,
      token,
      (await postJob(ctx, recruiter)).job_id,
      job({ start_date: '01-06-2021', end_date: tomorrow, current: false }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ requestId: expect.any(String), message: M.endAfterToday, field: 'experience.0.end_date' });
    const early = await submitApplication(
      ctx,
      token,
      (await postJob(ctx, recruiter)).job_id,
      job({ start_date: tomorrow, end_date: '', current: true }),
    );
    expect(early.json()).toEqual({ requestId: expect.any(String), message: M.startAfterToday, field: 'experience.0.start_date' });
    for (const dates of [
      { start_date: '01-06-2021', end_date: formatDate(today), current: false },
      { start_date: formatDate(today), end_date: '', current: true },
    ]) {
      const res = await submitApplication(ctx, token, (await postJob(ctx, recruiter)).job_id, job(dates));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('needs a CV, or in LinkedIn mode a LinkedIn profile link', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    const noCv = await submitApplication(ctx, token, job.job_id, { mode: 'standard' });
    expect(noCv.json()).toEqual({ requestId: expect.any(String), message: A.cvRequired, field: 'cv_files' });
    const noLinkedIn = await submitApplication(ctx, token, job.job_id, { linkedin_profile: '' });
    expect(noLinkedIn.json()).toEqual({ requestId: expect.any(String), message: A.linkedinRequired, field: 'linkedin_profile' });
    const notLinkedIn = await submitApplication(ctx, token, job.job_id, { linkedin_profile: 'https://example.com/priya' });
    expect(notLinkedIn.json()).toEqual({ requestId: expect.any(String), message: A.linkedinInvalid, field: 'linkedin_profile' });
    // A CV id that is not one of the candidate's uploads is refused.
    const foreign = await submitApplication(ctx, token, job.job_id, {
      mode: 'standard',
      cv_files: [{ id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', name: 'x.pdf', size: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ requestId: expect.any(String), message: A.fileUnknown, field: 'cv_files' });
    expect(applicationsResponseSchema.parse((await call(ctx, 'GET', '/api/applications', { token })).json()).applications).toEqual([]);
  });

  it('creates the application with Applied done, drops the draft, and refuses a second one with 409', async () => {
    const job = await postJob(ctx, recruiter, { job_title: 'M365 Migration Lead', location: 'Remote (EU hours)', job_type: 'Part-time' });
    const { token } = await signUp(ctx);
    await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: applicationFields() });

    const res = await submitApplication(ctx, token, job.job_id);
    expect(res.statusCode).toBe(201);
    const body = submitApplicationResponseSchema.parse(res.json());
    expect(body.message).toBe(A.submitted);
    expect(body.application).toMatchObject({
      job_id: job.job_id,
      title: 'M365 Migration Lead',
      location: 'Remote (EU hours)',
      contractType: 'Part-time',
      status: 'applied',
    });
    expect(body.application.dateApplied).toBe(ctx.clock.now().toISOString());
    expect(body.application.applicationSteps.map((s) => [s.label, s.status])).toEqual([
      ['Applied', 'done'],
      ['Under review', 'pending'],
      ['Interview', 'pending'],
      ['Offer', 'pending'],
      ['Hired', 'pending'],
    ]);
    expect(body.application.applicationSteps[0]?.date).toBe(body.application.dateApplied);
    expect(await draftOf(token, job.job_id)).toBeNull();

    const again = await submitApplication(ctx, token, job.job_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.alreadyApplied);
    // Nor can a new draft be started for it.
    expect((await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: applicationFields() })).statusCode).toBe(409);

    const list = applicationsResponseSchema.parse((await call(ctx, 'GET', '/api/applications', { token })).json()).applications;
    expect(list.map((a) => a.job_id)).toEqual([job.job_id]);
  });

  it('two submissions at once create one application', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    const answers = await Promise.all([submitApplication(ctx, token, job.job_id), submitApplication(ctx, token, job.job_id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(applicationsResponseSchema.parse((await call(ctx, 'GET', '/api/applications', { token })).json()).applications).toHaveLength(1);
  });

  it('refuses closed and unknown jobs', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } });
    const closed = await submitApplication(ctx, token, job.job_id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(A.jobClosed);
    expect((await submitApplication(ctx, token, 99999)).statusCode).toBe(404);
  });
});
