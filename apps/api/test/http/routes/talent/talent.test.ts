import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TERMS_MESSAGES as PT, TALENT_MESSAGES as T, type TalentCandidateDetail, type TalentSearchResponse } from '@careers/shared';
import { multipart, sampleDocx, samplePdf } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication, uploadedCv } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { patchProfile } from '../../../helpers/profile.js';
import { createTestApp, runJobs, type TestContext } from '../../../helpers/test-app.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

let ctx: TestContext;
let recruiter: string;

const experience = (JobTitle: string, Company: string, KeyAchievements: string) => ({
  section: 'experience',
  JobTitle,
  Company,
  ExperienceDuration: '01-04-2021 - Present',
  KeyAchievements,
});

function uploadResume(token: string, data: Buffer, filename: string) {
  const { payload, headers } = multipart({ field: 'resume', filename, contentType: 'application/octet-stream', data });
  return call(ctx, 'POST', '/api/upload/resume', { token, payload, headers });
}
const optIn = (token: string, discoverable = true) => call(ctx, 'PUT', '/api/profile/discoverable', { token, payload: { discoverable } });
async function search(query: Record<string, string>): Promise<TalentSearchResponse> {
  const res = await call(ctx, 'GET', `/api/recruiter/talent?${new URLSearchParams(query).toString()}`, { token: recruiter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TalentSearchResponse>();
}
const names = (r: TalentSearchResponse) => r.candidates.map((c) => c.name);

/** A candidate with a name, a profile headline and (optionally) a resume, opted in unless told otherwise. */
async function candidate(first: string, headline: [string, string, string], resume?: Buffer, discoverable = true) {
  const account = await signUp(ctx, undefined, { first_name: first, last_name: 'Test' });
  const { token } = account;
  const saved = await patchProfile(ctx, token, experience(...headline));
  expect(saved.statusCode, saved.body).toBe(200);
  if (resume) {
    const uploaded = await uploadResume(token, resume, `${first}.pdf`);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  if (discoverable) expect((await optIn(token)).statusCode).toBe(200);
  return account;
}

let ashaLogin: { email: string; password: string };
let recruiterLogin: { email: string; password: string; token: string };
let ravi: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiterLogin = await signUpRecruiter(ctx);
  recruiter = recruiterLogin.token;
  ashaLogin = await candidate(
    'Asha',
    ['Endpoint Engineer', 'Fabrikam', 'Rolled out Intune to 4000 laptops'],
    samplePdf('Windows Autopilot zero touch deployment for Contoso'),
  );
  ravi = (
    await candidate(
      'Ravi',
      ['Intune Consultant', 'Northwind', 'Autopilot and Intune migration lead'],
      sampleDocx('Kubernetes Terraform platform work'),
    )
  ).token;
  await candidate('Meera', ['Data Engineer', 'Tailwind', 'Spark pipelines'], samplePdf('Snowflake and Intune reporting'));
  // Not opted in: never found, whatever matches.
  await candidate('Hidden', ['Intune Architect', 'Contoso', 'Intune Autopilot everything'], samplePdf('Intune Autopilot Windows'), false);
  await runJobs(ctx.app, 'talent-text');
});
afterAll(() => ctx.close());

describe('the talent pool opt-in (REC-10)', () => {
  it('is off until the candidate turns it on; each change is stored with its time', async () => {
    const { token } = await signUp(ctx);
    const before = await call(ctx, 'GET', '/api/profile/discoverable', { token });
    expect(before.json()).toEqual({ discoverable: false, changed_at: null });
    const on = await optIn(token);
    expect(on.json()).toEqual({ message: T.discoverableOn, discoverable: true, changed_at: ctx.clock.now().toISOString() });
    ctx.clock.advance(60_000);
    const off = await optIn(token, false);
    expect(off.json()).toMatchObject({ message: T.discoverableOff, discoverable: false, changed_at: ctx.clock.now().toISOString() });
    expect((await call(ctx, 'GET', '/api/profile/discoverable', { token })).json()).toMatchObject({ discoverable: false });
  });

  it('a candidate who never opted in is never found, nor is one who opted out again', async () => {
    expect(names(await search({ q: 'Intune' }))).not.toContain('Hidden Test');
    expect(names(await search({}))).not.toContain('Hidden Test');
    const { token: leaving } = await candidate('Leaving', ['Intune Specialist', 'Adatum', 'Packaged apps for Intune'], undefined);
    expect(names(await search({ q: 'Intune Specialist' }))).toContain('Leaving Test');
    await optIn(leaving, false);
    expect(names(await search({ q: 'Intune Specialist' }))).not.toContain('Leaving Test');
  });

  it('bad input gets a 400 with a message', async () => {
    const { token } = await signUp(ctx);
    expect((await call(ctx, 'PUT', '/api/profile/discoverable', { token, payload: { discoverable: 'yes' } })).statusCode).toBe(400);
    const res = await call(ctx, 'GET', '/api/recruiter/talent?page=0', { token: recruiter });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(T.pageInvalid);
    // PRO-20: the country is the country of residence, an ISO code (a dialling code is no longer one).
    expect((await call(ctx, 'GET', '/api/recruiter/talent?country=india', { token: recruiter })).body).toContain(PT.countryInvalid);
    expect((await call(ctx, 'GET', '/api/recruiter/talent?country=%2B91', { token: recruiter })).statusCode).toBe(400);
  });
});

describe('GET /api/recruiter/talent (REC-10)', () => {
  it('finds a candidate by a phrase from their resume PDF and from their DOCX, with the match highlighted', async () => {
    const pdf = await search({ q: '"zero touch deployment"' });
    expect(names(pdf)).toEqual(['Asha Test']);
    expect(pdf.candidates[0]?.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['zero', 'touch', 'deployment']);
    expect(pdf.candidates[0]).toMatchObject({ headline: 'Endpoint Engineer at Fabrikam', verified: false });
    expect(names(await search({ q: 'terraform' }))).toEqual(['Ravi Test']);
  });

  it('ranks headline fields above resume text', async () => {
    // Ravi has Intune in his job title and achievements, Asha in her achievements, Meera only in her resume.
    const res = await search({ q: 'intune' });
    expect(names(res).filter((n) => ['Asha Test', 'Ravi Test', 'Meera Test'].includes(n))).toEqual([
      'Ravi Test',
      'Asha Test',
      'Meera Test',
    ]);
  });

  it('understands quotes, OR and minus', async () => {
    expect(names(await search({ q: 'snowflake OR terraform' })).sort()).toEqual(['Meera Test', 'Ravi Test']);
    expect(names(await search({ q: 'intune -autopilot' }))).toEqual(['Meera Test']);
    expect(names(await search({ q: '"touch zero"' }))).toEqual([]);
    // Odd input is still a search, never an error.
    expect((await search({ q: '"unclosed & | ! (' })).total).toBe(0);
  });

  it('a snippet is text parts: markup in a resume never comes back as markup', async () => {
    await candidate(
      'Markup',
      ['Zookeeper', 'Acme Zoos', 'Looked after the animals'],
      samplePdf('<img src=x onerror=alert(1)> quokka wrangling'),
    );
    await runJobs(ctx.app, 'talent-text');
    const res = await search({ q: 'quokka' });
    const text = res.candidates[0]?.snippet.map((p) => p.text).join('') ?? '';
    // Tags are words to the text parser: they never come back as markup, and no marker leaks into the text.
    expect(text).not.toContain('<img');
    expect(text).not.toMatch(/[\uE000\uE001]/);
    expect(res.candidates[0]?.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['quokka']);
  });

  it('filters: has a resume, certification, country, mobile verified, updated within N days', async () => {
    expect(names(await search({ q: 'intune', hasResume: 'true' }))).not.toContain('Leaving Test');
    expect((await search({ q: 'intune', verified: 'true' })).total).toBe(0);
    expect((await search({ q: 'intune', country: 'GB' })).total).toBe(0);

    // A certification comes from an application; applying also puts its entries in the document.
    const job = await postJob(ctx, recruiter);
    const cv = await uploadedCv(ctx, ravi, samplePdf('Nutanix hyperconverged clusters'));
    expect((await submitApplication(ctx, ravi, job.job_id, { mode: 'standard', cv_files: [cv] })).statusCode).toBe(201);
    await runJobs(ctx.app, 'talent-text');
    expect(names(await search({ certification: 'azure' }))).toEqual(['Ravi Test']);
    expect(names(await search({ q: 'nutanix' }))).toEqual(['Ravi Test']);
    expect(names(await search({ q: '"Azure Solutions Architect"' }))).toEqual(['Ravi Test']);
  });

  it('pages with a total count', async () => {
    for (let i = 0; i < 21; i++)
      await candidate(`Pager ${String.fromCharCode(65 + i)}`, ['Zebra Analyst', 'Pagination Co', 'Counted every zebra'], undefined);
    const first = await search({ q: 'zebra' });
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.candidates).toHaveLength(20);
    const second = await search({ q: 'zebra', page: '2' });
    expect(second.candidates).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(21);
    // Past the last page: no candidates, and still the count.
    expect(await search({ q: 'zebra', page: '3' })).toMatchObject({ candidates: [], total: 21, page: 3 });
  });

  it('keeps a search document of a resume of about 750 words in its row, not in TOAST (docs/decisions/013)', async () => {
    // Every search reads the document of every match: from the row itself, not from a TOAST table.
    // (Words other tests search for, such as Intune or Terraform, are left out.)
    const sentences = [
      'Designed cloud landing zones with policy as code and private endpoints for regulated banking workloads.',
      'Managed endpoint compliance policies, zero-touch provisioning and app protection for eight thousand devices.',
      'Automated user lifecycle and licensing with PowerShell and Microsoft Graph for a retail group.',
      'Operated container clusters with Helm, Argo CD, Prometheus and Grafana dashboards.',
      'Hunted threats in Sentinel and Defender XDR, wrote KQL analytics rules and Logic Apps playbooks.',
      'Planned Exchange Online migrations with cut-over runbooks, coexistence and pilot waves.',
      'Built Pulumi programs and ARM templates, reviewed through pull requests with policy checks.',
      'Configured conditional access, privileged identity management, access reviews and FIDO2 sign-in.',
      'Ran VMware to cloud migrations with dependency analysis, replication and weekend cut-overs.',
      'Hardened Linux and Windows servers against CIS benchmarks and automated monthly patching.',
      'Coached client teams in agile delivery, facilitated workshops and wrote architecture decision records.',
      'Built Power BI dashboards and Power Automate flows for service desk reporting and approvals.',
    ];
    const resume = Array.from({ length: 56 }, (_, i) => sentences[i % sentences.length]).join(' ');
    await candidate('Longresume', ['Capybara Engineer', 'Wetland Ltd', 'Kept capybaras happy'], sampleDocx(resume));
    await runJobs(ctx.app, 'talent-text');
    expect(resume.split(' ').length).toBeGreaterThan(700);
    const found = await search({ q: 'capybara "regulated banking"' });
    expect(names(found)).toEqual(['Longresume Test']);

    const id = found.candidates[0]?.id ?? 0;
    const stored = await ctx.database.db.execute<{ size: number; toast: string }>(
      sql`SELECT pg_column_size(d.document) AS size, c.reltoastrelid::regclass::text AS toast
          FROM talent_documents d, pg_class c WHERE d.user_id = ${id} AND c.oid = 'talent_documents'::regclass`,
    );
    const [{ size, toast } = { size: 0, toast: '' }] = stored.rows;
    // Larger on its own than PostgreSQL's default threshold (2032 bytes), at which it would have moved to TOAST.
    expect(size).toBeGreaterThan(2032);
    const inToast = await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(toast)}`);
    expect(inToast.rows[0]?.n).toBe(0);
  });
});

describe('GET /api/recruiter/candidates/{id} (REC-10)', () => {
  it('returns the full profile, files and applications of a found candidate; 404 for one not in the pool', async () => {
    const hit = (await search({ q: 'terraform' })).candidates[0];
    const res = await call(ctx, 'GET', `/api/recruiter/candidates/${hit?.id}`, { token: recruiter });
    expect(res.statusCode).toBe(200);
    const detail = res.json<TalentCandidateDetail>();
    expect(detail.profile).toMatchObject({ first_name: 'Ravi', JobTitle: 'Intune Consultant', resume_name: 'Ravi.docx' });
    expect(detail.applications[0]?.files).toHaveLength(1);
    expect(detail.applications[0]?.details.certifications[0]?.course).toBe('azure');

    const { email } = await signUp(ctx);
    const hiddenId = (await repositoriesOf(ctx).users.findByEmail(email))?.id;
    const hidden = await call(ctx, 'GET', `/api/recruiter/candidates/${hiddenId}`, { token: recruiter });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: T.candidateNotFound });
  });

  it('a file whose text cannot be read is still accepted, just not searchable', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
    const { token } = await candidate('Broken', ['Okapi Keeper', 'City Zoo', 'Fed every okapi'], undefined);
    const res = await uploadResume(token, broken, 'broken.pdf');
    expect(res.statusCode).toBe(200);
    await runJobs(ctx.app, 'talent-text');
    expect(names(await search({ q: 'okapi' }))).toEqual(['Broken Test']);
  });
});

describe('updated within N days (REC-10)', () => {
  it('keeps only candidates whose searchable data changed in the last N days', async () => {
    ctx.clock.advance(10 * 86_400_000);
    // Ten days on, sessions have ended: both sign in again.
    const login = async (email: string, password: string) =>
      (await call(ctx, 'POST', '/api/login', { payload: { username: email, password } })).json<{ access_token: string }>().access_token;
    recruiter = await login(recruiterLogin.email, recruiterLogin.password);
    const token = await login(ashaLogin.email, ashaLogin.password);
    expect(
      (await patchProfile(ctx, token, experience('Endpoint Engineer', 'Fabrikam', 'Rolled out Intune to 4000 laptops'))).statusCode,
    ).toBe(200);
    expect(names(await search({ q: 'intune', updatedWithin: '5' }))).toEqual(['Asha Test']);
    expect(names(await search({ q: 'intune', updatedWithin: '30' }))).toContain('Ravi Test');
  });
});
