import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@careers/shared';
import { signUp } from '../../helpers/accounts.js';
import { applicationFields, call, jobInput, postJob, signUpRecruiter } from '../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
let candidate: string;
let recruiter: string;
let jobId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  candidate = (await signUp(ctx)).token;
  recruiter = (await signUpRecruiter(ctx)).token;
  jobId = (await postJob(ctx, recruiter)).job_id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  /** OpenAPI form, e.g. /api/saved-jobs/{jobId}. */
  path: string;
  body?: () => unknown;
}
const url = (path: string) =>
  path.replace('{jobId}', String(jobId)).replace('{id}', String(jobId)).replace('{kind}', 'cv').replace('{fileId}', '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f');

/** D14/D15: candidate-only endpoints. */
const CANDIDATE: Endpoint[] = [
  { method: 'GET', path: '/api/saved-jobs' },
  { method: 'PUT', path: '/api/saved-jobs/{jobId}' },
  { method: 'DELETE', path: '/api/saved-jobs/{jobId}' },
  { method: 'GET', path: '/api/application-drafts/{jobId}' },
  { method: 'PUT', path: '/api/application-drafts/{jobId}', body: () => applicationFields() },
  { method: 'DELETE', path: '/api/application-drafts/{jobId}' },
  { method: 'GET', path: '/api/applications' },
  { method: 'POST', path: '/api/applications', body: () => ({ job_id: jobId, ...applicationFields() }) },
  { method: 'POST', path: '/api/application-files/{kind}' },
];
/** D16: recruiter-only endpoints. */
const RECRUITER: Endpoint[] = [
  { method: 'GET', path: '/api/recruiter/jobs' },
  { method: 'POST', path: '/api/recruiter/jobs', body: () => jobInput() },
  { method: 'GET', path: '/api/recruiter/jobs/{id}' },
  { method: 'PUT', path: '/api/recruiter/jobs/{id}', body: () => jobInput() },
  { method: 'PATCH', path: '/api/recruiter/jobs/{id}/status', body: () => ({ status: 'open' }) },
  { method: 'GET', path: '/api/recruiter/jobs/{id}/applications' },
  { method: 'POST', path: '/api/recruiter/applications/{id}/advance', body: () => ({ from: 'applied' }) },
  { method: 'POST', path: '/api/recruiter/applications/{id}/not-selected' },
  { method: 'GET', path: '/api/recruiter/application-files/{fileId}' },
];

const send = (e: Endpoint, token?: string) => call(ctx, e.method, url(e.path), { ...(token ? { token } : {}), ...(e.body ? { payload: e.body() } : {}) });

describe('access rules of every issue-6 endpoint (D16, D21)', () => {
  it('the tables below cover every candidate and recruiter route in the OpenAPI document', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set([...CANDIDATE, ...RECRUITER].map((e) => `${e.method} ${e.path}`));
    const prefixes = ['/api/recruiter', '/api/saved-jobs', '/api/application-drafts', '/api/applications', '/api/application-files'];
    const documented = Object.entries(doc.paths)
      .filter(([path]) => prefixes.some((p) => path.startsWith(p)))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual([...listed].sort());
  });

  for (const e of [...CANDIDATE, ...RECRUITER]) {
    it(`${e.method} ${e.path} without a token: 401`, async () => {
      const res = await send(e);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.authMissing);
    });
  }
  for (const e of CANDIDATE) {
    it(`${e.method} ${e.path} as a recruiter: 403`, async () => {
      const res = await send(e, recruiter);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    });
  }
  for (const e of RECRUITER) {
    it(`${e.method} ${e.path} as a candidate: 403`, async () => {
      const res = await send(e, candidate);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    });
  }

  it('a refused call changed nothing', async () => {
    const job = (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}`, { token: recruiter })).json().job;
    expect(job.status).toBe('open');
    expect(job.job_title).toBe(jobInput().job_title);
    expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token: recruiter })).json().jobs).toHaveLength(1);
  });
});
