import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_FILTER_MESSAGES as S, jobListResponseSchema, type Job } from '@careers/shared';
import { jobs } from '../../../../src/platform/db/schema/jobs.js';
import { postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

/**
 * PUB-20 (docs/decisions/044): the careers filters on terms, through GET /api/getJobOpenings on the real
 * database with the seeded rates (1 EUR = 103.5 INR, 0.935 CHF). Each answer is checked twice: its jobs
 * and its total (one filter alone, and a country with a minimum pay, are summed from open_job_counts).
 */
let ctx: TestContext;
let recruiter: string;
/** €500–700 a day, from India or the Philippines; Intune and Autopilot required, Entra ID nice to have. */
let endpoint: Job;
/** €60–80 an hour, from India only; Azure and Terraform required. */
let azure: Job;
/** CHF 100,000–120,000 a year, onsite; Microsoft 365 required, Intune nice to have. */
let onsite: Job;
/** A job from before terms (no pay range), open to the Philippines. */
let unpaidId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
  endpoint = await postJob(ctx, recruiter, {
    job_title: 'Intune Endpoint Engineer',
    pay: { min: 50_000, max: 70_000, currency: 'EUR', unit: 'day' },
    remote_countries: ['IN', 'PH'],
    skills_required: ['intune', 'autopilot'],
    skills_nice: ['entra-id'],
  });
  azure = await postJob(ctx, recruiter, {
    job_title: 'Azure Architect',
    pay: { min: 6_000, max: 8_000, currency: 'EUR', unit: 'hour' },
    remote_countries: ['IN'],
    skills_required: ['azure', 'terraform'],
    skills_nice: [],
  });
  onsite = await postJob(ctx, recruiter, {
    job_title: 'Microsoft 365 Consultant',
    is_remote: false,
    location: 'Zurich, Switzerland',
    pay: { min: 10_000_000, max: 12_000_000, currency: 'CHF', unit: 'year' },
    remote_countries: [],
    skills_required: ['microsoft-365'],
    skills_nice: ['intune'],
  });
  const [unpaid] = await ctx.database.db
    .insert(jobs)
    .values({
      title: 'Legacy Support Role',
      jobType: 'Freelance',
      department: 'Managed Services',
      description: '<p>From before terms</p>',
      category: 'Infrastructure experts',
      location: 'Remote (Philippines)',
      remoteCountries: ['PH'],
    })
    .returning({ id: jobs.id });
  unpaidId = unpaid!.id;
  await ctx.app.publicCache.invalidate();
});
afterAll(() => ctx.close());

const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/getJobOpenings?pageSize=50&${query}` });
/** The ids a search answers (sorted) and its total, which must count the same jobs. */
async function found(query: string): Promise<number[]> {
  const res = await get(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = jobListResponseSchema.parse(res.json());
  expect(body.total, `${query}: total`).toBe(body.job_openings.length);
  return body.job_openings.map((j) => j.job_id).sort((a, b) => a - b);
}
const ids = (...list: { job_id: number }[]) => list.map((j) => j.job_id).sort((a, b) => a - b);

describe('minimum pay in any currency (PUB-20)', () => {
  it('matches a job when its pay max, converted into the filter’s currency, reaches the amount', async () => {
    // €700 a day = ₹72,450 a day.
    expect(await found('minPay=72,450&currency=INR&unit=day')).toEqual(ids(endpoint));
    expect(await found('minPay=72450.01&currency=INR&unit=day')).toEqual([]);
    // €80 an hour is €640 a day (8 hours) = ₹66,240 a day.
    expect(await found('minPay=66240&currency=INR&unit=day')).toEqual(ids(endpoint, azure));
    expect(await found('minPay=66240.01&currency=INR&unit=day')).toEqual(ids(endpoint));
    // CHF 120,000 a year is ₹55,347.59 a day (240 days a year): the onsite job too; never the job without pay.
    expect(await found('minPay=55347&currency=INR&unit=day')).toEqual(ids(endpoint, azure, onsite));
    expect(await found('minPay=55348&currency=INR&unit=day')).toEqual(ids(endpoint, azure));
    expect(await found('minPay=1&currency=PHP&unit=hour')).not.toContain(unpaidId);
  });

  it('converts between units by 8 hours a day, 20 days a month and 12 months a year', async () => {
    // €700 a day is €87.50 an hour.
    expect(await found('minPay=87.50&currency=EUR&unit=hour')).toEqual(ids(endpoint));
    expect(await found('minPay=87.51&currency=EUR&unit=hour')).toEqual([]);
    expect(await found('minPay=80&currency=EUR&unit=hour')).toEqual(ids(endpoint, azure));
    // €80 an hour is €12,800 a month and €153,600 a year; €700 a day €168,000 a year.
    expect(await found('minPay=12800&currency=EUR&unit=month')).toEqual(ids(endpoint, azure));
    expect(await found('minPay=153,601&currency=EUR&unit=year')).toEqual(ids(endpoint));
  });
});

describe('“I can work from …” (PUB-20)', () => {
  it('finds remote jobs open to the country, never onsite ones or jobs open only to others', async () => {
    expect(await found('workFrom=PH')).toEqual(ids(endpoint, { job_id: unpaidId }));
    expect(await found('workFrom=in')).toEqual(ids(endpoint, azure));
    expect(await found('workFrom=CH')).toEqual([]);
    // With a minimum pay (the pair's total is summed too).
    expect(await found('workFrom=PH&minPay=50000&currency=INR&unit=day')).toEqual(ids(endpoint));
    expect(await found('workFrom=IN&minPay=66240&currency=INR&unit=day&q=architect')).toEqual(ids(azure));
  });
});

describe('skills (PUB-20)', () => {
  it('finds jobs that ask for every skill chosen, as required or nice to have', async () => {
    expect(await found('skills=intune')).toEqual(ids(endpoint, onsite));
    expect(await found('skills=intune,autopilot')).toEqual(ids(endpoint));
    expect(await found('skills=entra-id,intune')).toEqual(ids(endpoint));
    expect(await found('skills=azure,intune')).toEqual([]);
    expect(await found('skills=intune&workFrom=PH&minPay=500&currency=EUR&unit=day')).toEqual(ids(endpoint));
  });
});

describe('totals follow every change to a job (PUB-20, open_job_counts)', () => {
  it('counts a job again after it is edited, closed and reopened', async () => {
    const job = await postJob(ctx, recruiter, {
      job_title: 'Sentinel Engineer',
      pay: { min: 40_000, max: 45_000, currency: 'GBP', unit: 'day' },
      remote_countries: ['VN'],
      skills_required: ['sentinel'],
      skills_nice: ['kql'],
    });
    expect(await found('workFrom=VN')).toEqual(ids(job));
    expect(await found('skills=kql')).toEqual(ids(job));
    expect(await found('workFrom=VN&minPay=450&currency=GBP&unit=day')).toEqual(ids(job));
    const edit = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: {
        job_title: 'Sentinel Engineer',
        department: 'Cloud Engineering',
        category: 'Security',
        job_type: 'Freelance',
        is_remote: true,
        location: 'Remote (Thailand)',
        closing_date: '',
        job_description: '<p>Hunt threats with KQL in Microsoft Sentinel for our managed security clients.</p>',
        pay: { min: 40_000, max: 44_000, currency: 'GBP', unit: 'day' },
        start_date: '',
        duration_months: null,
        hours_per_week: 40,
        remote_countries: ['TH'],
        cet_overlap_hours: 3,
        skills_required: ['sentinel'],
        skills_nice: [],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await found('workFrom=VN')).toEqual([]);
    expect(await found('workFrom=TH')).toEqual(ids(job));
    expect(await found('skills=kql')).toEqual([]);
    expect(await found('workFrom=TH&minPay=450&currency=GBP&unit=day')).toEqual([]);
    expect(await found('workFrom=TH&minPay=440&currency=GBP&unit=day')).toEqual(ids(job));
    // Counted from the country's entries (open_job_countries, docs/decisions/044 "Speed"), not from counts rows.
    expect(await found('workFrom=TH&q=sentinel&skills=sentinel')).toEqual(ids(job));
    expect(await found('workFrom=VN&q=sentinel')).toEqual([]);
    const close = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } });
    expect(close.statusCode, close.body).toBe(200);
    expect(await found('workFrom=TH')).toEqual([]);
    expect(await found('minPay=440&currency=GBP&unit=day')).not.toContain(job.job_id);
    expect(await found('workFrom=TH&q=sentinel')).toEqual([]);
    const reopen = await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'open' } });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await found('workFrom=TH&q=sentinel')).toEqual(ids(job));
  });
});

describe('invalid filters answer 400 with a clear message, never 500 (PUB-20)', () => {
  it.each([
    ['minPay=5000', S.minPayCurrencyRequired],
    ['minPay=5000&currency=INR', S.minPayUnitRequired],
    ['currency=INR&unit=day', S.minPayRequired],
    ['minPay=abc&currency=INR&unit=day', S.minPayInvalid],
    ['minPay=-5&currency=INR&unit=day', S.minPayInvalid],
    ['minPay=0&currency=EUR&unit=day', S.minPayInvalid],
    ['minPay=5000.123&currency=INR&unit=day', S.minPayInvalid],
    ['minPay=100&currency=VND&unit=day', null],
    ['minPay=100.5&currency=VND&unit=day', S.minPayInvalid],
    ['minPay=99999999999&currency=EUR&unit=day', S.minPayTooLarge],
    ['minPay=5000&currency=XYZ&unit=day', S.currencyInvalid],
    ['minPay=5000&currency=INR&unit=week', S.unitInvalid],
    ['workFrom=XX', S.workFromInvalid],
    ['workFrom=Philippines', S.workFromInvalid],
    ['skills=azure,quantum-knitting', S.skillsInvalid('quantum-knitting')],
    [
      `skills=${['azure', 'aks', 'bicep', 'terraform', 'intune', 'autopilot', 'kql', 'sentinel', 'purview', 'docker', 'helm'].join(',')}`,
      S.skillsTooMany,
    ],
  ])('%s', async (query, message) => {
    const res = await get(query);
    if (message === null) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts an empty skills list and lower-case country codes', async () => {
    expect((await get('skills=')).statusCode).toBe(200);
    expect((await get('skills=,,')).statusCode).toBe(200);
    expect(await found('workFrom=ph')).toEqual(await found('workFrom=PH'));
  });
});

describe('the public cache keeps the filters apart (docs/decisions/012)', () => {
  it('answers each filter from its own entry, the same search in any spelling from one, with a working ETag', async () => {
    const ph = await get('workFrom=PH');
    const inIndia = await get('workFrom=IN');
    expect(inIndia.headers.etag).not.toBe(ph.headers.etag);
    const one = await get('skills=intune,autopilot');
    const other = await get('skills=autopilot,%20intune');
    expect(other.headers.etag).toBe(one.headers.etag);
    // ₹60,000 a day: three jobs; ₱60,000 a day (about €889): none.
    const inr = await get('minPay=60000&currency=INR&unit=day');
    const php = await get('minPay=60000&currency=PHP&unit=day');
    expect(php.headers.etag).not.toBe(inr.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/getJobOpenings?pageSize=50&minPay=60000&currency=INR&unit=day',
      headers: { 'if-none-match': String(inr.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
