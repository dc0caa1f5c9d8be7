import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { PRIVACY_NOTICE } from '@careers/shared';
import { multipart, samplePdf, samplePng } from '@careers/test-helpers';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { signUp } from '../../../helpers/accounts.js';
import { patchProfile, personalSection } from '../../../helpers/profile.js';
import {
  applicationFields,
  postJob,
  signUpRecruiter,
  submitApplication,
  uploadApplicationFile,
  uploadedCv,
} from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { recordS3Requests, startLocalS3, type LocalS3, type RecordedS3 } from '../../../helpers/s3-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const exportOf = (token: string | undefined) => call(ctx, 'GET', '/api/me/export', { token });

function unzip(body: Buffer) {
  const entries = unzipSync(new Uint8Array(body));
  const json = entries['data.json'];
  if (!json) throw new Error(`no data.json in ${Object.keys(entries).join(', ')}`);
  return { data: JSON.parse(strFromU8(json)) as Record<string, unknown> & { files: { path: string; what: string }[] }, entries };
}

/** A candidate with everything filled: profile, resume, photo, an application with a CV, a draft with a photo, a saved job, the talent opt-in. */
async function candidateWithEverything(t: TestContext = ctx) {
  const { token } = await signUp(t);
  const recruiter = await signUpRecruiter(t);
  const applied = await postJob(t, recruiter.token, { job_title: 'Azure Architect' });
  const drafted = await postJob(t, recruiter.token, { job_title: 'Intune Engineer' });
  expect((await patchProfile(t, token, personalSection())).statusCode).toBe(200);

  const resume = samplePdf('Priya Sharma resume with Intune and Autopilot');
  const photo = samplePng();
  const upload = (kind: 'resume' | 'profile_photo', filename: string, data: Buffer, contentType: string) => {
    const body = multipart({ field: kind, filename, contentType, data });
    return call(t, 'POST', `/api/upload/${kind}`, { token, payload: body.payload, headers: body.headers });
  };
  expect((await upload('resume', 'Priya resume.pdf', resume, 'application/pdf')).statusCode).toBe(200);
  expect((await upload('profile_photo', 'me.png', photo, 'image/png')).statusCode).toBe(200);

  const cvBytes = samplePdf('Application CV of Priya');
  const cv = await uploadedCv(t, token, cvBytes);
  const submitted = await submitApplication(t, token, applied.job_id, { mode: 'standard', cv_files: [cv] });
  expect(submitted.statusCode, submitted.body).toBe(201);

  const draftPhotoBytes = samplePng();
  const draftPhoto = await uploadApplicationFile(t, token, 'photo', { data: draftPhotoBytes, filename: 'draft photo.png' });
  expect(draftPhoto.statusCode, draftPhoto.body).toBe(201);
  const { id, name, size } = draftPhoto.json<{ id: string; name: string; size: number }>();
  const draftFields = applicationFields({ photo_files: [{ id, name, size }], first_name: 'Priyanka' });
  const saved = await call(t, 'PUT', `/api/application-drafts/${drafted.job_id}`, { token, payload: draftFields });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(t, 'PUT', `/api/saved-jobs/${drafted.job_id}`, { token })).statusCode).toBeLessThan(300);
  expect((await call(t, 'PUT', '/api/profile/discoverable', { token, payload: { discoverable: true } })).statusCode).toBe(200);
  expect(
    (await call(t, 'POST', '/api/job-alerts', { token, payload: { q: 'Intune', location: 'Pune', frequency: 'weekly' } })).statusCode,
  ).toBe(200);

  return {
    token,
    applied,
    drafted,
    resume,
    photo,
    cvBytes,
    draftPhotoBytes,
    applicationId: submitted.json<{ application: { application_id: number } }>().application.application_id,
  };
}

describe('GET /api/me/export (PRV-2)', () => {
  it('answers a zip of data.json and every uploaded file, byte for byte, for a candidate with everything filled', async () => {
    const c = await candidateWithEverything();
    const res = await exportOf(c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-2026-06-10\.zip"/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const { data, entries } = unzip(res.rawPayload);
    expect(data).toMatchObject({
      format: 1,
      exportedAt: ctx.clock.now().toISOString(),
      account: { firstName: 'Priya', lastName: 'Sharma', role: 'candidate' },
      profile: { PrimaryMobileNo: personalSection().PrimaryMobileNo, resume_name: 'Priya resume.pdf' },
      consents: {
        privacyNotice: { version: PRIVACY_NOTICE.version, shownAt: expect.any(String) },
        talentPool: { discoverable: true, history: [{ discoverable: true, at: ctx.clock.now().toISOString() }] },
      },
    });
    // The application with its snapshot and its steps.
    expect(data.applications).toEqual([
      expect.objectContaining({
        application_id: c.applicationId,
        job_id: c.applied.job_id,
        title: 'Azure Architect',
        status: 'applied',
        mode: 'standard',
        submitted: expect.objectContaining({ first_name: 'Priya', experience: expect.any(Array) }),
        applicationSteps: expect.arrayContaining([expect.objectContaining({ label: expect.any(String) })]),
        files: [expect.stringMatching(new RegExp(`^files/applications/${c.applicationId}/[0-9a-f]{8}-Priya Sharma CV\\.pdf$`))],
      }),
    ]);
    expect(data.drafts).toEqual([
      { jobId: c.drafted.job_id, fields: expect.objectContaining({ first_name: 'Priyanka' }), savedAt: expect.any(String) },
    ]);
    expect(data.savedJobs).toEqual([expect.objectContaining({ job: expect.objectContaining({ job_id: c.drafted.job_id }) })]);
    // ALR-6: the job alerts.
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({
        q: 'Intune',
        location: 'Pune',
        department: null,
        frequency: 'weekly',
        email: expect.stringContaining('@'),
      }),
    ]);

    // Every listed file is in the zip with the bytes that were uploaded, and nothing else is.
    const byWhat = (what: string) => data.files.filter((f) => f.what === what).map((f) => Buffer.from(entries[f.path]!));
    expect(byWhat('resume')).toEqual([c.resume]);
    expect(byWhat('profile photo')).toEqual([c.photo]);
    expect(byWhat('application cv')).toEqual([c.cvBytes]);
    expect(byWhat('application photo')).toEqual([c.draftPhotoBytes]);
    expect(Object.keys(entries).sort()).toEqual(['data.json', ...data.files.map((f) => f.path)].sort());
    // Storage keys are ours, not the candidate's data.
    expect(JSON.stringify(data.files)).not.toMatch(/storageKey/);
  });

  it('answers a fresh candidate with an empty but complete data.json', async () => {
    const { token } = await signUp(ctx);
    const res = await exportOf(token);
    expect(res.statusCode).toBe(200);
    const { data, entries } = unzip(res.rawPayload);
    expect(Object.keys(entries)).toEqual(['data.json']);
    expect(data).toMatchObject({
      applications: [],
      drafts: [],
      savedJobs: [],
      jobAlerts: [],
      files: [],
      consents: { talentPool: { discoverable: false, history: [] } },
    });
  });

  it('is for candidates only: 401 without a session, 403 for a recruiter', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
    const recruiter = await signUpRecruiter(ctx);
    expect((await exportOf(recruiter.token)).statusCode).toBe(403);
  });

  it('allows a few exports an hour, then answers 429 with Retry-After', async () => {
    const { token } = await signUp(ctx);
    for (let i = 0; i < 5; i += 1) expect((await exportOf(token)).statusCode).toBe(200);
    const refused = await exportOf(token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again/i);
  });
});

describe('GET /api/me/export on S3 storage (PRV-2, OPS-2)', () => {
  let s3: LocalS3 | undefined;
  let recorded: RecordedS3 | undefined;
  let onS3: TestContext | undefined;
  afterAll(async () => {
    await onS3?.close();
    await recorded?.close();
    await s3?.close();
  });

  it('reads each stored file from the bucket once, and data.json lists exactly the files the zip carries', async () => {
    s3 = await startLocalS3();
    const { bucket } = s3;
    recorded = await recordS3Requests(s3);
    // The workers that read or remove stored files after an upload (the talent pool's text, file removals,
    // docs/decisions/024) stay off here: on a busy machine they would read the bucket during the export.
    onS3 = await createTestApp({ ...recorded.env, BACKGROUND_WORKERS_OFF: 'talent-text,file-deletions' });
    const c = await candidateWithEverything(onS3);
    recorded.requests.length = 0;

    const res = await call(onS3, 'GET', '/api/me/export', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const { data, entries } = unzip(res.rawPayload);
    expect(data.files.map((f) => f.what).sort()).toEqual(['application cv', 'application photo', 'profile photo', 'resume']);
    expect(Object.keys(entries).sort()).toEqual(['data.json', ...data.files.map((f) => f.path)].sort());
    expect(data.files.map((f) => Buffer.from(entries[f.path]!).length).every((n) => n > 0)).toBe(true);
    // One GET per file, nothing else: no HEAD first, no file twice.
    expect(recorded.requests).toHaveLength(4);
    expect(recorded.requests.every((r) => r.startsWith(`GET /${bucket}/`))).toBe(true);
    expect(new Set(recorded.requests).size).toBe(4);
  });
});
