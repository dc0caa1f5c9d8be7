import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_MESSAGES as P, SEARCH_LIMITS, type WorkspaceSearchResponse } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpAdmin, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { patchProfile } from '../../../helpers/profile.js';
import { repositoriesOf } from '../../../helpers/repositories.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

/**
 * REC-20 (docs/decisions/033): the command palette's search finds jobs of every status, applicants and
 * discoverable candidates by name or title, names and titles only, and records nothing (REC-9).
 */
let ctx: TestContext;
let recruiter: string;
let admin: string;
let candidateToken: string;
let intuneId: number;
let azureId: number;
let priyaId: number;
let hiddenId: number;

async function search(q: string, token = recruiter): Promise<WorkspaceSearchResponse> {
  const res = await call(ctx, 'GET', `/api/recruiter/workspace/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkspaceSearchResponse>();
}
const auditRows = async () =>
  Number((await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_audit`)).rows[0]?.n);

/** A candidate who signs up, puts a job title on their profile, and opts in to the talent pool or not. */
async function candidate(first: string, last: string, title: string, discoverable: boolean) {
  const c = await signUp(ctx, undefined, { first_name: first, last_name: last });
  const profile = await patchProfile(ctx, c.token, {
    section: 'experience',
    JobTitle: title,
    Company: 'Contoso AG',
    ExperienceDuration: '01-04-2021 - Present',
    KeyAchievements: 'Moved 40 workloads to Azure',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  if (discoverable) {
    expect((await call(ctx, 'PUT', '/api/profile/discoverable', { token: c.token, payload: { discoverable: true } })).statusCode).toBe(200);
  }
  return { token: c.token, id: (await repositoriesOf(ctx).users.findByEmail(c.email))?.id ?? 0 };
}

beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
  admin = (await signUpAdmin(ctx)).token;
  intuneId = (await postJob(ctx, recruiter, { job_title: 'Intune Engineer' })).job_id;
  azureId = (await postJob(ctx, recruiter, { job_title: 'Azure Architect' })).job_id;
  const closedId = (await postJob(ctx, recruiter, { job_title: 'Intune Packaging Specialist' })).job_id;
  expect(
    (await call(ctx, 'PATCH', `/api/recruiter/jobs/${closedId}/status`, { token: recruiter, payload: { status: 'closed' } })).statusCode,
  ).toBe(200);

  const priya = await candidate('Priya', 'Sharma', 'Endpoint Engineer', true);
  priyaId = priya.id;
  candidateToken = priya.token;
  const hidden = await candidate('Priyanka', 'Hidden', 'Secret Title', false);
  hiddenId = hidden.id;
  // Applications carry the name as given on the form.
  expect((await submitApplication(ctx, priya.token, intuneId, { first_name: 'Priya', last_name: 'Sharma' })).statusCode).toBe(201);
  expect((await submitApplication(ctx, hidden.token, azureId, { first_name: 'Priyanka', last_name: 'Hidden' })).statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('GET /api/recruiter/workspace/search (REC-20)', () => {
  it('finds jobs of every status by a part of the title, the title starting with it first, open before closed', async () => {
    const found = await search('intune');
    expect(found.jobs).toEqual([
      { id: intuneId, title: 'Intune Engineer', status: 'open' },
      { id: expect.any(Number), title: 'Intune Packaging Specialist', status: 'closed' },
    ]);
    expect((await search('architect')).jobs).toEqual([{ id: azureId, title: 'Azure Architect', status: 'open' }]);
    // LIKE's wildcards are plain characters.
    expect((await search('%_')).jobs).toEqual([]);
  });

  it('finds applicants by their name, with the job and the step; a typo still finds them', async () => {
    const expected = {
      candidateId: priyaId,
      jobId: intuneId,
      jobTitle: 'Intune Engineer',
      name: 'Priya Sharma',
      status: 'applied',
      demo: false,
    };
    expect((await search('sharma')).applicants).toEqual([{ applicationId: expect.any(Number), ...expected }]);
    expect((await search('Priya Sharma')).applicants[0]).toMatchObject(expected);
    expect((await search('sharme')).applicants[0]).toMatchObject(expected);
    // Two letters: names with a word starting with them.
    expect((await search('sh')).applicants.map((a) => a.name)).toEqual(['Priya Sharma']);
    expect((await search('ha')).applicants).toEqual([]);
  });

  it('finds discoverable candidates of the talent pool only: a candidate who has not opted in is never found', async () => {
    expect((await search('priya')).candidates).toEqual([{ id: priyaId, name: 'Priya Sharma', title: 'Endpoint Engineer', demo: false }]);
    for (const q of ['priyanka', 'hidden', 'Priyanka Hidden', 'pr']) {
      expect(
        (await search(q)).candidates.map((c) => c.id),
        q,
      ).not.toContain(hiddenId);
    }
    // Their application is still found among the applicants (the recruiter sees applicants anyway).
    expect((await search('priyanka')).applicants.map((a) => a.name)).toEqual(['Priyanka Hidden']);
  });

  it('answers at most 5 jobs, 8 applicants and 5 candidates, nearest first', async () => {
    for (let i = 0; i < 10; i += 1) {
      await postJob(ctx, recruiter, { job_title: `Teams Voice Engineer ${i}` });
      const c = await candidate('Meera', `Iyer${String.fromCharCode(97 + i)}`, 'Teams Engineer', true);
      expect(
        (await submitApplication(ctx, c.token, azureId, { first_name: 'Meera', last_name: `Iyer${String.fromCharCode(97 + i)}` }))
          .statusCode,
      ).toBe(201);
    }
    const found = await search('meera iyer');
    expect(found.applicants).toHaveLength(SEARCH_LIMITS.applicants);
    expect(found.candidates).toHaveLength(SEARCH_LIMITS.candidates);
    expect((await search('teams voice')).jobs).toHaveLength(SEARCH_LIMITS.jobs);
    expect(found.applicants.every((a) => a.name.startsWith('Meera Iyer'))).toBe(true);
  });

  it('writes nothing to the access log, for a recruiter or an admin', async () => {
    const before = await auditRows();
    await search('priya');
    await search('sharma', admin);
    await search('pr');
    expect(await auditRows()).toBe(before);
  });

  it('refuses a query shorter than 2 or longer than 100 characters (after trimming), and candidates', async () => {
    for (const [q, message] of [
      ['', P.queryTooShort],
      ['a', P.queryTooShort],
      ['  a  ', P.queryTooShort],
      ['x'.repeat(101), P.queryTooLong],
    ] as const) {
      const res = await call(ctx, 'GET', `/api/recruiter/workspace/search?q=${encodeURIComponent(q)}`, { token: recruiter });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe(message);
    }
    expect((await call(ctx, 'GET', '/api/recruiter/workspace/search', { token: recruiter })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/api/recruiter/workspace/search?q=priya', { token: candidateToken })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruiter/workspace/search?q=priya')).statusCode).toBe(401);
  });
});
