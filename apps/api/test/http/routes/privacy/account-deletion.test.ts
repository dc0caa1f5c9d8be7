import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, DELETED_CANDIDATE_NAME, PRIVACY_MESSAGES, applicantsResponseSchema } from '@careers/shared';
import { multipart, samplePdf, samplePng } from '@careers/test-helpers';
import { sessions, users } from '../../../../src/platform/db/schema/accounts.js';
import { applicationDrafts, applicationFiles, applications, savedJobs } from '../../../../src/platform/db/schema/applications.js';
import { crmOutbox } from '../../../../src/platform/db/schema/crm.js';
import { fileDeletions } from '../../../../src/platform/db/schema/privacy.js';
import { fileTexts, talentConsentEvents, talentDocuments } from '../../../../src/platform/db/schema/talent.js';
import { accessAudit } from '../../../../src/platform/db/schema/access-audit.js';
import { jobAlerts } from '../../../../src/platform/db/schema/job-alerts.js';
import { createTestAppWithZoho, runJobs, type TestContext } from '../../../helpers/test-app.js';
import { freshEmail, register, signUp, verifyPayload } from '../../../helpers/accounts.js';
import { patchProfile, personalSection } from '../../../helpers/profile.js';
import {
  applicationFields,
  postJob,
  signUpRecruiter,
  submitApplication,
  uploadApplicationFile,
  uploadedCv,
} from '../../../helpers/applications.js';
import { call, freshIp } from '../../../helpers/call.js';
import { deliverMail, lastMailTo } from '../../../helpers/outbox.js';
import { startLocalS3, type LocalS3 } from '../../../helpers/s3-server.js';
import type { FakeZoho } from '../../../helpers/fake-zoho.js';

/** A candidate with a profile, resume, photo, an application with a CV, a draft with a photo, a saved job and the talent opt-in. */
async function candidateWithEverything(ctx: TestContext) {
  const candidate = await signUp(ctx);
  const { token } = candidate;
  const recruiter = await signUpRecruiter(ctx);
  const applied = await postJob(ctx, recruiter.token, { job_title: 'Azure Architect' });
  const drafted = await postJob(ctx, recruiter.token, { job_title: 'Intune Engineer' });
  expect((await patchProfile(ctx, token, personalSection())).statusCode).toBe(200);
  // ALR: a job alert of the account goes with it.
  expect((await call(ctx, 'POST', '/api/job-alerts', { token, payload: { q: 'Intune', frequency: 'daily' } })).statusCode).toBe(200);
  const upload = (kind: 'resume' | 'profile_photo', filename: string, data: Buffer, contentType: string) => {
    const body = multipart({ field: kind, filename, contentType, data });
    return call(ctx, 'POST', `/api/upload/${kind}`, { token, payload: body.payload, headers: body.headers });
  };
  const resume = await upload('resume', 'Priya resume.pdf', samplePdf('Priya Sharma resume with Intune'), 'application/pdf');
  expect(resume.statusCode, resume.body).toBe(200);
  const photo = await upload('profile_photo', 'me.png', samplePng(), 'image/png');
  expect(photo.statusCode, photo.body).toBe(200);
  const cv = await uploadedCv(ctx, token, samplePdf('Application CV of Priya'));
  const submitted = await submitApplication(ctx, token, applied.job_id, { mode: 'standard', cv_files: [cv] });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const draftPhoto = await uploadApplicationFile(ctx, token, 'photo', { data: samplePng(), filename: 'draft.png' });
  expect(draftPhoto.statusCode, draftPhoto.body).toBe(201);
  const { id, name, size } = draftPhoto.json<{ id: string; name: string; size: number }>();
  const saved = await call(ctx, 'PUT', `/api/application-drafts/${drafted.job_id}`, {
    token,
    payload: applicationFields({ photo_files: [{ id, name, size }] }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(ctx, 'PUT', `/api/saved-jobs/${drafted.job_id}`, { token })).statusCode).toBeLessThan(300);
  expect((await call(ctx, 'PUT', '/api/profile/discoverable', { token, payload: { discoverable: true } })).statusCode).toBe(200);
  // The resume and CV texts are read after the uploads (talent search): wait for them.
  await runJobs(ctx.app, 'talent-text');
  const userId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, candidate.email)))[0]!.id;
  const keys = [
    resume.json<{ resume: string }>().resume,
    photo.json<{ profile_photo: string }>().profile_photo,
    ...(
      await ctx.database.db.select({ key: applicationFiles.storageKey }).from(applicationFiles).where(eq(applicationFiles.userId, userId))
    ).map((r) => r.key),
  ];
  expect(keys).toHaveLength(4);
  return { ...candidate, userId, recruiter, applied, keys };
}

const deleteAccount = (ctx: TestContext, token: string | undefined, payload: Record<string, unknown>, ip?: string) =>
  call(ctx, 'DELETE', '/api/me', { token, payload, ...(ip ? { ip } : {}) });

async function rowsOf(ctx: TestContext, userId: number) {
  const db = ctx.database.db;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    sessions: await n(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))),
    drafts: await n(db.select({ n: count() }).from(applicationDrafts).where(eq(applicationDrafts.userId, userId))),
    savedJobs: await n(db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId))),
    files: await n(db.select({ n: count() }).from(applicationFiles).where(eq(applicationFiles.userId, userId))),
    fileTexts: await n(db.select({ n: count() }).from(fileTexts).where(eq(fileTexts.userId, userId))),
    talent: await n(db.select({ n: count() }).from(talentDocuments).where(eq(talentDocuments.userId, userId))),
    consents: await n(db.select({ n: count() }).from(talentConsentEvents).where(eq(talentConsentEvents.userId, userId))),
    applications: await n(db.select({ n: count() }).from(applications).where(eq(applications.userId, userId))),
    alerts: await n(db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId))),
  };
}

/** The whole journey of PRV-4, on whichever storage the app was given. */
async function deletesEverything(ctx: TestContext, zoho: FakeZoho) {
  const c = await candidateWithEverything(ctx);
  // The candidate is a CRM contact (INT-3) before deleting.
  while ((await ctx.app.crmWorker!.runOnce()) > 0);
  expect(zoho.contacts.has(c.email)).toBe(true);
  // A recruiter viewed the full profile: the access audit row (REC-9) outlives the deletion.
  expect((await call(ctx, 'GET', `/api/recruiter/candidates/${c.userId}`, { token: c.recruiter.token })).statusCode).toBe(200);
  const auditBefore = (await ctx.database.db.select({ n: count() }).from(accessAudit).where(eq(accessAudit.candidateId, c.userId)))[0]?.n;
  expect(auditBefore).toBeGreaterThan(0);
  for (const key of c.keys) expect(await ctx.app.storage.get(key)).not.toBeNull();
  const before = await rowsOf(ctx, c.userId);
  expect(before).toMatchObject({ drafts: 1, savedJobs: 1, files: 2, talent: 1, applications: 1, alerts: 1 });
  expect(before.fileTexts).toBeGreaterThan(0);

  const res = await deleteAccount(ctx, c.token, { password: c.password, confirmation: 'DELETE' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.deleted });

  // The old token is refused at once; the password no longer logs in.
  expect((await call(ctx, 'GET', '/api/session', { token: c.token })).statusCode).toBe(401);
  const login = await call(ctx, 'POST', '/api/login', { payload: { username: c.email, password: c.password } });
  expect(login.statusCode).toBe(401);
  expect(login.json().message).toBe(AUTH_MESSAGES.invalidCredentials);

  // Everything personal went in the one transaction; the application stays, anonymised.
  expect(await rowsOf(ctx, c.userId)).toEqual({
    sessions: 0,
    drafts: 0,
    savedJobs: 0,
    files: 0,
    fileTexts: 0,
    talent: 0,
    consents: 0,
    applications: 1,
    alerts: 0,
  });
  const [tombstone] = await ctx.database.db.select().from(users).where(eq(users.id, c.userId));
  expect(tombstone).toMatchObject({
    email: `deleted-${c.userId}@deleted.invalid`,
    firstName: '',
    lastName: '',
    primaryMobileNo: '',
    presentAddress: '',
    resumeKey: '',
    profilePhotoKey: '',
  });
  expect(tombstone?.deletedAt).not.toBeNull();
  expect((await ctx.database.db.select({ n: count() }).from(accessAudit).where(eq(accessAudit.candidateId, c.userId)))[0]?.n).toBe(
    auditBefore,
  );

  // The recruiter sees "Deleted candidate": no e-mail, mobile, links, addresses or files.
  const list = applicantsResponseSchema.parse(
    (await call(ctx, 'GET', `/api/recruiter/jobs/${c.applied.job_id}/applications`, { token: c.recruiter.token })).json(),
  );
  expect(list.applicants).toHaveLength(1);
  const applicant = list.applicants[0]!;
  expect(`${applicant.details.first_name} ${applicant.details.last_name}`.trim()).toBe(DELETED_CANDIDATE_NAME);
  expect(applicant.details).toMatchObject({
    email: '',
    mobiles: [],
    linkedin_profile: '',
    additional_links: [],
    present_address: '',
    permanent_address: '',
  });
  expect(applicant.files).toEqual([]);
  expect(JSON.stringify(applicant)).not.toContain(c.email);
  expect(JSON.stringify(applicant)).not.toContain('Sharma');

  // The files go after the commit, through the queue: still there until the worker runs.
  expect((await ctx.database.db.select({ key: fileDeletions.storageKey }).from(fileDeletions)).map((r) => r.key).sort()).toEqual(
    expect.arrayContaining([...c.keys].sort()),
  );
  while ((await ctx.app.backgroundJobs.worker('file-deletions')!.runOnce()) > 0);
  for (const key of c.keys) expect(await ctx.app.storage.get(key)).toBeNull();
  const photoKey = c.keys[1]!;
  expect((await call(ctx, 'GET', `/uploads/${photoKey}`)).statusCode).toBe(404);
  expect((await call(ctx, 'GET', `/uploads/${c.keys[0]!}`, { token: c.recruiter.token })).statusCode).toBe(404);

  // Housekeeping forgets the removals a day after they were done.
  ctx.clock.advance(25 * 3_600_000);
  await ctx.app.housekeeping();
  expect(await ctx.database.db.select().from(fileDeletions).where(eq(fileDeletions.status, 'done'))).toEqual([]);

  // The CRM deletion is queued, and delivered to Zoho: the Contact is gone.
  const jobs = await ctx.database.db.select().from(crmOutbox).where(eq(crmOutbox.userId, c.userId));
  // (The deletion woke this process's CRM worker, so it may already be delivered.)
  expect(jobs.filter((j) => j.kind === 'delete')).toHaveLength(1);
  expect(jobs.filter((j) => j.kind === 'contact' && j.status === 'queued')).toHaveLength(0);
  while ((await ctx.app.crmWorker!.runOnce()) > 0);
  expect(zoho.contacts.has(c.email)).toBe(false);
  expect(zoho.deletions).toHaveLength(1);

  // The confirmation e-mail went to the address before it was forgotten.
  await deliverMail(ctx.app);
  const mail = lastMailTo(ctx.config.dataDir, c.email);
  expect(mail.subject).toContain('has been deleted');
  expect(mail.text).toContain('Deleted candidate');

  // The address can sign up again, as a new person with nothing of the old one.
  const ip = freshIp();
  const code = await register(ctx, c.email, {}, ip);
  const again = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(c.email, code), ip });
  expect(again.statusCode, again.body).toBe(200);
  const fresh = again.json<{ access_token: string }>().access_token;
  expect((await call(ctx, 'GET', '/api/applications', { token: fresh })).json()).toMatchObject({ applications: [] });
  return c;
}

describe('DELETE /api/me (PRV-4) on local disk', () => {
  let ctx: TestContext;
  let zoho: FakeZoho;
  beforeAll(async () => {
    const withZoho = await createTestAppWithZoho();
    ctx = withZoho;
    zoho = withZoho.zoho;
  });
  afterAll(() => ctx.close());

  it('removes the profile, files, sessions, drafts, saved jobs and resume text; anonymises the applications; queues the CRM deletion and the mail', async () => {
    expect(ctx.app.storage.kind).toBe('local');
    await deletesEverything(ctx, zoho);
  });

  it('a wrong password changes nothing and answers a message; repeated wrong passwords are throttled like logins', async () => {
    const c = await candidateWithEverything(ctx);
    const before = await rowsOf(ctx, c.userId);
    const queuedRemovals = async () => (await ctx.database.db.select({ n: count() }).from(fileDeletions))[0]?.n ?? 0;
    const removalsBefore = await queuedRemovals();
    const ip = freshIp();
    const wrong = await deleteAccount(ctx, c.token, { password: 'not my password' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_MESSAGES.deleteWrongPassword);
    expect(await rowsOf(ctx, c.userId)).toEqual(before);
    expect((await call(ctx, 'GET', '/api/session', { token: c.token })).statusCode).toBe(200);
    expect(await queuedRemovals()).toBe(removalsBefore);
    for (const key of c.keys) expect(await ctx.app.storage.get(key)).not.toBeNull();
    const [user] = await ctx.database.db
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, c.userId));
    expect(user).toEqual({ email: c.email, deletedAt: null });

    for (let i = 0; i < 4; i++) expect((await deleteAccount(ctx, c.token, { password: `wrong ${i}` }, ip)).statusCode).toBe(400);
    const throttled = await deleteAccount(ctx, c.token, { password: c.password }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await rowsOf(ctx, c.userId)).toEqual(before);
  });

  it('refuses a missing password or a wrong confirmation with a message, and anonymous callers', async () => {
    const c = await signUp(ctx);
    const missing = await deleteAccount(ctx, c.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
    const badConfirm = await deleteAccount(ctx, c.token, { password: c.password, confirmation: 'delete please' });
    expect(badConfirm.statusCode).toBe(400);
    expect(JSON.stringify(badConfirm.json())).toContain(PRIVACY_MESSAGES.deleteConfirmRequired);
    expect((await deleteAccount(ctx, undefined, { password: c.password })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/session', { token: c.token })).statusCode).toBe(200);
  });

  it('a queued upsert does not recreate the Contact after the deletion', async () => {
    const c = await signUp(ctx, freshEmail('crm'));
    // The sign-up's upsert is still queued (no worker ran) when the account is deleted.
    const queued = await ctx.database.db
      .select()
      .from(crmOutbox)
      .where(eq(crmOutbox.userId, (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, c.email)))[0]!.id));
    expect(queued.some((j) => j.kind === 'contact' && j.status === 'queued')).toBe(true);
    expect((await deleteAccount(ctx, c.token, { password: c.password })).statusCode).toBe(200);
    while ((await ctx.app.crmWorker!.runOnce()) > 0);
    expect(zoho.contacts.has(c.email)).toBe(false);
    expect(zoho.upserts.some((u) => u.email === c.email)).toBe(false);
  });
});

describe('DELETE /api/me (PRV-4) on S3 storage', () => {
  let ctx: TestContext;
  let zoho: FakeZoho;
  let s3: LocalS3;
  let s3Closed = false;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const withZoho = await createTestAppWithZoho(s3.env);
    ctx = withZoho;
    zoho = withZoho.zoho;
  });
  afterAll(async () => {
    await ctx.close();
    if (!s3Closed) await s3.close();
  });

  it('removes the files from the bucket after the commit, and the rest as on disk', async () => {
    expect(ctx.app.storage.kind).toBe('s3');
    await deletesEverything(ctx, zoho);
  });

  it('a storage failure is retried and never undoes the committed deletion', async () => {
    const c = await candidateWithEverything(ctx);
    expect((await deleteAccount(ctx, c.token, { password: c.password })).statusCode).toBe(200);
    await s3.close();
    s3Closed = true;
    // The bucket is unreachable: the removals fail and wait for a retry; the database stays deleted.
    await ctx.app.backgroundJobs.worker('file-deletions')!.runOnce();
    const waiting = await ctx.database.db.select().from(fileDeletions);
    expect(waiting.filter((j) => c.keys.includes(j.storageKey)).every((j) => j.status === 'queued' && j.lastError)).toBe(true);
    const [user] = await ctx.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, c.userId));
    expect(user?.deletedAt).not.toBeNull();
  });
});
