import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListResponseSchema } from '@careers/shared';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { call } from '../../helpers/call.js';
import { postJob, signUpRecruiter } from '../../helpers/applications.js';
import { jobs } from '../../../src/platform/db/schema/jobs.js';
import { seedDemoJobs } from '../../../src/domains/jobs/demo-seed.js';
import { DEMO_JOBS } from '../../../src/domains/jobs/demo-catalogue.js';

/**
 * PUB-16, PUB-18: every open job's page carries JobPosting JSON-LD that Google for Jobs accepts, with
 * the properties Google requires and the ones it recommends, as listed on
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 * ("Structured data type definitions": required and recommended properties).
 */
const GOOGLE_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const;
/** Required too: a place (jobLocation), or for a fully remote job TELECOMMUTE with applicantLocationRequirements. */
const GOOGLE_RECOMMENDED_ALWAYS = ['employmentType', 'identifier', 'directApply'] as const;
/** Recommended where the job has them: a job without a pay range (from before terms) or a closing date has none. */
const GOOGLE_RECOMMENDED_WHEN_KNOWN = ['baseSalary', 'validThrough'] as const;
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Careers</title><!--app-head--></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let dist: string;
let fullId: number;
let bareId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'careers-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-a1.js', isEntry: true } }));
  ctx = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  await seedDemoJobs(ctx.database.db, 'if-empty', ctx.clock.now());
  const recruiter = (await signUpRecruiter(ctx)).token;
  // A job with every term…
  fullId = (
    await postJob(ctx, recruiter, {
      closing_date: '2026-07-31',
      pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
      start_date: '2026-08-03',
      duration_months: 6,
      hours_per_week: 40,
      remote_countries: ['IN', 'PH'],
      cet_overlap_hours: 4,
      skills_required: ['intune', 'autopilot', 'entra-id'],
      skills_nice: ['powershell'],
    })
  ).job_id;
  // …and one from before terms, without any optional one (no pay, no closing date, no countries, no skills).
  const [bare] = await ctx.database.db
    .insert(jobs)
    .values({
      title: 'Exchange Online Engineer',
      isRemote: true,
      jobType: 'Freelance',
      department: 'Modern Workplace',
      category: 'Microsoft Cloud',
      location: 'Remote (India)',
      description: '<p>Run Exchange Online for a Swiss insurer.</p>',
      postedDate: '2026-06-01',
    })
    .returning({ id: jobs.id });
  bareId = bare!.id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const jsonLdOf = async (id: number): Promise<Record<string, unknown>> => {
  const html = (await ctx.app.inject({ method: 'GET', url: `/job/${id}` })).body;
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`job ${id}: no JSON-LD`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
};

/** What is wrong with one JobPosting by Google's rules (an empty list: nothing). */
function googleProblems(ld: Record<string, unknown>, expect: { pay: boolean; closing: boolean }): string[] {
  const problems: string[] = [];
  const has = (key: string) => ld[key] !== undefined && ld[key] !== null && ld[key] !== '';
  for (const key of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED_ALWAYS]) if (!has(key)) problems.push(`missing ${key}`);
  for (const key of GOOGLE_RECOMMENDED_WHEN_KNOWN)
    if (!has(key) && (key === 'baseSalary' ? expect.pay : expect.closing)) problems.push(`missing ${key}`);
  if (ld['@context'] !== 'https://schema.org' || ld['@type'] !== 'JobPosting') problems.push('not a schema.org JobPosting');
  if (typeof ld.datePosted !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(ld.datePosted)) problems.push('datePosted is not ISO 8601');
  if (has('validThrough') && Number.isNaN(Date.parse(String(ld.validThrough)))) problems.push('validThrough is not ISO 8601');
  const org = ld.hiringOrganization as Record<string, unknown> | undefined;
  if (!org?.name) problems.push('hiringOrganization has no name');
  const telecommute = ld.jobLocationType === 'TELECOMMUTE';
  const countries = ld.applicantLocationRequirements as { '@type': string; name: string }[] | undefined;
  if (!ld.jobLocation && !telecommute) problems.push('neither jobLocation nor TELECOMMUTE');
  if (telecommute && !ld.jobLocation && (!countries?.length || countries.some((c) => c['@type'] !== 'Country' || !c.name)))
    problems.push('TELECOMMUTE without applicantLocationRequirements Country objects');
  const types = [ld.employmentType].flat();
  if (types.some((t) => !EMPLOYMENT_TYPES.includes(String(t)))) problems.push(`employmentType ${String(ld.employmentType)}`);
  if (has('baseSalary')) {
    const salary = ld.baseSalary as { '@type': string; currency: string; value: Record<string, unknown> };
    const value = salary.value;
    if (salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(salary.currency))
      problems.push('baseSalary is not a MonetaryAmount in an ISO 4217 currency');
    if (value['@type'] !== 'QuantitativeValue' || !UNIT_TEXTS.includes(String(value.unitText)))
      problems.push('baseSalary value is not a QuantitativeValue with unitText');
    if (typeof value.minValue !== 'number' || typeof value.maxValue !== 'number' || value.minValue > value.maxValue)
      problems.push('baseSalary minValue/maxValue are not numbers in order');
  }
  const id = ld.identifier as Record<string, unknown> | undefined;
  if (id && (id['@type'] !== 'PropertyValue' || !id.name || !id.value)) problems.push('identifier is not a PropertyValue');
  if (has('directApply') && typeof ld.directApply !== 'boolean') problems.push('directApply is not a boolean');
  return problems;
}

describe("every job's JSON-LD against Google's JobPosting properties (PUB-16, PUB-18)", () => {
  it('every open job: the seeded catalogue, a job with all terms, a job without the optional ones', async () => {
    const list = jobListResponseSchema.parse((await call(ctx, 'GET', '/api/getJobOpenings?pageSize=50')).json());
    expect(list.job_openings).toHaveLength(DEMO_JOBS.length + 2);
    for (const job of list.job_openings) {
      const ld = await jsonLdOf(job.job_id);
      expect(
        googleProblems(ld, { pay: job.pay !== null, closing: job.closing_date !== null }),
        `job ${job.job_id} ${job.job_title}`,
      ).toEqual([]);
    }
  });

  it('the job with all terms: its pay in major units per day, its countries, skills and closing date', async () => {
    expect(await jsonLdOf(fullId)).toMatchObject({
      employmentType: 'CONTRACTOR',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 600, maxValue: 750, unitText: 'DAY' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'India' },
        { '@type': 'Country', name: 'Philippines' },
      ],
      validThrough: '2026-07-31T23:59:59Z',
      skills: 'Microsoft Intune, Windows Autopilot, Microsoft Entra ID, PowerShell',
      directApply: false,
    });
  });

  it('the job without terms: no baseSalary, validThrough or skills, PUB-4 countries for its remote applicants', async () => {
    const ld = await jsonLdOf(bareId);
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('skills');
    expect(ld.applicantLocationRequirements).toContainEqual({ '@type': 'Country', name: 'India' });
  });
});
