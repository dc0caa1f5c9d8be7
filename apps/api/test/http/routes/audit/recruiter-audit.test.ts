import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as A, AUDIT_PAGE_SIZE, type AuditEntry, type AuditResponse } from '@careers/shared';
import { multipart, samplePdf, samplePng } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication, uploadApplicationFile, uploadedCv } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
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
    expect(log).toMatchObject({ total: 6, page: 1, pageSize: AUDIT_PAGE_SIZE });
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

  it('pages newest first, with a total', async () => {
    const total = await totalRows();
    for (let i = total; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      ctx.clock.advance(1_000);
      expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priya.id}`, { token: anna.token })).statusCode).toBe(200);
    }
    const first = await auditLog();
    const second = await auditLog({ page: 2 });
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 3);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.entries).toHaveLength(3);
    const all: AuditEntry[] = [...first.entries, ...second.entries];
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect((await auditLog({ page: 99 })).entries).toEqual([]);
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
});
