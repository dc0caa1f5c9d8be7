import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, UPLOAD_KINDS } from '@careers/shared';
import { DRAFT_KEEP_MS } from '../../../../src/http/housekeeping.js';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpRecruiter, uploadApplicationFile } from '../../../helpers/applications.js';
import { multipart, pdfOfSize } from '@careers/test-helpers';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

const KB = 1024;
const DAY_MS = 24 * 3_600_000;

/** docs/decisions/010: a 2 MB allowance per account, so a few files reach it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ STORAGE_QUOTA_MB: '2' });
});
afterAll(() => ctx.close());

/** A fresh session (the tests move the clock past a session's life). */
async function logIn({ email, password }: { email: string; password: string }): Promise<string> {
  const res = await call(ctx, 'POST', '/api/login', { payload: { username: email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}
const openJob = async () => postJob(ctx, (await signUpRecruiter(ctx)).token);

/** Files on disk under DATA_DIR/uploads/{folder}. */
const stored = (folder: string) => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'uploads', folder));
  } catch {
    return [];
  }
};
/** An uploaded CV as the form's slot holds it, and where its bytes are. */
async function cvInSlot(token: string, size: number) {
  const res = await uploadCv(token, size);
  expect(res.statusCode).toBe(201);
  const { id, name } = res.json<{ id: string; name: string }>();
  const row = await repositoriesOf(ctx).applications.findFile(id);
  return { slot: { id, name, size }, file: path.join(ctx.config.dataDir, 'uploads', ...(row?.storageKey ?? '').split('/')) };
}
const uploadCv = (token: string, size: number) => uploadApplicationFile(ctx, token, 'cv', { data: pdfOfSize(size) });
function uploadResume(token: string, size: number) {
  const { payload, headers } = multipart({
    field: UPLOAD_KINDS.resume.field,
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    data: pdfOfSize(size),
  });
  return call(ctx, 'POST', '/api/upload/resume', { token, payload, headers });
}

describe('storage allowance per account (STORAGE_QUOTA_MB, docs/decisions/010)', () => {
  it('counts profile and application files together and answers 413 past the allowance, storing nothing', async () => {
    const { token } = await signUp(ctx);
    expect((await uploadCv(token, 700 * KB)).statusCode).toBe(201);
    expect((await uploadResume(token, 900 * KB)).statusCode).toBe(200);
    const [cvsBefore, resumesBefore] = [stored('applications').length, stored('resumes').length];

    const refused = await uploadCv(token, 500 * KB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ requestId: expect.any(String), message: PROFILE_MESSAGES.storageQuotaExceeded(2) });
    expect(refused.json().message).toBe(
      'Your account has reached its 2 MB of storage for files and drafts. Upload a smaller file, or discard drafts you no longer need (their files are removed within a day).',
    );
    expect(stored('applications')).toHaveLength(cvsBefore);

    // A new resume replaces the old one, so only the difference counts; a bigger total is refused.
    expect((await uploadResume(token, 1000 * KB)).statusCode).toBe(200);
    expect(stored('resumes')).toHaveLength(resumesBefore);
    const small = await uploadCv(token, 300 * KB);
    expect(small.statusCode).toBe(201);
    expect((await uploadCv(token, 100 * KB)).statusCode).toBe(413);

    // Another account has its own allowance.
    expect((await uploadCv((await signUp(ctx)).token, 700 * KB)).statusCode).toBe(201);
  });

  it('two uploads at once cannot both squeeze into the last room', async () => {
    const { token } = await signUp(ctx);
    expect((await uploadCv(token, 1200 * KB)).statusCode).toBe(201);
    const answers = (await Promise.all([uploadCv(token, 600 * KB), uploadCv(token, 600 * KB)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([201, 413]);
  });

  it('a draft untouched for 30 days is dropped with its files, which frees the room', async () => {
    const account = await signUp(ctx);
    const { token } = account;
    const job = await openJob();
    const cv = await cvInSlot(token, 1500 * KB);
    const saved = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, {
      token,
      payload: applicationFields({ mode: 'standard', cv_files: [cv.slot] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await uploadCv(token, 700 * KB)).statusCode).toBe(413);

    // A day short of 30: the draft and its file stay.
    ctx.clock.advance(DRAFT_KEEP_MS - DAY_MS);
    await ctx.app.housekeeping();
    let later = await logIn(account);
    expect((await call(ctx, 'GET', `/api/application-drafts/${job.job_id}`, { token: later })).json().draft.fields.cv_files).toEqual([
      cv.slot,
    ]);
    expect(existsSync(cv.file)).toBe(true);

    ctx.clock.advance(2 * DAY_MS);
    await ctx.app.housekeeping();
    later = await logIn(account);
    expect((await call(ctx, 'GET', `/api/application-drafts/${job.job_id}`, { token: later })).json()).toEqual({
      draft: null,
      screening_questions: [],
    });
    expect(existsSync(cv.file)).toBe(false);
    expect(await repositoriesOf(ctx).applications.findFile(cv.slot.id)).toBeUndefined();
    expect((await uploadCv(later, 700 * KB)).statusCode).toBe(201);
  });

  it('the files of a discarded draft are removed by the next clean-up a day on', async () => {
    const account = await signUp(ctx);
    const { token } = account;
    const job = await openJob();
    const cv = await cvInSlot(token, 1500 * KB);
    const saved = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, {
      token,
      payload: applicationFields({ mode: 'standard', cv_files: [cv.slot] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/application-drafts/${job.job_id}`, { token })).statusCode).toBe(200);
    expect(existsSync(cv.file)).toBe(true);

    ctx.clock.advance(DAY_MS + 60_000);
    await ctx.app.housekeeping();
    expect(existsSync(cv.file)).toBe(false);
    expect(await repositoriesOf(ctx).applications.findFile(cv.slot.id)).toBeUndefined();
    expect((await uploadCv(await logIn(account), 1500 * KB)).statusCode).toBe(201);
  });
});
