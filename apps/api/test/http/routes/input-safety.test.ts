import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES as M, INPUT_MESSAGES as I, JOB_DESCRIPTION_MAX, RECRUITER_MESSAGES as R } from '@careers/shared';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { freshEmail, signUp, signupPayload } from '../../helpers/accounts.js';
import { applicationFields, jobInput, postJob, signUpRecruiter } from '../../helpers/applications.js';
import { deliverMail, lastMailTo, readOutbox, resetTokenIn } from '../../helpers/outbox.js';
import { patchProfile } from '../../helpers/profile.js';
import { multipart, samplePdf, samplePng } from '@careers/test-helpers';
import { call } from '../../helpers/call.js';

/**
 * GEN-12: input a person could send but the site cannot take gets a 4xx with a message, never a
 * 5xx: NUL and unpaired surrogates (PostgreSQL cannot store them), malformed multipart bodies, a
 * description built to make a regular expression backtrack; and common passwords are refused.
 */
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

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

/** A JSON body as bytes: JSON's \u escapes carry the lone surrogate exactly as a client would send it. */
const jsonBytes = (body: unknown) => JSON.stringify(body);

function sendJson(method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, body: unknown) {
  return call(ctx, method, url, { token, headers: { 'content-type': 'application/json' }, payload: jsonBytes(body) });
}

describe('NUL and unpaired surrogates in text: 400 naming the field (GEN-6)', () => {
  it.each([
    ['NUL', '%00'],
    ['NUL inside text', 'Azure%00Architect'],
    ['a lone high surrogate', encodeURIComponent('x').replace('x', '%ED%A0%80')],
  ])('GET /api/getJobOpenings?q= with %s', async (_label, value) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/getJobOpenings?q=${value}` });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (value.includes('%00')) expect(res.json()).toEqual({ requestId: expect.any(String), message: I.textUnstorable, field: 'q' });
  });

  it.each([
    ['department', `Cloud${NUL}`],
    ['location', `Remote${NUL}(India)`],
  ])('GET /api/getJobOpenings?%s= refuses it', async (field, value) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/getJobOpenings', query: { [field]: value } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: I.textUnstorable, field });
  });

  it.each([NUL, LONE_HIGH, LONE_LOW])('a profile field (%j): 400, and nothing is saved', async (bad) => {
    const res = await sendJson('PATCH', '/api/user-details', candidate, {
      PresentAddress: `221B MG Road${bad}, Bengaluru`,
      PermanentAddress: '14 Park Street, Kolkata 700016',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: I.textUnstorable, field: 'PresentAddress' });
    const profile = await call(ctx, 'GET', '/api/user-details', { token: candidate });
    expect(profile.json().PresentAddress).toBe('');
  });

  it('the GEN-6 messages of the same fields are unchanged', async () => {
    expect((await patchProfile(ctx, candidate, { PresentAddress: 'Pune', PermanentAddress: '14 Park Street, Kolkata' })).json()).toEqual({
      requestId: expect.any(String),
      message: M.presentAddressMin,
      field: 'PresentAddress',
    });
    // A well-formed pair (an emoji) is ordinary text.
    expect(
      (await patchProfile(ctx, candidate, { PresentAddress: '221B MG Road 🏠 Bengaluru', PermanentAddress: '14 Park Street, Kolkata' }))
        .statusCode,
    ).toBe(200);
  });

  it('a draft field, an application field and a recruiter job title', async () => {
    const draft = await sendJson('PUT', `/api/application-drafts/${jobId}`, candidate, applicationFields({ first_name: `Priya${NUL}` }));
    expect(draft.statusCode, draft.body).toBe(400);
    expect(draft.json()).toMatchObject({ message: I.textUnstorable, field: 'first_name' });

    const application = await sendJson('POST', '/api/applications', candidate, {
      job_id: jobId,
      ...applicationFields({ present_address: `12 MG Road${LONE_HIGH}, Bengaluru 560001` }),
    });
    expect(application.statusCode, application.body).toBe(400);
    expect(application.json()).toMatchObject({ message: I.textUnstorable, field: 'present_address' });

    const job = await sendJson('POST', '/api/recruiter/jobs', recruiter, jobInput({ job_title: `Azure ${NUL}Architect` }));
    expect(job.statusCode, job.body).toBe(400);
    expect(job.json()).toMatchObject({ message: I.textUnstorable, field: 'job_title' });
    const description = await sendJson(
      'POST',
      '/api/recruiter/jobs',
      recruiter,
      jobInput({ job_description: `<p>${'Azure landing zones. '.repeat(5)}${LONE_LOW}</p>` }),
    );
    expect(description.statusCode, description.body).toBe(400);
    expect(description.json()).toMatchObject({ message: I.textUnstorable, field: 'job_description' });
  });

  it('sign-up fields', async () => {
    const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail(), { password: `correct horse${NUL}42` }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: I.textUnstorable, field: 'password' });
  });

  it('multipart text: a NUL in the file name or in a text field never reaches the database', async () => {
    const boundary = '----careersnul';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello${NUL}there\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv${NUL}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      samplePdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await call(ctx, 'POST', '/api/upload/resume', {
      token: candidate,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume_name).toBe('cv.pdf');
  });
});

describe('malformed multipart bodies: 400 with a message (GEN-12)', () => {
  const routes = ['/api/upload/resume', '/api/upload/profile_photo', '/api/application-files/cv', '/api/application-files/photo'];
  const field = (url: string) => url.split('/').at(-1)!;
  const good = (url: string) =>
    multipart({
      field: field(url),
      filename: url.endsWith('cv') || url.endsWith('resume') ? 'cv.pdf' : 'me.png',
      contentType: 'application/octet-stream',
      data: url.endsWith('cv') || url.endsWith('resume') ? samplePdf() : samplePng(),
    });

  const cases: [label: string, body: (url: string) => { payload: Buffer; contentType: string }][] = [
    [
      'garbage with a boundary',
      () => ({ payload: Buffer.from('this is not multipart at all'), contentType: 'multipart/form-data; boundary=abc' }),
    ],
    [
      'a truncated body',
      (url) => {
        const { payload, headers } = good(url);
        return { payload: payload.subarray(0, Math.floor(payload.length / 2)), contentType: headers['content-type']! };
      },
    ],
    [
      'no closing boundary',
      (url) => {
        const { payload, headers } = good(url);
        const boundary = headers['content-type']!.split('boundary=')[1]!;
        return { payload: payload.subarray(0, payload.lastIndexOf(`--${boundary}--`)), contentType: headers['content-type']! };
      },
    ],
    ['an empty boundary', (url) => ({ payload: good(url).payload, contentType: 'multipart/form-data; boundary=""' })],
    ['no boundary at all', (url) => ({ payload: good(url).payload, contentType: 'multipart/form-data' })],
  ];

  for (const url of routes) {
    it.each(cases)(`${url}: %s`, async (_label, make) => {
      const { payload, contentType } = make(url);
      const res = await call(ctx, 'POST', url, { token: candidate, payload, headers: { 'content-type': contentType } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), message: I.uploadMalformed, field: field(url) });
    });
  }

  it('a well-formed upload still works afterwards', async () => {
    const { payload, headers } = good('/api/upload/resume');
    const res = await call(ctx, 'POST', '/api/upload/resume', { token: candidate, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a description built to backtrack (GEN-12)', () => {
  it(`is refused by its length alone: ${JOB_DESCRIPTION_MAX + 49_000} characters of '<'`, async () => {
    const res = await sendJson('POST', '/api/recruiter/jobs', recruiter, jobInput({ job_description: '<'.repeat(99_000) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: R.descriptionMax, field: 'job_description' });
  });
});

describe('an address the router cannot read (GEN-12, docs/decisions/021)', () => {
  it.each([
    ['a path parameter that cannot be decoded', '/api/recruiter/jobs/%zz', 'The address is not valid: part of it cannot be decoded.'],
    ['an overlong UTF-8 sequence', '/api/recruiter/application-files/%C0%80', 'The address is not valid: part of it cannot be decoded.'],
    ['outside /api', '/uploads/photos/%zz', 'The address is not valid: part of it cannot be decoded.'],
    ['a path parameter over 100 characters', `/api/recruiter/jobs/${'1'.repeat(101)}`, 'The address is not valid: part of it is too long.'],
  ])('%s: 400 in the error shape', async (_what, url, message) => {
    const res = await call(ctx, 'GET', url, { token: recruiter });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ requestId: expect.any(String), message });
  });
});

describe('common passwords (ACC-3)', () => {
  it.each(['password', '12345678', 'Password', 'qwertyuiop', 'iloveyou'])('sign-up refuses %j and sends no mail', async (password) => {
    const email = freshEmail();
    const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(email, { password }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: I.passwordCommon, field: 'password' });
    expect(readOutbox(ctx.config.dataDir).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it("ACC-3's rules come first: a short common password gets the length message", async () => {
    const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail(), { password: '123456' }) });
    expect(res.json()).toEqual({ requestId: expect.any(String), message: M.passwordMin, field: 'password' });
  });

  it('password reset refuses it too, and the link still works for a good password', async () => {
    const { email } = await signUp(ctx);
    expect((await call(ctx, 'POST', '/api/forgot-password', { payload: { username: email } })).statusCode).toBe(200);
    await deliverMail(ctx.app);
    const token = resetTokenIn(lastMailTo(ctx.config.dataDir, email));
    const common = await call(ctx, 'POST', '/api/reset-password', {
      payload: { token, new_password: 'password', confirm_new_password: 'password' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ requestId: expect.any(String), message: I.passwordCommon, field: 'new_password' });
    const good = await call(ctx, 'POST', '/api/reset-password', {
      payload: { token, new_password: 'a brand new secret', confirm_new_password: 'a brand new secret' },
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});
