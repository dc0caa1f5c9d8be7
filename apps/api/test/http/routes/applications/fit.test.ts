import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_RULES_VERSION, fitShortText, type ApplicantPanel, type ApplicantRow, type Fit, type ProfileTerms } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { jobInput, postJob, signUpAdmin, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, runJobs, type TestContext } from '../../../helpers/test-app.js';
import { accessAudit } from '../../../../src/platform/db/schema/access-audit.js';
import { applicationFits } from '../../../../src/platform/db/schema/application-fits.js';

/**
 * APP-10, REC-26 (docs/decisions/043): the explainable fit, on the real app and database. The test clock
 * is 10 June 2026 (CEST); the seeded rates are 67.5 PHP and 103.5 INR to the euro, of 1 Oct 2025.
 */
let ctx: TestContext;
let recruiter: { token: string; email: string };
let jobId: number;

/** €600–750 a day from 6 July 2026, India or the Philippines, 2 h of CET overlap, three required skills. */
const terms = {
  start_date: '2026-07-06',
  cet_overlap_hours: 2,
  skills_required: ['entra-id', 'intune', 'purview'],
  skills_nice: ['powershell'],
};

/** In Manila: two of the three, ₱40,500 a day (€600), from 22 June. */
const maria: ProfileTerms = {
  skills: [
    { skill: 'entra-id', years: 6 },
    { skill: 'intune', years: 4 },
  ],
  expected_rate: { min: 4_050_000, currency: 'PHP', unit: 'day' },
  available_from: '2026-06-22',
  hours_per_week: 40,
  notice_period_weeks: null,
  country_of_residence: 'PH',
  time_zone: 'Asia/Manila',
};
/** In Pune: all three, ₹90,000 a day (≈ €870), four weeks' notice (8 July). */
const ravi: ProfileTerms = {
  skills: [
    { skill: 'entra-id', years: 3 },
    { skill: 'intune', years: 3 },
    { skill: 'purview', years: 1 },
  ],
  expected_rate: { min: 9_000_000, currency: 'INR', unit: 'day' },
  available_from: null,
  hours_per_week: 40,
  notice_period_weeks: 4,
  country_of_residence: 'IN',
  time_zone: 'Asia/Kolkata',
};

type Account = Awaited<ReturnType<typeof signUp>>;
let mariaAccount: Account;
let raviAccount: Account;
let olaAccount: Account;
const applicationOf = new Map<string, number>();

const putTerms = (token: string, payload: ProfileTerms) => call(ctx, 'PUT', '/api/profile/terms', { token, payload: { ...payload } });
const getFit = (token: string | undefined, id = jobId) => call(ctx, 'GET', `/api/jobs/${id}/fit`, token ? { token } : {});

async function applicants(query: Record<string, string> = {}) {
  const params = new URLSearchParams({ view: randomUUID(), ...query });
  const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?${params.toString()}`, { token: recruiter.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rows: ApplicantRow[]; nextCursor: string | null; total?: number }>();
}
const names = (rows: ApplicantRow[]) => rows.map((r) => r.name);
const fitOf = async (name: string) => {
  const row = (await applicants()).rows.find((r) => r.name === name);
  return row?.fit ? fitShortText(row.fit) : null;
};

async function candidate(first: string, profile: ProfileTerms | null) {
  const account = await signUp(ctx, undefined, { first_name: first, last_name: 'Fit' });
  if (profile) expect((await putTerms(account.token, profile)).statusCode).toBe(200);
  const submitted = await submitApplication(ctx, account.token, jobId, { first_name: first, last_name: 'Fit' });
  expect(submitted.statusCode, submitted.body).toBe(201);
  applicationOf.set(`${first} Fit`, submitted.json<{ application: { application_id: number } }>().application.application_id);
  return account;
}

beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await signUpRecruiter(ctx);
  jobId = (await postJob(ctx, recruiter.token, terms)).job_id;
  mariaAccount = await candidate('Maria', maria);
  raviAccount = await candidate('Ravi', ravi);
  olaAccount = await candidate('Ola', null);
});
afterAll(() => ctx.close());

describe('the candidate’s fit on a job page (APP-10)', () => {
  it('explains two of three required skills, the rate in PHP, the start, the overlap and the country', async () => {
    const res = await getFit(mariaAccount.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
    const fit = res.json<Fit>();
    expect(fit.version).toBe(FIT_RULES_VERSION);
    expect(fit.lines).toEqual([
      { kind: 'skills', status: 'partly', text: '2 of 3 required skills (missing: Microsoft Purview) and 0 of 1 nice-to-have' },
      { kind: 'rate', status: 'meets', text: 'your rate fits the range (≈ €600 per day at the rates of 01-10-2025)' },
      { kind: 'availability', status: 'meets', text: 'available 2 weeks before the start' },
      // Manila 09:00–18:00 is 03:00–12:00 in Berlin on summer time: 3 h.
      { kind: 'overlap', status: 'meets', text: '3 h overlap with CET' },
      { kind: 'country', status: 'meets', text: 'you may work from Philippines' },
    ]);
  });

  it('says above the range by how much, and what to add when nothing is known', async () => {
    const above = (await getFit(raviAccount.token)).json<Fit>();
    expect(above.lines[1]).toEqual({
      kind: 'rate',
      status: 'misses',
      text: 'your rate is above the range by ≈ €120 per day (≈ €870 per day at the rates of 01-10-2025)',
    });
    expect(above.lines[2]).toEqual({ kind: 'availability', status: 'misses', text: 'available 2 days after the start' });
    const empty = (await getFit(olaAccount.token)).json<Fit>();
    expect(empty.lines.map((l) => l.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(empty.lines[0]?.text).toBe('add your skills to your profile to compare them with the 3 required');
  });

  it('is for signed-in candidates only, on open jobs', async () => {
    expect((await getFit(undefined)).statusCode).toBe(401);
    expect((await getFit(recruiter.token)).statusCode).toBe(403);
    expect((await getFit(mariaAccount.token, 999_999)).statusCode).toBe(404);
  });
});

describe('the recruiters’ stored fit (REC-26)', () => {
  it('is written with each application, with its rules’ version, in the recruiter’s words', async () => {
    const rows = await ctx.database.db.select().from(applicationFits).where(eq(applicationFits.jobId, jobId));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.rulesVersion))).toEqual(new Set([FIT_RULES_VERSION]));
    expect(await fitOf('Maria Fit')).toBe('2/3 skills · rate ✓ · CET 3 h ✓ · PH ✓');
    expect(await fitOf('Ravi Fit')).toBe('3/3 skills · rate ✗ · CET 5.5 h ✓ · IN ✓');
    expect(await fitOf('Ola Fit')).toBe('0/3 skills · rate ? · CET ? · country ?');
  });

  it('sorts by required skills met, then the other lines, both ways and page by page', async () => {
    expect(names((await applicants({ sort: 'fit', dir: 'desc' })).rows)).toEqual(['Ravi Fit', 'Maria Fit', 'Ola Fit']);
    expect(names((await applicants({ sort: 'fit', dir: 'asc' })).rows)).toEqual(['Ola Fit', 'Maria Fit', 'Ravi Fit']);
    const view = randomUUID();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const params: Record<string, string> = { view, sort: 'fit', dir: 'desc', limit: '1', ...(cursor ? { cursor } : {}) };
      const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?${new URLSearchParams(params).toString()}`, {
        token: recruiter.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ rows: ApplicantRow[]; nextCursor: string | null }>();
      seen.push(...names(page.rows));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Ravi Fit', 'Maria Fit', 'Ola Fit']);
  });

  it('filters by all required skills, rate and country, and counts what matches', async () => {
    const skills = await applicants({ fit: 'skills' });
    expect(names(skills.rows)).toEqual(['Ravi Fit']);
    expect(skills.total).toBe(1);
    expect(names((await applicants({ fit: 'rate' })).rows)).toEqual(['Maria Fit']);
    expect(names((await applicants({ fit: 'country', sort: 'name', dir: 'asc' })).rows)).toEqual(['Maria Fit', 'Ravi Fit']);
    expect(names((await applicants({ fit: 'skills,rate' })).rows)).toEqual([]);
    const bad = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?view=${randomUUID()}&fit=score`, {
      token: recruiter.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a cursor of the unfiltered list is refused on the filtered one', async () => {
    const first = await applicants({ sort: 'fit', limit: '1' });
    expect(first.nextCursor).not.toBeNull();
    const res = await call(
      ctx,
      'GET',
      `/api/recruiter/workspace/jobs/${jobId}/applicants?${new URLSearchParams({ view: randomUUID(), sort: 'fit', limit: '1', fit: 'country', cursor: first.nextCursor ?? '' }).toString()}`,
      { token: recruiter.token },
    );
    expect(res.statusCode).toBe(400);
  });

  it('the side panel shows the lines with their version, and the access log records which version was read', async () => {
    const view = randomUUID();
    const applicationId = applicationOf.get('Maria Fit');
    const res = await call(ctx, 'GET', `/api/recruiter/workspace/applications/${applicationId}?view=${view}`, { token: recruiter.token });
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json<ApplicantPanel>();
    expect(panel.fit?.version).toBe(FIT_RULES_VERSION);
    expect(panel.fit?.computedAt).toBe('2026-06-10T10:00:00.000Z');
    expect(panel.fit?.lines.map((l) => l.text)).toEqual([
      '2 of 3 required skills (missing: Microsoft Purview) and 0 of 1 nice-to-have',
      'rate fits the range (≈ €600 per day at the rates of 01-10-2025)',
      'available 2 weeks before the start',
      '3 h overlap with CET',
      'may work from Philippines',
    ]);
    const [logged] = await ctx.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.kind, 'profile_view'), eq(accessAudit.fileRef, view)));
    expect(logged?.fitRulesVersion).toBe(FIT_RULES_VERSION);
  });

  it('follows the candidate’s terms in the same save', async () => {
    ctx.clock.advance(60_000);
    expect((await putTerms(mariaAccount.token, { ...maria, skills: [...maria.skills, { skill: 'purview', years: 1 }] })).statusCode).toBe(
      200,
    );
    expect(await fitOf('Maria Fit')).toBe('3/3 skills · rate ✓ · CET 3 h ✓ · PH ✓');
    expect(names((await applicants({ fit: 'skills', sort: 'name', dir: 'asc' })).rows)).toEqual(['Maria Fit', 'Ravi Fit']);
  });

  it('follows the job’s terms by the fit-refresh job after the edit', async () => {
    const edit = await call(ctx, 'PUT', `/api/recruiter/jobs/${jobId}`, {
      token: recruiter.token,
      payload: jobInput({ ...terms, skills_required: [...terms.skills_required, 'microsoft-365'], remote_countries: ['IN'] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await runJobs(ctx.app, 'fit-refresh');
    expect(await fitOf('Maria Fit')).toBe('3/4 skills · rate ✓ · CET 3 h ✓ · PH ✗');
    expect(await fitOf('Ravi Fit')).toBe('3/4 skills · rate ✗ · CET 5.5 h ✓ · IN ✓');
    expect(names((await applicants({ fit: 'country' })).rows)).toEqual(['Ravi Fit']);
  });

  it('an application without a stored fit shows none, sorts last, and is written after a first page ten minutes on', async () => {
    const olaApplication = applicationOf.get('Ola Fit') ?? 0;
    await ctx.database.db.delete(applicationFits).where(eq(applicationFits.applicationId, olaApplication));
    const before = await applicants({ sort: 'fit', dir: 'desc' });
    expect(before.rows.at(-1)).toMatchObject({ name: 'Ola Fit', fit: null });
    await runJobs(ctx.app, 'fit-refresh');
    // Each process looks for stale fits of a job at most every 10 minutes (the look reads every applicant's fit).
    expect((await applicants()).rows.find((r) => r.name === 'Ola Fit')?.fit).toBeNull();
    ctx.clock.advance(10 * 60_000);
    await applicants();
    await runJobs(ctx.app, 'fit-refresh');
    expect(await fitOf('Ola Fit')).toBe('0/4 skills · rate ? · CET ? · country ?');
  });

  it('follows an admin’s new exchange rate at the next first page ten minutes on (REC-25)', async () => {
    const admin = (await signUpAdmin(ctx)).token;
    const today = ctx.clock.now().toISOString().slice(0, 10);
    // ₱40,500 a day at 50 pesos to the euro is €810: above the €600–750 range.
    const set = await call(ctx, 'PUT', '/api/recruiter/exchange-rates', {
      token: admin,
      payload: { rates: [{ currency: 'PHP', per_eur: '50', as_of: today }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    ctx.clock.advance(10 * 60_000);
    await applicants();
    await runJobs(ctx.app, 'fit-refresh');
    expect(await fitOf('Maria Fit')).toBe('3/4 skills · rate ✗ · CET 3 h ✓ · PH ✗');
  });

  it('goes with the candidate’s account when it is deleted', async () => {
    const applicationId = applicationOf.get('Ravi Fit') ?? 0;
    const res = await call(ctx, 'DELETE', '/api/me', { token: raviAccount.token, payload: { password: raviAccount.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.database.db.select().from(applicationFits).where(eq(applicationFits.applicationId, applicationId))).toEqual([]);
  });
});
