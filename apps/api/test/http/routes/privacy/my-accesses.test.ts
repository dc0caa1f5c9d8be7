import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { AUDIT_PAGE_SIZE, type MyAccessesResponse } from '@careers/shared';
import { multipart, samplePdf } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

/** PRV-3: a candidate sees who looked at their data (the access log of REC-9, their rows only). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mine = async (token: string, page = 1) => {
  const res = await call(ctx, 'GET', `/api/me/accesses?page=${page}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyAccessesResponse>();
};

describe('GET /api/me/accesses (PRV-3)', () => {
  it('lists each recruiter view and download of the candidate’s data with the recruiter’s name, newest first; never another candidate’s', async () => {
    const anna = await signUpRecruiter(ctx, undefined, 'Anna Schmidt');
    const priya = await signUp(ctx, undefined, { first_name: 'Priya', last_name: 'Sharma' });
    const other = await signUp(ctx, undefined, { first_name: 'Ravi', last_name: 'Kumar' });
    const { payload, headers } = multipart({ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samplePdf() });
    expect((await call(ctx, 'POST', '/api/upload/resume', { token: priya.token, payload, headers })).statusCode).toBe(200);
    const job = await postJob(ctx, anna.token, { job_title: 'Intune Engineer' });
    expect((await submitApplication(ctx, priya.token, job.job_id)).statusCode).toBe(201);
    expect((await submitApplication(ctx, other.token, job.job_id)).statusCode).toBe(201);
    const priyaId = (await repositoriesOf(ctx).users.findByEmail(priya.email))!.id;
    const otherId = (await repositoriesOf(ctx).users.findByEmail(other.email))!.id;

    expect(await mine(priya.token)).toEqual({ accesses: [], total: 0, page: 1, pageSize: AUDIT_PAGE_SIZE });
    const viewedAt = ctx.clock.now().toISOString();
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priyaId}`, { token: anna.token })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const downloadedAt = ctx.clock.now().toISOString();
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${priyaId}/resume`, { token: anna.token })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const exportedAt = ctx.clock.now().toISOString();
    expect((await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applicants.csv`, { token: anna.token })).statusCode).toBe(200);
    // Another candidate's profile view is not Priya's business.
    expect((await call(ctx, 'GET', `/api/recruiter/candidates/${otherId}`, { token: anna.token })).statusCode).toBe(200);

    expect((await mine(priya.token)).accesses).toEqual([
      { at: exportedAt, kind: 'applicants_export', recruiter: 'Anna Schmidt', job: 'Intune Engineer' },
      { at: downloadedAt, kind: 'resume', recruiter: 'Anna Schmidt', job: null },
      { at: viewedAt, kind: 'profile_view', recruiter: 'Anna Schmidt', job: null },
    ]);
    expect((await mine(other.token)).total).toBe(2);

    // The data export carries the same record.
    const zip = await call(ctx, 'GET', '/api/me/export', { token: priya.token });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['data.json']!)) as { recruiterAccesses: unknown };
    expect(data.recruiterAccesses).toEqual((await mine(priya.token)).accesses);
  });

  it('is for candidates only, and refuses a bad page with a message', async () => {
    expect((await call(ctx, 'GET', '/api/me/accesses')).statusCode).toBe(401);
    const anna = await signUpRecruiter(ctx);
    expect((await call(ctx, 'GET', '/api/me/accesses', { token: anna.token })).statusCode).toBe(403);
    const priya = await signUp(ctx);
    const bad = await call(ctx, 'GET', '/api/me/accesses?page=0', { token: priya.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page/);
  });
});
