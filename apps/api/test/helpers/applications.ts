import type { ApplicationFields, Job, JobInput } from '@careers/shared';
import { createRecruiter } from '../../src/domains/accounts/recruiters.js';
import { freshEmail } from './accounts.js';
import { call } from './call.js';
import { multipart, sampleApplicationFields, sampleJobInput, samplePdf, type MultipartFile } from '@careers/test-helpers';
import type { TestContext } from './test-app.js';

/**
 * A recruiter as REC-1 makes one: the command-line function, then the printed link on the reset
 * page, then login. Answers their address, password and access token.
 */
export async function signUpRecruiter(
  ctx: TestContext,
  email = freshEmail('recruiter'),
  name = 'Anna Schmidt',
  options: { admin?: boolean } = {},
): Promise<{ email: string; password: string; token: string }> {
  const { link } = await createRecruiter(
    { db: ctx.database.db, clock: ctx.clock, siteUrl: ctx.config.siteUrl },
    { email, name, admin: options.admin === true },
  );
  const token = new URL(link).searchParams.get('token');
  const password = 'recruiter pass 42';
  const reset = await call(ctx, 'POST', '/api/reset-password', {
    payload: { token, new_password: password, confirm_new_password: password },
  });
  if (reset.statusCode !== 200) throw new Error(`reset failed: ${reset.statusCode} ${reset.body}`);
  const login = await call(ctx, 'POST', '/api/login', { payload: { username: email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { email, password, token: login.json().access_token as string };
}

/** REC-8: an admin, made as the first one is (`recruiter:create -- --admin`). */
export const signUpAdmin = (ctx: TestContext, email = freshEmail('admin')) => signUpRecruiter(ctx, email, 'Anna Schmidt', { admin: true });

export const jobInput = sampleJobInput;

/** A job posted through the recruiter API. */
export async function postJob(ctx: TestContext, recruiterToken: string, overrides: Partial<JobInput> = {}): Promise<Job> {
  const res = await call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiterToken, payload: jobInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`post job failed: ${res.statusCode} ${res.body}`);
  return res.json().job as Job;
}

/** A complete application form in Apply with LinkedIn mode (no upload needed). */
export const applicationFields = sampleApplicationFields;

export const submitApplication = (ctx: TestContext, token: string, jobId: number, overrides: Partial<ApplicationFields> = {}) =>
  call(ctx, 'POST', '/api/applications', { token, payload: { job_id: jobId, ...applicationFields(overrides) } });

/** POST /api/application-files/:kind as the form's upload slot sends it (one file, field = kind). */
export function uploadApplicationFile(
  ctx: TestContext,
  token: string,
  kind: 'cv' | 'photo',
  file: Partial<MultipartFile> & { data: Buffer },
) {
  const { payload, headers } = multipart({
    field: kind,
    filename: kind === 'cv' ? 'Priya Sharma CV.pdf' : 'me.png',
    contentType: 'application/octet-stream',
    ...file,
  });
  return call(ctx, 'POST', `/api/application-files/${kind}`, { token, payload, headers });
}

/** An uploaded CV, as the form's slot holds it. */
export async function uploadedCv(ctx: TestContext, token: string, data = samplePdf()) {
  const res = await uploadApplicationFile(ctx, token, 'cv', { data });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const { id, name, size } = res.json<{ id: string; name: string; size: number }>();
  return { id, name, size };
}
