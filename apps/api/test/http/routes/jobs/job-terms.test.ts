import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_TERMS_MESSAGES as T,
  type JobInput,
  TARGET_COUNTRIES,
  jobDetailsResponseSchema,
  jobTermsInputSchema,
  jobListResponseSchema,
  recruiterJobResponseSchema,
} from '@careers/shared';
import { jobInput, postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { jobs } from '../../../../src/platform/db/schema/jobs.js';
import { seedDemoJobs } from '../../../../src/domains/jobs/demo-seed.js';
import { DEMO_JOBS } from '../../../../src/domains/jobs/demo-catalogue.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const TERMS = {
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '2027-01-05',
  duration_months: 6,
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['azure-landing-zones', 'bicep', 'azure-policy'],
  skills_nice: ['terraform'],
} satisfies Partial<JobInput>;

/** A job as it was before terms existed (REC-24: it may stay open without a pay range). */
async function legacyJob(status: 'open' | 'closed'): Promise<number> {
  const [row] = await ctx.database.db
    .insert(jobs)
    .values({
      title: 'Legacy Exchange Engineer',
      isRemote: true,
      jobType: 'Freelance',
      department: 'Modern Workplace',
      description: '<p>Run Exchange Online for a Swiss insurer; hybrid mail flow and archiving, remote from India.</p>',
      category: 'Microsoft Cloud',
      location: 'Remote (India)',
      status,
      postedDate: '2026-06-01',
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no row');
  return row.id;
}

describe('job terms (PUB-18, REC-24)', () => {
  it('a job posted with terms carries them to the recruiter, the careers list and the job page', async () => {
    const res = await call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiter, payload: jobInput({ ...TERMS }) });
    expect(res.statusCode).toBe(201);
    const { job } = recruiterJobResponseSchema.parse(res.json());
    expect(job).toMatchObject(TERMS);

    const list = jobListResponseSchema.parse((await call(ctx, 'GET', '/api/getJobOpenings?pageSize=50')).json());
    expect(list.job_openings.find((j) => j.job_id === job.job_id)).toMatchObject(TERMS);
    const details = jobDetailsResponseSchema.parse(
      (await call(ctx, 'POST', '/api/getDetails', { payload: { job_id: job.job_id } })).json(),
    );
    expect(details.job_details[0]).toMatchObject(TERMS);
  });

  it('optional terms may be left out: open-ended, no start date, no overlap, no skills', async () => {
    const job = await postJob(ctx, recruiter, {
      is_remote: false,
      location: 'Zurich, Switzerland (hybrid)',
      start_date: '',
      duration_months: null,
      hours_per_week: null,
      remote_countries: [],
      cet_overlap_hours: null,
      skills_required: [],
      skills_nice: [],
    });
    expect(job).toMatchObject({
      pay: TERMS.pay,
      start_date: null,
      duration_months: null,
      hours_per_week: null,
      remote_countries: [],
      cet_overlap_hours: null,
      skills_required: [],
      skills_nice: [],
    });
  });

  it('publishing needs a pay range: posting without one is a 400 naming the field', async () => {
    const res = await call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiter, payload: jobInput({ pay: null }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: T.payRequiredToPublish, field: 'pay' });
    const { pay: _pay, ...withoutPay } = jobInput();
    const absent = await call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiter, payload: withoutPay });
    expect(absent.json()).toMatchObject({ message: T.payRequiredToPublish, field: 'pay' });
  });

  it('refuses broken terms with the form messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pay: { ...TERMS.pay, max: 50_000 } }, T.payMaxBelowMin, 'pay.max'],
      [{ pay: { ...TERMS.pay, min: 600.5 } }, T.payAmountInvalid, 'pay.min'],
      [{ pay: { ...TERMS.pay, currency: 'XYZ' } }, T.payCurrencyInvalid, 'pay.currency'],
      [{ pay: { ...TERMS.pay, unit: 'week' } }, T.payUnitInvalid, 'pay.unit'],
      [{ remote_countries: [] }, T.countriesRequired, 'remote_countries'],
      [{ remote_countries: ['IN', 'XX'] }, T.countryInvalid, 'remote_countries.1'],
      [{ cet_overlap_hours: 9 }, T.cetOverlapInvalid, 'cet_overlap_hours'],
      [{ skills_required: ['m365'] }, T.skillInvalid, 'skills_required.0'],
      [{ skills_nice: ['bicep'] }, T.skillsRequiredAndNice, 'skills_nice'],
      [{ duration_months: 0 }, T.durationInvalid, 'duration_months'],
      [{ start_date: '2027-02-30' }, T.startDateInvalid, 'start_date'],
    ];
    for (const [overrides, message, field] of cases) {
      const res = await call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiter, payload: { ...jobInput(), ...overrides } });
      expect.soft(res.statusCode, field).toBe(400);
      expect.soft(res.json(), field).toMatchObject({ message, field });
    }
  });

  it('an edit keeps or changes the terms; an open job with a pay range cannot drop it', async () => {
    const job = await postJob(ctx, recruiter);
    const edited = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: jobInput({ pay: { min: 90_000, max: 110_000, currency: 'CHF', unit: 'day' }, remote_countries: ['VN', 'MY'] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().job).toMatchObject({
      pay: { min: 90_000, max: 110_000, currency: 'CHF', unit: 'day' },
      remote_countries: ['VN', 'MY'],
    });

    const dropped = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, { token: recruiter, payload: jobInput({ pay: null }) });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({ message: T.payRequiredToKeepOpen, field: 'pay' });

    // Closed, it may lose its range, and then it cannot be reopened without one.
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } });
    const closedEdit = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, { token: recruiter, payload: jobInput({ pay: null }) });
    expect(closedEdit.statusCode).toBe(200);
    const reopen = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ message: T.payRequiredToPublish, field: 'pay' });
  });

  it('a job from before terms stays open and editable without pay, but is not reopened without it', async () => {
    const open = await legacyJob('open');
    const details = await call(ctx, 'POST', '/api/getDetails', { payload: { job_id: open } });
    expect(details.json().job_details[0]).toMatchObject({ pay: null, remote_countries: [], skills_required: [] });
    const edit = await call(ctx, 'PUT', `/api/recruiter/jobs/${open}`, { token: recruiter, payload: jobInput({ pay: null }) });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().job).toMatchObject({ status: 'open', pay: null });

    const closed = await legacyJob('closed');
    const reopen = await call(ctx, 'PATCH', `/api/recruiter/jobs/${closed}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ message: T.payRequiredToPublish });
    const [row] = await ctx.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, closed));
    expect(row?.status).toBe('closed');
    // With a pay range it is published again.
    await call(ctx, 'PUT', `/api/recruiter/jobs/${closed}`, { token: recruiter, payload: jobInput() });
    const again = await call(ctx, 'PATCH', `/api/recruiter/jobs/${closed}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(again.statusCode).toBe(200);
  });
});

describe('terms of the demo catalogue (PUB-18)', () => {
  it('every seeded job is published with a pay range and terms the posting form accepts', async () => {
    const seedCtx = await createTestApp();
    try {
      await seedDemoJobs(seedCtx.database.db, 'if-empty', seedCtx.clock.now());
      const list = jobListResponseSchema.parse((await call(seedCtx, 'GET', '/api/getJobOpenings?pageSize=50')).json());
      expect(list.job_openings).toHaveLength(DEMO_JOBS.length);
      const targets: readonly string[] = TARGET_COUNTRIES;
      for (const job of list.job_openings) {
        const {
          job_id,
          pay,
          start_date,
          duration_months,
          hours_per_week,
          remote_countries,
          cet_overlap_hours,
          skills_required,
          skills_nice,
        } = job;
        const terms = {
          pay,
          start_date: start_date ?? '',
          duration_months,
          hours_per_week,
          remote_countries,
          cet_overlap_hours,
          skills_required,
          skills_nice,
        };
        expect(jobTermsInputSchema.safeParse(terms).success, String(job_id)).toBe(true);
        expect(pay && ['EUR', 'CHF'].includes(pay.currency), String(job_id)).toBe(true);
        expect(skills_required.length, String(job_id)).toBeGreaterThan(0);
        if (job.is_remote) {
          expect(remote_countries.length, String(job_id)).toBeGreaterThan(0);
          expect(
            remote_countries.every((code) => targets.includes(code)),
            String(job_id),
          ).toBe(true);
        }
      }
    } finally {
      await seedCtx.close();
    }
  });
});
