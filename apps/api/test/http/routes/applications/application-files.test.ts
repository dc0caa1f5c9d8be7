import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_MESSAGES as A,
  APPLICATION_PHOTO_MAX_BYTES,
  RECRUITER_MESSAGES as R,
  applicantsResponseSchema,
  type AuditResponse,
  type ProfileFileOffers,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import {
  applicationFields,
  postJob,
  signUpAdmin,
  signUpRecruiter,
  submitApplication,
  uploadApplicationFile,
  uploadedCv,
} from '../../../helpers/applications.js';
import { multipart, pdfOfSize, sampleCompoundFile, sampleDocx, sampleJpeg, samplePdf, samplePng } from '@careers/test-helpers';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

const stored = () => {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'applications');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('application uploads: limits enforced by content (APP-3, PRO-18)', () => {
  it('a CV is a PDF, DOCX or DOC by its bytes, up to 5 MB; the name keeps what the file really is', async () => {
    const { token } = await signUp(ctx);
    const pdf = await uploadApplicationFile(ctx, token, 'cv', { data: samplePdf() });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ kind: 'cv', name: 'Priya Sharma CV.pdf', size: samplePdf().length });
    expect((await uploadApplicationFile(ctx, token, 'cv', { data: sampleDocx(), filename: 'cv.pdf' })).json()).toMatchObject({
      name: 'cv.docx',
    });
    expect(
      (await uploadApplicationFile(ctx, token, 'cv', { data: sampleCompoundFile('WordDocument'), filename: 'old.doc' })).json(),
    ).toMatchObject({ name: 'old.doc' });
    expect((await uploadApplicationFile(ctx, token, 'cv', { data: pdfOfSize(APPLICATION_CV_MAX_BYTES) })).statusCode).toBe(201);

    for (const [data, filename] of [
      [samplePng(), 'cv.pdf'],
      [sampleCompoundFile('Workbook'), 'cv.doc'],
      [Buffer.from('just text, named like a PDF'), 'cv.pdf'],
    ] as const) {
      const res = await uploadApplicationFile(ctx, token, 'cv', { data, filename, contentType: 'application/pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), message: A.cvType, field: 'cv' });
    }
    const big = await uploadApplicationFile(ctx, token, 'cv', { data: pdfOfSize(APPLICATION_CV_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ requestId: expect.any(String), message: A.cvSize, field: 'cv' });
    expect(stored()).toHaveLength(4);
  });

  it('a photo is a JPEG or PNG by its bytes, up to 2 MB', async () => {
    const { token } = await signUp(ctx);
    expect((await uploadApplicationFile(ctx, token, 'photo', { data: samplePng() })).statusCode).toBe(201);
    expect((await uploadApplicationFile(ctx, token, 'photo', { data: sampleJpeg(), filename: 'me.jpeg' })).json()).toMatchObject({
      kind: 'photo',
      name: 'me.jpg',
    });
    const pdf = await uploadApplicationFile(ctx, token, 'photo', { data: samplePdf(), filename: 'me.png', contentType: 'image/png' });
    expect(pdf.json()).toEqual({ requestId: expect.any(String), message: A.photoType, field: 'photo' });
    const big = await uploadApplicationFile(ctx, token, 'photo', {
      data: Buffer.concat([samplePng(), Buffer.alloc(APPLICATION_PHOTO_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ requestId: expect.any(String), message: A.photoSize, field: 'photo' });
  });

  it('refuses another field, an empty file, a body that is not multipart and an unknown slot', async () => {
    const { token } = await signUp(ctx);
    expect((await uploadApplicationFile(ctx, token, 'cv', { data: samplePdf(), field: 'resume' })).statusCode).toBe(400);
    expect((await uploadApplicationFile(ctx, token, 'cv', { data: Buffer.alloc(0) })).json()).toEqual({
      requestId: expect.any(String),
      message: A.fileEmpty,
      field: 'cv',
    });
    expect((await call(ctx, 'POST', '/api/application-files/cv', { token, payload: { cv: 'x' } })).statusCode).toBe(415);
    expect((await call(ctx, 'POST', '/api/application-files/resume', { token, payload: {} })).statusCode).toBe(400);
  });

  it('answers a part the multipart parser skips, with 1 MB after its header: no file was sent (GEN-12)', async () => {
    const { token } = await signUp(ctx);
    const before = stored();
    const attachment = await uploadApplicationFile(ctx, token, 'cv', { data: pdfOfSize(1024 * 1024), disposition: 'attachment' });
    expect(attachment.statusCode).toBe(400);
    expect(attachment.json()).toEqual({ requestId: expect.any(String), message: A.fileEmpty, field: 'cv' });
    const lineBreak = await uploadApplicationFile(ctx, token, 'cv', { data: pdfOfSize(1024 * 1024), filename: 'cv.pdf\n.pdf' });
    expect(lineBreak.statusCode).toBe(400);
    expect(lineBreak.json()).toEqual({ requestId: expect.any(String), message: A.fileEmpty, field: 'cv' });
    expect(stored()).toEqual(before);
  });
});

describe('files in drafts and applications', () => {
  it('a draft keeps its CV; submitting attaches it; the recruiter downloads it as an attachment; no one else can use it', async () => {
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    const cv = await uploadedCv(ctx, priya.token);
    await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, {
      token: priya.token,
      payload: applicationFields({ mode: 'standard', cv_files: [{ ...cv, name: 'renamed-by-client.pdf' }] }),
    });
    const draft = (await call(ctx, 'GET', `/api/application-drafts/${job.job_id}`, { token: priya.token })).json().draft;
    // The server's record names the file, not what the browser claimed.
    expect(draft.fields.cv_files).toEqual([cv]);

    // Another candidate cannot submit with Priya's file.
    const other = await signUp(ctx);
    const stolen = await submitApplication(ctx, other.token, job.job_id, { mode: 'standard', cv_files: [cv] });
    expect(stolen.json()).toEqual({ requestId: expect.any(String), message: A.fileUnknown, field: 'cv_files' });

    expect((await submitApplication(ctx, priya.token, job.job_id, { mode: 'standard', cv_files: [cv] })).statusCode).toBe(201);
    // Attached now: not reusable for a second application.
    const job2 = await postJob(ctx, recruiter);
    expect((await submitApplication(ctx, priya.token, job2.job_id, { mode: 'standard', cv_files: [cv] })).json().message).toBe(
      A.fileUnknown,
    );

    const applicants = applicantsResponseSchema.parse(
      (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter })).json(),
    ).applicants;
    expect(applicants[0]?.files).toEqual([{ ...cv, kind: 'cv' }]);
    const download = await call(ctx, 'GET', `/api/recruiter/application-files/${cv.id}`, { token: recruiter });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Priya Sharma CV.pdf"; filename*=UTF-8''Priya%20Sharma%20CV.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(samplePdf())).toBe(true);

    // Candidates never download applicants' files, not even their own through the recruiter route.
    expect((await call(ctx, 'GET', `/api/recruiter/application-files/${cv.id}`, { token: priya.token })).statusCode).toBe(403);
    // A file still in a draft is not a recruiter's to see.
    const draftOnly = await uploadedCv(ctx, other.token);
    const hidden = await call(ctx, 'GET', `/api/recruiter/application-files/${draftOnly.id}`, { token: recruiter });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(R.fileNotFound);
  });

  it('uploads no draft or application uses are removed after a day; the others stay', async () => {
    const job = await postJob(ctx, recruiter);
    const { token } = await signUp(ctx);
    const [loose, inDraft] = [await uploadedCv(ctx, token), await uploadedCv(ctx, token)];
    await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: applicationFields({ cv_files: [inDraft] }) });
    const job2 = await postJob(ctx, recruiter);
    const submitted = await uploadedCv(ctx, token);
    await submitApplication(ctx, token, job2.job_id, { mode: 'standard', cv_files: [submitted] });
    const before = stored().length;

    // Younger than the cut-off: kept.
    expect(await ctx.app.applicationFiles.purgeUnused(new Date(ctx.clock.now().getTime() - 1000))).toBe(0);
    const purged = await ctx.app.applicationFiles.purgeUnused(new Date(ctx.clock.now().getTime() + 1000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(stored().length).toBe(before - purged);
    const draft = (await call(ctx, 'GET', `/api/application-drafts/${job.job_id}`, { token })).json().draft;
    expect(draft.fields.cv_files).toEqual([inDraft]);
    expect((await call(ctx, 'GET', `/api/recruiter/application-files/${submitted.id}`, { token: recruiter })).statusCode).toBe(200);
    expect(await repositoriesOf(ctx).applications.findFile(loose.id)).toBeUndefined();
  });
});

function uploadProfileFile(token: string, kind: 'resume' | 'profile_photo', data: Buffer, filename: string) {
  const { payload, headers } = multipart({ field: kind, filename, contentType: 'application/octet-stream', data });
  return call(ctx, 'POST', `/api/upload/${kind}`, { token, payload, headers });
}

describe('the profile’s resume and photo as the form’s first slots (APP-3)', () => {
  it('offers nothing and copies nothing while the profile holds no file', async () => {
    const { token } = await signUp(ctx);
    const offers = await call(ctx, 'GET', '/api/application-files/profile', { token });
    expect(offers.statusCode, offers.body).toBe(200);
    expect(offers.json()).toEqual({ cv: null, photo: null });
    for (const kind of ['cv', 'photo'] as const) {
      const copy = await call(ctx, 'POST', `/api/application-files/profile/${kind}`, { token });
      expect(copy.statusCode).toBe(404);
      expect(copy.json()).toEqual({ requestId: expect.any(String), message: A.noProfileFile[kind] });
    }
    expect((await call(ctx, 'GET', '/api/application-files/profile', { token: recruiter })).statusCode).toBe(403);
  });

  it('offers the profile’s files with name, size and upload time; a used one is a real copy the recruiter downloads, logged', async () => {
    const admin = await signUpAdmin(ctx);
    const job = await postJob(ctx, recruiter);
    const priya = await signUp(ctx);
    const cvBytes = samplePdf();
    expect((await uploadProfileFile(priya.token, 'resume', cvBytes, 'Priya resume.pdf')).statusCode).toBe(200);
    expect((await uploadProfileFile(priya.token, 'profile_photo', samplePng(), 'me.png')).statusCode).toBe(200);

    const offers = (await call(ctx, 'GET', '/api/application-files/profile', { token: priya.token })).json<ProfileFileOffers>();
    expect(offers).toEqual({
      cv: { name: 'Priya resume.pdf', size: cvBytes.length, uploaded_at: expect.any(String) },
      photo: { name: 'profile-photo.png', size: samplePng().length, uploaded_at: expect.any(String) },
    });
    expect(Math.abs(Date.parse(offers.cv?.uploaded_at ?? '') - Date.now())).toBeLessThan(60_000);

    const before = stored().length;
    const cvCopy = await call(ctx, 'POST', '/api/application-files/profile/cv', { token: priya.token });
    expect(cvCopy.statusCode, cvCopy.body).toBe(201);
    const cv = cvCopy.json<{ id: string; name: string; size: number; kind: string }>();
    expect(cv).toMatchObject({ kind: 'cv', name: 'Priya resume.pdf', size: cvBytes.length });
    const photo = (await call(ctx, 'POST', '/api/application-files/profile/photo', { token: priya.token })).json<{ id: string }>();
    // Each is a file of its own in the applications' folder.
    expect(stored().length).toBe(before + 2);

    const { kind: _kind, ...cvRef } = cv;
    const submitted = await submitApplication(ctx, priya.token, job.job_id, {
      mode: 'standard',
      cv_files: [cvRef],
      photo_files: [{ id: photo.id, name: 'profile-photo.png', size: samplePng().length }],
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    // The profile's resume changes later: the application keeps the copy it was sent with.
    expect((await uploadProfileFile(priya.token, 'resume', sampleDocx(), 'new.docx')).statusCode).toBe(200);
    const download = await call(ctx, 'GET', `/api/recruiter/application-files/${cv.id}`, { token: recruiter });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(cvBytes)).toBe(true);

    // The download is in the admins' access log, as any CV download (REC-9).
    const log = (await call(ctx, 'GET', `/api/recruiter/audit?kind=cv`, { token: admin.token })).json<AuditResponse>();
    expect(log.entries.some((entry) => entry.kind === 'cv' && entry.candidate?.name?.startsWith('Priya'))).toBe(true);
  });
});
