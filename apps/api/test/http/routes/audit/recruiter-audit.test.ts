import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as A, AUDIT_PAGE_SIZE, AUDIT_TOTAL_CAP, type AuditEntry, type AuditResponse } from '@careers/shared';
import { multipart, samplePdf, samplePng } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication, uploadApplicationFile, uploadedCv } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createListViews } from '../../../../src/domains/audit/index.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

/**
 * REC-9 (docs/decisions/017): every recruiter or admin read of a candidate's personal data
 * writes an access-log row before it is served; no row, no data; admins read the log.
 */
let ctx: TestContext;
let anna: { token: string; id: number };
let lena: { token: string; id: number };
let priya: { token: string; id: number; email: string };
const RESUME = samplePdf('Priya Sharma resume: Intune and Autopilot');
const PHOTO = samplePng();

const idOf = async (email: string) => (await repositoriesOf(ctx).users.findByEmail(email))?.id ?? 0;

function uploadProfileFile(token: string, kind: 'resume' | 'profile_photo', data: Buffer, filename: string) {
  const { payload, headers } = multipart({ field: kind, filename, contentType: 'application/octet-stream', data });
  return call(ctx, 'POST', `/api/upload/${kind}`, { token, payload, headers });
}

async function auditLog(query: Record<string, string | number> = {}, token = lena.token): Promise<AuditResponse> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(ctx, 'GET', `/api/recruiter/audit?${search.toString()}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditResponse>();
}
const totalRows = async () => (await auditLog()).total;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Make every insert into the access log fail, as a full or broken log would, until `restore`. */
async function breakTheLog() {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION access_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the access log refuses writes (test)'; END $$`),
  );
  await db.execute(
    sql.raw('CREATE TRIGGER access_audit_refuse BEFORE INSERT ON access_audit FOR EACH ROW EXECUTE FUNCTION access_audit_refuse()'),
  );
  return async () => {
    await db.execute(sql.raw('DROP TRIGGER access_audit_refuse ON access_audit'));
  };
}

let jobId: number;
let cvId: string;
let appPhotoId: string;
let applicationId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signUpRecruiter(ctx, undefined, 'Anna Schmidt');
  anna = { token: a.token, id: await idOf(a.email) };
  const l = await signUpRecruiter(ctx, undefined, 'Lena Berg', { admin: true });
  lena = { token: l.token, id: await idOf(l.email) };
  const p = await signUp(ctx, undefined, { first_name: 'Priya', last_name: 'Sharma' });
  priya = { token: p.token, email: p.email, id: await idOf(p.email) };
  expect((await uploadProfileFile(priya.token, 'resume', RESUME, 'Priya CV.pdf')).statusCode).toBe(200);
  expect((await uploadProfileFile(priya.token, 'profile_photo', PHOTO, 'me.png')).statusCode).toBe(200);
  jobId = (await postJob(ctx, anna.token, { job_title: 'Intune Engineer' })).job_id;
  const cv = await uploadedCv(ctx, priya.token);
  const photo = await uploadApplicationFile(ctx, priya.token, 'photo', { data: PHOTO });
  expect(photo.statusCode, photo.body).toBe(201);
  const { id, name, size } = photo.json<{ id: string; name: string; size: number }>();
  const photoFile = { id, name, size };
  const submitted = await submitApplication(ctx, priya.token, jobId, { mode: 'standard', cv_files: [cv], photo_files: [photoFile] });
  expect(submitted.statusCode, submitted.body).toBe(201);
  cvId = cv.id;
  appPhotoId = photoFile.id;
  applicationId = (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token: anna.token })).json().applicants[0]
    .application_id as number;
});
afterAll(() => ctx.close());

describe('every recruiter access to personal data is recorded (REC-9)', () => {
  it('a profile view, the profile resume and photo, an application CV and photo and a CSV export each write one row: who, whose, what, when', async () => {
    expect(await totalRows()).toBe(0);
    const start = ctx.clock.now().getTime();

    const view = await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}`, { token: anna.token });
    expect(view.statusCode, view.body).toBe(200);
    // The storage paths stay out of the recruiter's view: files come through the recorded routes below.
    expect(view.json()).toMatchObject({ profile: { profile_photo: '', resume: '' }, profileFiles: { resume: true, photo: true } });

    ctx.clock.advance(1_000);
    const resume = await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}/resume`, { token: anna.token });
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(RESUME)).toBe(true);
    expect(resume.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    expect(resume.headers['content-disposition']).toContain('attachment');

    ctx.clock.advance(1_000);
    const photo = await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}/photo`, { token: anna.token });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PHOTO)).toBe(true);
    expect(photo.headers['content-disposition']).toContain('Priya Sharma photo.png');

    ctx.clock.advance(1_000);
    expect((await call(ctx, 'GET', `/api/recruiter/application-files/${cvId}`, { token: lena.token })).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    expect((await call(ctx, 'GET', `/api/recruiter/application-files/${appPhotoId}`, { token: anna.token })).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applicants.csv`, { token: anna.token })).statusCode).toBe(200);

    const log = await auditLog();
    const at = (seconds: number) => new Date(start + seconds * 1_000).toISOString();
    const annaAs = { id: anna.id, name: 'Anna Schmidt' };
    const priyaAs = { id: priya.id, name: 'Priya Sharma' };
    const none = { job: null, applicationId: null, fileId: null };
    expect(log).toMatchObject({ total: 6, totalCapped: false, nextCursor: null, prevCursor: null, pageSize: AUDIT_PAGE_SIZE });
    // Newest first.
    expect(log.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        at: at(5),
        kind: 'applicants_export',
        member: annaAs,
        candidate: null,
        job: { id: jobId, title: 'Intune Engineer' },
        applicationId: null,
        fileId: null,
      },
      { at: at(4), kind: 'photo', member: annaAs, candidate: priyaAs, job: null, applicationId, fileId: appPhotoId },
      { at: at(3), kind: 'cv', member: { id: lena.id, name: 'Lena Berg' }, candidate: priyaAs, job: null, applicationId, fileId: cvId },
      { at: at(2), kind: 'photo', member: annaAs, candidate: priyaAs, ...none },
      { at: at(1), kind: 'resume', member: annaAs, candidate: priyaAs, ...none },
      { at: at(0), kind: 'profile_view', member: annaAs, candidate: priyaAs, ...none },
    ]);
  });

  it('a candidate reading their own data, a refused read and a file that is not there write nothing', async () => {
    const before = await totalRows();
    const own = await call(ctx, 'GET', '/api/user-details', { token: priya.token });
    const key = own.json<{ resume: string }>().resume;
    expect((await call(ctx, 'GET', `/uploads/${key}`, { token: priya.token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/applications', { token: priya.token })).statusCode).toBe(200);
    // A candidate who is neither discoverable nor an applicant is not there for recruiters (404), nor is a missing photo.
    const hidden = await signUp(ctx);
    const hiddenId = await idOf(hidden.email);
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${hiddenId}`, { token: anna.token })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', '/api/profile/discoverable', { token: hidden.token, payload: { discoverable: true } })).statusCode).toBe(
      200,
    );
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${hiddenId}/photo`, { token: anna.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${hiddenId}/resume`, { token: anna.token })).statusCode).toBe(404);
    // A candidate cannot reach the recruiter routes at all.
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}/resume`, { token: priya.token })).statusCode).toBe(403);
    expect(await totalRows()).toBe(before);
  });

  it('when the row cannot be written, nothing is served: 503 with the message, no bytes of the data', async () => {
    const before = await totalRows();
    const restore = await breakTheLog();
    try {
      for (const url of [
        `/api/recruiter/candidates/${priya.id}`,
        `/api/recruiter/candidates/${priya.id}/resume`,
        `/api/recruiter/candidates/${priya.id}/photo`,
        `/api/recruiter/application-files/${cvId}`,
        `/api/recruiter/application-files/${appPhotoId}`,
        `/api/recruiter/jobs/${jobId}/applicants.csv`,
      ]) {
        const res = await call(ctx, 'GET', url, { token: anna.token });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.headers['content-disposition'], url).toBeUndefined();
        expect(res.json(), url).toEqual({ requestId: expect.any(String), message: A.unavailable });
        expect(res.body, url).not.toContain('Priya');
        expect(res.body, url).not.toContain(priya.email);
      }
    } finally {
      await restore();
    }
    expect(await totalRows()).toBe(before);
    // Once the log takes writes again, so do the downloads.
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}/resume`, { token: anna.token })).statusCode).toBe(200);
    expect(await totalRows()).toBe(before + 1);
  });
});

describe('GET /api/recruiter/audit: the admins’ log (REC-9)', () => {
  it('filters by member and by candidate; a candidate’s accesses include the exports of jobs they had applied to', async () => {
    const ravi = await signUp(ctx, undefined, { first_name: 'Ravi', last_name: 'Kumar' });
    const raviId = await idOf(ravi.email);
    expect((await call(ctx, 'PUT', '/api/profile/discoverable', { token: ravi.token, payload: { discoverable: true } })).statusCode).toBe(
      200,
    );
    ctx.clock.advance(60_000);
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${raviId}`, { token: lena.token })).statusCode).toBe(200);

    const byLena = await auditLog({ member: lena.id });
    expect(byLena.entries.every((e) => e.member.id === lena.id)).toBe(true);
    expect(byLena.entries.map((e) => e.kind)).toEqual(['profile_view', 'cv']);

    const aboutRavi = await auditLog({ candidate: raviId });
    expect(aboutRavi.total).toBe(1);
    expect(aboutRavi.entries[0]).toMatchObject({ kind: 'profile_view', candidate: { id: raviId, name: 'Ravi Kumar' } });

    // Priya applied before the export: it carried her row, so it is listed among the accesses to her data.
    const aboutPriya = await auditLog({ candidate: priya.id });
    expect(aboutPriya.entries.some((e) => e.kind === 'applicants_export')).toBe(true);
    expect(aboutPriya.entries.every((e) => e.candidate === null || e.candidate.id === priya.id)).toBe(true);
    // Ravi applies after it: that export never held his data; a new one does.
    expect((await submitApplication(ctx, ravi.token, jobId)).statusCode).toBe(201);
    expect((await auditLog({ candidate: raviId })).entries.map((e) => e.kind)).toEqual(['profile_view']);
    ctx.clock.advance(60_000);
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applicants.csv`, { token: lena.token })).statusCode).toBe(200);
    expect((await auditLog({ candidate: raviId })).entries.map((e) => e.kind)).toEqual(['applicants_export', 'profile_view']);

    const both = await auditLog({ member: anna.id, candidate: raviId });
    expect(both).toMatchObject({ total: 0, entries: [] });
  });

  it('a candidate’s accesses include each list view of a job’s applicants made after they applied, once per view; PRV-3 shows it too', async () => {
    const views = createListViews({ db: ctx.database.db, clock: ctx.clock });
    const job = (await postJob(ctx, anna.token, { job_title: 'Teams Voice Engineer' })).job_id;
    const kiran = await signUp(ctx, undefined, { first_name: 'Kiran', last_name: 'Rao' });
    const kiranId = await idOf(kiran.email);
    ctx.clock.advance(60_000);
    await views.recordView(anna.id, job, randomUUID());
    ctx.clock.advance(60_000);
    expect((await submitApplication(ctx, kiran.token, job)).statusCode).toBe(201);
    ctx.clock.advance(60_000);
    const view = randomUUID();
    const viewedAt = ctx.clock.now().toISOString();
    await views.recordView(lena.id, job, view);
    // The same view's further pages add nothing.
    ctx.clock.advance(1_000);
    await views.recordView(lena.id, job, view);

    const aboutKiran = await auditLog({ candidate: kiranId });
    expect(aboutKiran).toMatchObject({ total: 1, totalCapped: false });
    expect(aboutKiran.entries.map(({ id: _id, ...e }) => e)).toEqual([
      {
        at: viewedAt,
        kind: 'applicants_view',
        member: { id: lena.id, name: 'Lena Berg' },
        candidate: null,
        job: { id: job, title: 'Teams Voice Engineer' },
        applicationId: null,
        fileId: null,
      },
    ]);
    expect((await auditLog({ kind: 'applicants_view' })).total).toBe(2);
    expect((await auditLog({ kind: 'applicants_view', candidate: kiranId, member: anna.id })).total).toBe(0);
    // Priya never applied to that job: neither view is hers.
    expect((await auditLog({ candidate: priya.id, kind: 'applicants_view' })).total).toBe(0);

    const mine = await call(ctx, 'GET', '/api/me/accesses', { token: kiran.token });
    expect(mine.json()).toMatchObject({
      total: 1,
      accesses: [{ at: viewedAt, kind: 'applicants_view', recruiter: 'Lena Berg', job: 'Teams Voice Engineer' }],
    });
  });

  it('pages by keyset newest first, through entries of the same instant, both ways; old page links show the newest page', async () => {
    const total = await totalRows();
    // Thirty reads within one instant of the clock: the order between them is the id's.
    ctx.clock.advance(1_000);
    for (let i = 0; i < 30; i += 1) {
      expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}`, { token: anna.token })).statusCode).toBe(200);
    }
    const first = await auditLog();
    expect(first).toMatchObject({ total: total + 30, totalCapped: false, prevCursor: null });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const all: AuditEntry[] = [...first.entries];
    let cursor = first.nextCursor;
    const pages = [first];
    while (cursor !== null) {
      const next = await auditLog({ cursor });
      expect(next.prevCursor).not.toBeNull();
      pages.push(next);
      all.push(...next.entries);
      cursor = next.nextCursor;
    }
    expect(all).toHaveLength(total + 30);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const order = all.map((e) => [Date.parse(e.at), e.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    // The first 30 share one instant, split across the first two pages.
    expect(new Set(all.slice(0, 30).map((e) => e.at)).size).toBe(1);

    // Back from the second page: the newest page again, with nothing newer.
    const second = pages[1];
    expect(second?.prevCursor).toBeTruthy();
    const back = await auditLog({ cursor: second?.prevCursor ?? '' });
    expect(back.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    expect(back.prevCursor).toBeNull();
    // From the last page, newer gives the page before it.
    if (pages.length > 2) {
      const last = pages.at(-1);
      const before = await auditLog({ cursor: last?.prevCursor ?? '' });
      expect(before.entries.map((e) => e.id)).toEqual(pages.at(-2)?.entries.map((e) => e.id));
    }
    // A link from before keyset paging (`?page=3`) shows the newest page.
    expect((await auditLog({ page: 3 })).entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
  });

  it('filters by kind and by a range of instants (the reader’s days, sent with their offset), together with a member', async () => {
    const all = await auditLog();
    const resumes = await auditLog({ kind: 'resume' });
    expect(resumes.total).toBeGreaterThan(0);
    expect(resumes.entries.every((e) => e.kind === 'resume')).toBe(true);
    expect((await auditLog({ kind: 'cv', member: lena.id })).entries.map((e) => [e.kind, e.member.id])).toEqual([['cv', lena.id]]);

    // Two reads late on 11 June (UTC): 23:30 and 00:30 the next day in Bangalore (UTC+05:30).
    await ctx.database.db.execute(sql`INSERT INTO access_audit (at, actor_id, candidate_id, kind) VALUES
      ('2026-06-11T18:00:00Z', ${lena.id}, ${priya.id}, 'profile_view'), ('2026-06-11T19:00:00Z', ${lena.id}, ${priya.id}, 'resume')`);
    const day = (date: string) => ({ from: `${date}T00:00:00+05:30`, to: `${date}T00:00:00+05:30`.replace(date, nextDay(date)) });
    expect((await auditLog(day('2026-06-11'))).entries.map((e) => [e.at, e.kind])).toEqual([['2026-06-11T18:00:00.000Z', 'profile_view']]);
    expect((await auditLog(day('2026-06-12'))).entries.map((e) => [e.at, e.kind])).toEqual([['2026-06-11T19:00:00.000Z', 'resume']]);
    // Every earlier entry is on 10 June, whichever zone; `from` is inclusive, `to` exclusive.
    expect((await auditLog({ to: '2026-06-11T00:00:00+05:30' })).total).toBe(all.total);
    expect((await auditLog({ from: '2026-06-11T18:00:00Z' })).total).toBe(2);
    expect((await auditLog({ from: '2026-06-11T18:00:00.001Z' })).total).toBe(1);
    expect((await auditLog({ from: '2026-06-11T00:00:00Z', to: '2026-06-11T19:00:00Z' })).total).toBe(1);
    expect((await auditLog({ ...day('2026-06-12'), member: anna.id })).total).toBe(0);
    expect((await auditLog({ ...day('2026-06-12'), kind: 'resume', member: lena.id, candidate: priya.id })).total).toBe(1);
  });

  it('keeps the id of a candidate whose account is gone (name null)', async () => {
    const gone = await signUp(ctx, undefined, { first_name: 'Gone', last_name: 'Person' });
    const goneId = await idOf(gone.email);
    await call(ctx, 'PUT', '/api/profile/discoverable', { token: gone.token, payload: { discoverable: true } });
    ctx.clock.advance(120_000);
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${goneId}`, { token: anna.token })).statusCode).toBe(200);
    // The user row removed outright (PRV-4 keeps a tombstone; the log must not rely on one).
    await ctx.database.db.execute(sql`DELETE FROM users WHERE id = ${goneId}`);
    const log = await auditLog({ candidate: goneId });
    expect(log.entries).toEqual([expect.objectContaining({ kind: 'profile_view', candidate: { id: goneId, name: null } })]);
  });

  it('refuses bad filters with a message a person understands', async () => {
    for (const [query, message] of [
      ['member=abc', A.memberInvalid],
      ['candidate=-3', A.candidateInvalid],
      ['page=0', A.pageInvalid],
      ['kind=photos', A.kindInvalid],
      ['from=2026-06-12', A.fromInvalid],
      ['to=yesterday', A.toInvalid],
      ['from=2026-06-12T00:00:00Z&to=2026-06-11T00:00:00Z', A.rangeInvalid],
      ['cursor=abc', A.cursorInvalid],
    ] as const) {
      const res = await call(ctx, 'GET', `/api/recruiter/audit?${query}`, { token: lena.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('is for admins only: a recruiter who is not an admin gets 403, a candidate 403', async () => {
    expect((await call(ctx, 'GET', '/api/recruiter/audit', { token: anna.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruiter/audit', { token: priya.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruiter/audit')).statusCode).toBe(401);
  });

  it('counts up to 10,000 and then says so (the count stops there)', async () => {
    const { total } = await auditLog();
    const missing = AUDIT_TOTAL_CAP - total;
    const now = ctx.clock.now();
    await ctx.database.db.execute(sql`INSERT INTO access_audit (at, actor_id, candidate_id, kind)
      SELECT ${now}::timestamptz - g * interval '1 second', ${anna.id}, ${priya.id}, 'profile_view' FROM generate_series(1, ${missing}) g`);
    expect(await auditLog()).toMatchObject({ total: AUDIT_TOTAL_CAP, totalCapped: false });
    await ctx.database.db.execute(
      sql`INSERT INTO access_audit (at, actor_id, candidate_id, kind) SELECT ${now}, ${anna.id}, ${priya.id}, 'profile_view' FROM generate_series(1, 5)`,
    );
    const capped = await auditLog();
    expect(capped).toMatchObject({ total: AUDIT_TOTAL_CAP, totalCapped: true });
    expect(capped.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect((await auditLog({ candidate: priya.id })).totalCapped).toBe(true);
    expect((await auditLog({ member: lena.id })).totalCapped).toBe(false);
  });
});
