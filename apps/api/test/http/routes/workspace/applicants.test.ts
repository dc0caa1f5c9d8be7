import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICANT_SORTS,
  APPLICANTS_TABLE_MESSAGES as M,
  CURSOR_MESSAGES,
  RECRUITER_MESSAGES as R,
  type ApplicantRow,
  type ApplicantSort,
  type ApplicationStatus,
  EMPTY_PROFILE_TERMS,
  fitOrder,
} from '@careers/shared';
import { SAMPLE_MOBILES, sampleDocx, samplePng, sampleProfileTerms } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpAdmin, signUpRecruiter, submitApplication, uploadApplicationFile } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, runJobs, type TestContext } from '../../../helpers/test-app.js';
import { accessAudit } from '../../../../src/platform/db/schema/access-audit.js';
import { users } from '../../../../src/platform/db/schema/accounts.js';

let ctx: TestContext;
let anna: { token: string; id: number; email: string; password: string };
let ravi: { token: string; id: number; email: string; password: string };

/** After the test clock moves days ahead, the recruiters' sessions have expired: they log in again. */
async function logInAgain() {
  for (const who of [anna, ravi]) {
    const res = await call(ctx, 'POST', '/api/login', { payload: { username: who.email, password: who.password } });
    expect(res.statusCode, res.body).toBe(200);
    who.token = res.json().access_token as string;
  }
}

/** One applicant of the big job, as submitted (what each sort reads). */
interface Seeded {
  id: number;
  email: string;
  token: string;
  name: string;
  title: string | null;
  country: string;
  order: number;
}

const people: { first: string; last: string; title: string | null; code: string }[] = [
  { first: 'Maya', last: 'Rao', title: 'Cloud Architect', code: '+91' },
  { first: 'Ben', last: 'Okafor', title: 'Data Engineer', code: '+44' },
  { first: 'Chloe', last: 'Martin', title: 'Azure Engineer', code: '+33' },
  { first: 'Dev', last: 'Patel', title: null, code: '+91' },
  { first: 'Elena', last: 'Rossi', title: 'Site Reliability Engineer', code: '+39' },
  { first: 'Farah', last: 'Khan', title: 'Cloud Architect', code: '+971' },
  { first: 'Goran', last: 'Ilic', title: 'Platform Engineer', code: '+49' },
  { first: 'Hana', last: 'Sato', title: 'Azure Engineer', code: '+81' },
  { first: 'Ivan', last: 'Petrov', title: 'Network Engineer', code: '+49' },
  { first: 'Jon', last: 'Berg', title: 'Data Engineer', code: '+1' },
  { first: 'Kira', last: 'Novak', title: 'DevOps Engineer', code: '+65' },
  { first: 'Liam', last: 'Walsh', title: 'Cloud Architect', code: '+61' },
];

let jobId: number;
let seeded: Seeded[];

async function userIdOf(email: string): Promise<number> {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

const listUrl = (id: number, query: Record<string, string | number>) =>
  `/api/recruiter/workspace/jobs/${id}/applicants?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function page(token: string, query: Record<string, string | number>, id = jobId) {
  const res = await call(ctx, 'GET', listUrl(id, query), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rows: ApplicantRow[]; nextCursor: string | null; total?: number; stepCounts?: Record<ApplicationStatus, number> }>();
}

async function viewRows(actorId: number, view: string) {
  return ctx.database.db
    .select()
    .from(accessAudit)
    .where(and(eq(accessAudit.actorId, actorId), eq(accessAudit.kind, 'applicants_view'), eq(accessAudit.fileRef, view)));
}

const move = (token: string, id: number, payload: Record<string, unknown>) =>
  call(ctx, 'POST', `/api/recruiter/workspace/jobs/${id}/moves`, { token, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signUpRecruiter(ctx);
  const r = await signUpRecruiter(ctx, undefined, 'Ravi Kumar');
  anna = { ...a, id: await userIdOf(a.email) };
  ravi = { ...r, id: await userIdOf(r.email) };
  jobId = (await postJob(ctx, anna.token, { job_title: 'Cloud Platform Engineer' })).job_id;
  seeded = [];
  for (const [order, p] of people.entries()) {
    ctx.clock.advance(60_000);
    const candidate = await signUp(ctx);
    const res = await submitApplication(ctx, candidate.token, jobId, {
      first_name: p.first,
      last_name: p.last,
      mobiles: [{ code: p.code, number: SAMPLE_MOBILES[p.code] ?? '' }],
      experience: p.title
        ? [
            {
              job_title: p.title,
              company: 'Contoso Ltd',
              start_date: '01-06-2021',
              end_date: '',
              current: true,
              key_achievements: 'Shipped the platform',
            },
          ]
        : [],
    });
    expect(res.statusCode, res.body).toBe(201);
    seeded.push({
      id: 0,
      email: candidate.email,
      token: candidate.token,
      name: `${p.first} ${p.last}`,
      title: p.title,
      country: p.code,
      order,
    });
  }
  const first = await page(anna.token, { view: randomUUID(), sort: 'applied', dir: 'asc', limit: 200 });
  for (const [i, row] of first.rows.entries()) seeded[i]!.id = row.applicationId;
  // Steps and ratings, at later times: Ben and Chloe under review, Dev at interview; Maya rated 5 and 3, Elena 2.
  ctx.clock.advance(3_600_000);
  for (const who of [1, 2, 3])
    await call(ctx, 'POST', `/api/recruiter/applications/${seeded[who]!.id}/advance`, { token: anna.token, payload: { from: 'applied' } });
  await call(ctx, 'POST', `/api/recruiter/applications/${seeded[3]!.id}/advance`, { token: anna.token, payload: { from: 'under_review' } });
  await call(ctx, 'PUT', `/api/recruiter/applications/${seeded[0]!.id}/rating`, { token: anna.token, payload: { rating: 5 } });
  await call(ctx, 'PUT', `/api/recruiter/applications/${seeded[0]!.id}/rating`, { token: ravi.token, payload: { rating: 3 } });
  await call(ctx, 'PUT', `/api/recruiter/applications/${seeded[4]!.id}/rating`, { token: anna.token, payload: { rating: 2 } });
  ctx.clock.advance(86_400_000 * 3);
  await logInAgain();
}, 120_000);
afterAll(() => ctx.close());

/** Every page of one list view, in order, with the cursor handed from page to page. */
async function allPages(token: string, query: Record<string, string | number>, between?: (pageNo: number) => Promise<void>) {
  const rows: ApplicantRow[] = [];
  let cursor: string | null = null;
  let pageNo = 0;
  do {
    const res = await page(token, { ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...res.rows);
    cursor = res.nextCursor;
    pageNo += 1;
    if (cursor && between) await between(pageNo);
  } while (cursor);
  return { rows, pages: pageNo };
}

const STEP_INDEX: Record<ApplicationStatus, number> = {
  applied: 1,
  under_review: 2,
  interview: 3,
  offer: 4,
  hired: 5,
  not_selected: 6,
  withdrawn: 7,
};

/** The order each sort promises, as the client reads it: the key, then the id, both ways. */
const keyOf: Record<ApplicantSort, (r: ApplicantRow) => string | number> = {
  applied: (r) => r.appliedAt,
  name: (r) => r.name.toLowerCase(),
  title: (r) => (r.title ?? '').toLowerCase(),
  country: (r) => r.countryCode ?? '',
  step: (r) => STEP_INDEX[r.status],
  rating: (r) => r.ratingAvg,
  activity: (r) => r.lastActivityAt,
  fit: (r) => (r.fit ? fitOrder(r.fit) : -1),
};
function inOrder(rows: ApplicantRow[], sort: ApplicantSort, dir: 'asc' | 'desc'): boolean {
  const sign = dir === 'asc' ? 1 : -1;
  return rows.every((row, i) => {
    const prev = rows[i - 1];
    if (!prev) return true;
    const a = keyOf[sort](prev);
    const b = keyOf[sort](row);
    const cmp = a < b ? -1 : a > b ? 1 : prev.applicationId - row.applicationId;
    return cmp * sign < 0;
  });
}

describe('a job’s applicants table (REC-19, docs/decisions/036)', () => {
  it('answers narrow rows, the total and counts per step on the first page, and records the view once (REC-9)', async () => {
    const view = randomUUID();
    const first = await page(ravi.token, { view, limit: 5 });
    expect(first.total).toBe(12);
    expect(first.stepCounts).toEqual({ applied: 9, under_review: 2, interview: 1, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 });
    expect(first.rows).toHaveLength(5);
    // Newest application first by default.
    expect(first.rows[0]).toMatchObject({ name: 'Liam Walsh', title: 'Cloud Architect', company: 'Contoso Ltd', countryCode: '+61' });
    expect(first.rows[0]).not.toHaveProperty('details');
    const dev = (await allPages(ravi.token, { view, limit: 5 })).rows.find((r) => r.name === 'Dev Patel');
    expect(dev).toMatchObject({ status: 'interview', title: null, daysInStep: 3, demo: false });
    const maya = (await page(ravi.token, { view, q: 'maya' })).rows[0];
    expect(maya).toMatchObject({ ratingAvg: 4, ratingCount: 2 });
    // Later pages carry no total; three pages and a search of one view are still one access row.
    const second = await page(ravi.token, { view, limit: 5, cursor: first.nextCursor ?? '' });
    expect(second.total).toBeUndefined();
    expect(await viewRows(ravi.id, view)).toHaveLength(1);
    const other = randomUUID();
    await page(ravi.token, { view: other });
    expect(await viewRows(ravi.id, other)).toHaveLength(1);
    expect((await viewRows(ravi.id, view))[0]).toMatchObject({ jobId, candidateId: null });
  });

  it('filters by a search on name or title, by steps and by minimum rating; the total follows the filters', async () => {
    const view = randomUUID();
    const byName = await page(anna.token, { view, q: 'ROSS' });
    expect(byName.rows.map((r) => r.name)).toEqual(['Elena Rossi']);
    const byTitle = await page(anna.token, { view, q: 'cloud arch', sort: 'name', dir: 'asc' });
    expect(byTitle.rows.map((r) => r.name)).toEqual(['Farah Khan', 'Liam Walsh', 'Maya Rao']);
    expect(byTitle.total).toBe(3);
    const steps = await page(anna.token, { view, steps: 'under_review,interview', sort: 'name', dir: 'asc' });
    expect(steps.rows.map((r) => r.name)).toEqual(['Ben Okafor', 'Chloe Martin', 'Dev Patel']);
    expect(steps.total).toBe(3);
    // Counts per step ignore the steps filter (the chips show them), follow the others.
    expect(steps.stepCounts?.applied).toBe(9);
    const rated = await page(anna.token, { view, minRating: 4 });
    expect(rated.rows.map((r) => r.name)).toEqual(['Maya Rao']);
    expect(rated.stepCounts?.applied).toBe(1);
    const wildcard = await page(anna.token, { view, q: '%' });
    expect(wildcard.rows).toEqual([]);
  });

  it('refuses a cursor of another sort, direction or filter, a damaged one, a missing view and a page over 200 (400)', async () => {
    const view = randomUUID();
    const { nextCursor } = await page(anna.token, { view, sort: 'name', dir: 'asc', limit: 3 });
    const queries: Record<string, string>[] = [
      { view, sort: 'rating', dir: 'asc', cursor: nextCursor ?? '' },
      { view, sort: 'name', dir: 'desc', cursor: nextCursor ?? '' },
      { view, sort: 'name', dir: 'asc', q: 'a', cursor: nextCursor ?? '' },
      { view, sort: 'name', dir: 'asc', cursor: 'not-a-cursor' },
    ];
    for (const query of queries) {
      const res = await call(ctx, 'GET', listUrl(jobId, query), { token: anna.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CURSOR_MESSAGES.invalid);
    }
    expect((await call(ctx, 'GET', listUrl(jobId, {}), { token: anna.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', listUrl(jobId, { view, limit: 201 }), { token: anna.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', listUrl(jobId, { view, steps: 'applied,nope' }), { token: anna.token })).statusCode).toBe(400);
    const missing = await call(ctx, 'GET', listUrl(999_999, { view }), { token: anna.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(R.jobNotFound);
  });
  it('sorts by every column both ways, page after page, without a gap or a repeat while a row moves between requests', async () => {
    for (const sort of APPLICANT_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const view = randomUUID();
        const whole = await page(anna.token, { view, sort, dir, limit: 200 });
        expect(inOrder(whole.rows, sort, dir), `${sort} ${dir}`).toBe(true);
        // Between pages 1 and 2, the last row of the whole list is rated (activity and rating move) and moved a step.
        const mover = whole.rows.at(-1)!;
        const { rows, pages } = await allPages(anna.token, { view, sort, dir, limit: 4 }, async (pageNo) => {
          if (pageNo !== 1) return;
          ctx.clock.advance(1000);
          await call(ctx, 'PUT', `/api/recruiter/applications/${mover.applicationId}/rating`, {
            token: ravi.token,
            payload: { rating: 1 },
          });
          await call(ctx, 'POST', `/api/recruiter/applications/${mover.applicationId}/advance`, {
            token: anna.token,
            payload: { from: mover.status },
          });
        });
        expect(pages).toBe(3);
        const others = rows.filter((r) => r.applicationId !== mover.applicationId).map((r) => r.applicationId);
        expect(new Set(others).size, `${sort} ${dir}: no repeat`).toBe(others.length);
        expect(others.sort(), `${sort} ${dir}: no gap`).toEqual(
          whole.rows
            .filter((r) => r.applicationId !== mover.applicationId)
            .map((r) => r.applicationId)
            .sort(),
        );
        expect(
          inOrder(
            rows.filter((r) => r.applicationId !== mover.applicationId),
            sort,
            dir,
          ),
        ).toBe(true);
      }
    }
  });
});

describe('photos inside a list view, the side panel and a DOCX CV (REC-9, REC-19)', () => {
  let photoJob: number;
  let applicationId: number;
  let photoId: string;
  let cvId: string;
  let candidateId: number;
  let priya: { token: string; email: string; password: string };

  beforeAll(async () => {
    photoJob = (await postJob(ctx, anna.token)).job_id;
    priya = await signUp(ctx);
    candidateId = await userIdOf(priya.email);
    const { id, name, size } = (await uploadApplicationFile(ctx, priya.token, 'photo', { data: samplePng() })).json<{
      id: string;
      name: string;
      size: number;
    }>();
    const photo = { id, name, size };
    const uploaded = (
      await uploadApplicationFile(ctx, priya.token, 'cv', {
        data: sampleDocx('Priya Sharma, Azure architect, eight years of cloud work'),
        filename: 'Priya CV.docx',
      })
    ).json<{ id: string; name: string; size: number }>();
    const cv = { id: uploaded.id, name: uploaded.name, size: uploaded.size };
    const res = await submitApplication(ctx, priya.token, photoJob, {
      mode: 'standard',
      cv_files: [cv],
      photo_files: [photo],
    });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs(ctx.app, 'talent-text');
    const listed = await page(anna.token, { view: randomUUID() }, photoJob);
    applicationId = listed.rows[0]!.applicationId;
    photoId = listed.rows[0]!.photoFileId ?? '';
    cvId = listed.rows[0]!.cvFileId ?? '';
    expect(photoId).not.toBe('');
    expect(cvId).not.toBe('');
  });

  const photoUrl = (job: number, file: string, view: string) => `/api/recruiter/workspace/jobs/${job}/photos/${file}?view=${view}`;
  const rowsOf = async (kind: 'photo' | 'profile_view' | 'cv') =>
    ctx.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.actorId, anna.id), eq(accessAudit.kind, kind), eq(accessAudit.candidateId, candidateId)));

  it('serves thumbnails inside a recorded list view of the job without a row per thumbnail, and nothing outside one', async () => {
    const view = randomUUID();
    await page(anna.token, { view }, photoJob);
    for (let i = 0; i < 3; i += 1) {
      const res = await call(ctx, 'GET', photoUrl(photoJob, photoId, view), { token: anna.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
    expect(await rowsOf('photo')).toHaveLength(0);
    // A view never recorded, another recruiter's view, another job, or a view older than 12 hours: not found.
    expect((await call(ctx, 'GET', photoUrl(photoJob, photoId, randomUUID()), { token: anna.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', photoUrl(photoJob, photoId, view), { token: ravi.token })).statusCode).toBe(404);
    const otherView = randomUUID();
    await page(anna.token, { view: otherView });
    expect((await call(ctx, 'GET', photoUrl(jobId, photoId, otherView), { token: anna.token })).statusCode).toBe(404);
    ctx.clock.advance(13 * 3_600_000);
    await logInAgain();
    expect((await call(ctx, 'GET', photoUrl(photoJob, photoId, view), { token: anna.token })).statusCode).toBe(404);
  });

  it('a Vietnamese number (+84) is stored in E.164 with its country and shown with it (docs/decisions/039)', async () => {
    const job = (await postJob(ctx, anna.token, { job_title: 'Intune Engineer' })).job_id;
    const candidate = await signUp(ctx);
    const res = await submitApplication(ctx, candidate.token, job, {
      first_name: 'Minh',
      last_name: 'Nguyen',
      mobiles: [{ code: '+84', region: 'VN', number: '0912 345 678' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await page(anna.token, { view: randomUUID() }, job)).rows;
    expect(row).toMatchObject({ name: 'Minh Nguyen', countryCode: '+84', countryRegion: 'VN' });
    const panel = await call(ctx, 'GET', `/api/recruiter/workspace/applications/${row?.applicationId ?? 0}`, { token: anna.token });
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json().applicant.details.mobiles).toEqual([{ code: '+84', number: '912345678', region: 'VN', e164: '+84912345678' }]);
    expect(panel.json().candidate).toMatchObject({ countryCode: '+84', countryRegion: 'VN' });
  });

  it('the side panel answers the application, the candidate and the step history, recorded as a profile view', async () => {
    await call(ctx, 'POST', `/api/recruiter/applications/${applicationId}/advance`, { token: anna.token, payload: { from: 'applied' } });
    const before = (await rowsOf('profile_view')).length;
    const res = await call(ctx, 'GET', `/api/recruiter/workspace/applications/${applicationId}`, { token: anna.token });
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json();
    expect(panel.jobId).toBe(photoJob);
    expect(panel.applicant.details.first_name).toBe('Priya');
    expect(panel.candidate).toMatchObject({
      id: candidateId,
      name: 'Priya Sharma',
      title: 'Azure Engineer',
      countryCode: '+91',
      countryRegion: 'IN',
      demo: false,
    });
    expect(panel.history.map((h: { status: string; actor: string | null }) => [h.status, h.actor])).toEqual([
      ['applied', null],
      ['under_review', 'Anna Schmidt'],
    ]);
    const rows = await rowsOf('profile_view');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ applicationId, jobId: photoJob });
    expect((await call(ctx, 'GET', '/api/recruiter/workspace/applications/999999', { token: anna.token })).statusCode).toBe(404);
  });

  it('the side panel answers the candidate’s profile terms as they stand now, within the one profile view (PRO-20)', async () => {
    const url = `/api/recruiter/workspace/applications/${applicationId}`;
    // Nothing said yet: no skills and nulls, never a missing field.
    const empty = await call(ctx, 'GET', url, { token: anna.token });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().terms).toEqual(EMPTY_PROFILE_TERMS);

    // Stated after applying: the panel reads the profile's terms, not a copy taken with the application.
    const terms = sampleProfileTerms();
    // The clock has moved on since she applied: she logs in again.
    const login = await call(ctx, 'POST', '/api/login', { payload: { username: priya.email, password: priya.password } });
    expect(login.statusCode, login.body).toBe(200);
    priya.token = login.json().access_token as string;
    const saved = await call(ctx, 'PUT', '/api/profile/terms', { token: priya.token, payload: { ...terms } });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await rowsOf('profile_view')).length;
    const res = await call(ctx, 'GET', url, { token: anna.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().terms).toEqual(terms);
    // The terms are part of the profile view already recorded for the panel: one row, none of their own.
    expect(await rowsOf('profile_view')).toHaveLength(before + 1);
    // Candidates never read the recruiters' panel, their own application's included.
    expect((await call(ctx, 'GET', url, { token: priya.token })).statusCode).toBe(403);
  });

  it('opened from a list view, the panel is one profile view per applicant per view, however often it re-reads', async () => {
    const before = (await rowsOf('profile_view')).length;
    const view = randomUUID();
    const url = `/api/recruiter/workspace/applications/${applicationId}?view=${view}`;
    for (let i = 0; i < 3; i += 1) expect((await call(ctx, 'GET', url, { token: anna.token })).statusCode).toBe(200);
    expect(await rowsOf('profile_view')).toHaveLength(before + 1);
    // Another view, or another member in the same view, is another access.
    await call(ctx, 'GET', `/api/recruiter/workspace/applications/${applicationId}?view=${randomUUID()}`, { token: anna.token });
    expect(await rowsOf('profile_view')).toHaveLength(before + 2);
    const admin = await signUpAdmin(ctx);
    const log = await call(ctx, 'GET', '/api/recruiter/audit', { token: admin.token });
    expect(log.statusCode, log.body).toBe(200);
    const panelRows = log
      .json()
      .entries.filter(
        (e: { kind: string; applicationId: number | null }) => e.kind === 'profile_view' && e.applicationId === applicationId,
      );
    expect(panelRows.length).toBeGreaterThanOrEqual(2);
    // The view's id is ours, not the reader's: no file id on a profile view.
    expect(panelRows.every((e: { fileId: string | null }) => e.fileId === null)).toBe(true);
    expect(
      (await call(ctx, 'GET', `/api/recruiter/workspace/applications/${applicationId}?view=nope`, { token: anna.token })).statusCode,
    ).toBe(400);
  });

  it('a DOCX CV reads as text in the page, recorded as a CV read', async () => {
    const res = await call(ctx, 'GET', `/api/recruiter/workspace/application-files/${cvId}/text`, { token: anna.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toContain('Priya Sharma, Azure architect');
    expect(await rowsOf('cv')).toHaveLength(1);
    expect((await call(ctx, 'GET', `/api/recruiter/workspace/application-files/${photoId}/text`, { token: anna.token })).statusCode).toBe(
      404,
    );
  });
});

describe('bulk moves (REC-6 per application, REC-19)', () => {
  it('moves some, says which were stale, final or not this job’s, and e-mails each moved candidate once', async () => {
    const job = (await postJob(ctx, anna.token)).job_id;
    const other = (await postJob(ctx, anna.token)).job_id;
    const made: { id: number; email: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const c = await signUp(ctx);
      await submitApplication(ctx, c.token, i === 4 ? other : job, { first_name: `Person${'ABCDE'[i]}`, last_name: 'Test' });
      made.push({ id: 0, email: c.email });
    }
    const rows = (await page(anna.token, { view: randomUUID(), sort: 'applied', dir: 'asc' }, job)).rows;
    rows.forEach((r, i) => (made[i]!.id = r.applicationId));
    made[4]!.id = (await page(anna.token, { view: randomUUID() }, other)).rows[0]!.applicationId;
    // C was moved by someone else since; D is already hired.
    await call(ctx, 'POST', `/api/recruiter/applications/${made[2]!.id}/advance`, { token: ravi.token, payload: { from: 'applied' } });
    for (const from of ['applied', 'under_review', 'interview', 'offer'] as const)
      await call(ctx, 'POST', `/api/recruiter/applications/${made[3]!.id}/advance`, { token: ravi.token, payload: { from } });
    await deliverMail(ctx.app);
    const mailsBefore = readOutbox(ctx.config.dataDir).length;

    const res = await move(anna.token, job, {
      action: 'advance',
      items: [
        { applicationId: made[0]!.id, from: 'applied' },
        { applicationId: made[1]!.id, from: 'applied' },
        { applicationId: made[2]!.id, from: 'applied' },
        { applicationId: made[3]!.id, from: 'hired' },
        { applicationId: made[4]!.id, from: 'applied' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      moved: 2,
      results: [
        {
          applicationId: made[0]!.id,
          name: 'PersonA Test',
          outcome: 'moved',
          status: 'under_review',
          message: M.outcomes.moved('Under review'),
        },
        {
          applicationId: made[1]!.id,
          name: 'PersonB Test',
          outcome: 'moved',
          status: 'under_review',
          message: M.outcomes.moved('Under review'),
        },
        {
          applicationId: made[2]!.id,
          name: 'PersonC Test',
          outcome: 'stale',
          status: 'under_review',
          message: M.outcomes.stale('Under review'),
        },
        { applicationId: made[3]!.id, name: 'PersonD Test', outcome: 'final', status: 'hired', message: R.hiredIsFinal },
        { applicationId: made[4]!.id, name: null, outcome: 'not-found', status: null, message: M.outcomes.notFound },
      ],
    });
    await deliverMail(ctx.app);
    const mails = readOutbox(ctx.config.dataDir).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual([made[0]!.email, made[1]!.email].sort());

    const ended = await move(anna.token, job, {
      action: 'not-selected',
      items: [
        { applicationId: made[0]!.id, from: 'under_review' },
        { applicationId: made[3]!.id, from: 'hired' },
      ],
    });
    expect(ended.json().results.map((r: { outcome: string; status: string }) => [r.outcome, r.status])).toEqual([
      ['moved', 'not_selected'],
      ['final', 'hired'],
    ]);
  });

  it('takes 1 to 100 applications: none or 101 is a 400, an unknown job a 404', async () => {
    const job = (await postJob(ctx, anna.token)).job_id;
    const items = Array.from({ length: 101 }, (_, i) => ({ applicationId: i + 1, from: 'applied' }));
    expect((await move(anna.token, job, { action: 'advance', items })).statusCode).toBe(400);
    expect((await move(anna.token, job, { action: 'advance', items: [] })).statusCode).toBe(400);
    expect((await move(anna.token, job, { action: 'archive', items: items.slice(0, 1) })).statusCode).toBe(400);
    expect((await move(anna.token, 999_999, { action: 'advance', items: items.slice(0, 1) })).statusCode).toBe(404);
    const hundred = await move(anna.token, job, { action: 'advance', items: items.slice(0, 100) });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().moved).toBe(0);
  });
});
