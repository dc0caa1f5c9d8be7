import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES as M } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { accountRowCounts, freshEmail, signUp, signupPayload, verifyPayload } from '../../../helpers/accounts.js';
import { call, freshIp } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SQL = "Robert'); DROP TABLE users;--";
const HTML = '<img src=x onerror=alert(1)>';
const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Every account call with a valid body, so each test changes one thing. */
const CALLS: Record<string, () => Record<string, unknown>> = {
  '/api/register': () => signupPayload(freshEmail()),
  '/api/resend-code': () => ({ username: freshEmail() }),
  '/api/verify': () => verifyPayload(freshEmail(), '123456'),
  '/api/login': () => ({ username: freshEmail(), password: 'whatever123' }),
  '/api/forgot-password': () => ({ username: freshEmail() }),
  '/api/reset-password': () => ({ token: 'A'.repeat(43), new_password: 'long enough', confirm_new_password: 'long enough' }),
};

/** Refused with a 4xx and a message a person can read; nothing stored, nothing sent. */
async function expectRefused(url: string, send: () => Promise<{ statusCode: number; json(): { message?: unknown; field?: unknown } }>) {
  const before = await accountRowCounts(ctx);
  const res = await send();
  expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, url).toBeLessThan(500);
  expect(typeof res.json().message).toBe('string');
  expect(JSON.stringify(res.json())).not.toMatch(/stack|at \/|Error:/);
  expect(await accountRowCounts(ctx), url).toEqual(before);
  return res;
}

describe('bad input on every account call', () => {
  for (const url of Object.keys(CALLS)) {
    it(`${url}: malformed JSON, no body, an array, missing and extra fields, 1 MB strings`, async () => {
      const bad = await expectRefused(url, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          remoteAddress: freshIp(),
          headers: { 'content-type': 'application/json' },
          payload: '{"username": ',
        }),
      );
      expect(bad.json().message).toBe('The request body is not valid JSON.');
      await expectRefused(url, () =>
        ctx.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { 'content-type': 'application/json' } }),
      );
      const array = await expectRefused(url, () => call(ctx, 'POST', url, { payload: [CALLS[url]!()] }));
      expect(array.json().message).toBe('The request body must be a JSON object.');
      const form = await expectRefused(url, () =>
        ctx.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { 'content-type': 'text/plain' }, payload: 'username=x' }),
      );
      expect(form.json().message).toBe('The request body must be a JSON object.');

      const valid = CALLS[url]!();
      for (const key of Object.keys(valid)) {
        const { [key]: _dropped, ...missing } = valid;
        const res = await expectRefused(url, () => call(ctx, 'POST', url, { payload: missing }));
        expect(res.json().field).toBe(key);
        const huge = await expectRefused(url, () => call(ctx, 'POST', url, { payload: { ...valid, [key]: MEGABYTE } }));
        expect(huge.statusCode).toBe(413);
        expect(huge.json().message).toBe('The request body is too large.');
        const wrongType = await expectRefused(url, () => call(ctx, 'POST', url, { payload: { ...valid, [key]: 12 } }));
        expect(wrongType.json().field).toBe(key);
      }
      const extra = await expectRefused(url, () => call(ctx, 'POST', url, { payload: { ...valid, role: 'recruiter' } }));
      expect(extra.json()).toEqual({ requestId: expect.any(String), message: 'Unknown field: role', field: 'role' });
    });
  }

  it('SQL and HTML in names, e-mails, codes and tokens are refused with a message naming the field', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/register', signupPayload(freshEmail(), { first_name: SQL }), 'first_name', M.firstNameCharactersSignup],
      ['/api/register', signupPayload(freshEmail(), { first_name: HTML }), 'first_name', M.firstNameCharactersSignup],
      ['/api/register', signupPayload(freshEmail(), { last_name: SQL }), 'last_name', M.lastNameCharactersSignup],
      ['/api/register', signupPayload(freshEmail(), { last_name: HTML }), 'last_name', M.lastNameCharactersSignup],
      ['/api/register', signupPayload(`${SQL}@example.in`), 'username', M.emailInvalid],
      ['/api/register', signupPayload(`${HTML}@example.in`), 'username', M.emailInvalid],
      ['/api/login', { username: "' OR 1=1 --", password: SQL }, 'username', M.emailInvalid],
      ['/api/forgot-password', { username: `"><script>alert(1)</script>@x.in` }, 'username', M.emailInvalid],
      ['/api/verify', verifyPayload(freshEmail(), "1' OR '1'='1"), 'otp', M.otpSixDigits],
      ['/api/verify', verifyPayload(freshEmail(), '<b>1</b>'), 'otp', M.otpSixDigits],
      ['/api/verify', verifyPayload(freshEmail(), '123456', { first_name: HTML }), 'first_name', M.firstNameCharactersSignup],
      [
        '/api/reset-password',
        { token: SQL, new_password: 'long enough', confirm_new_password: 'long enough' },
        'token',
        'Invalid request or token is expired.',
      ],
      [
        '/api/reset-password',
        { token: HTML, new_password: 'long enough', confirm_new_password: 'long enough' },
        'token',
        'Invalid request or token is expired.',
      ],
    ];
    for (const [url, payload, field, message] of cases) {
      const res = await expectRefused(url, () => call(ctx, 'POST', url, { payload }));
      expect(res.json(), `${url} ${JSON.stringify(payload)}`).toEqual({ requestId: expect.any(String), field, message });
    }
  });

  it('passwords may hold any characters: SQL and HTML in a password are stored only as a hash and work', async () => {
    const password = `${SQL} ${HTML}`;
    const { email } = await signUp(ctx, freshEmail(), { password });
    const res = await call(ctx, 'POST', '/api/login', { payload: { username: email, password } });
    expect(res.statusCode).toBe(200);
  });

  it('names in other scripts and with hyphens and apostrophes are welcome', async () => {
    for (const [first_name, last_name] of [
      ['José María', "D'Souza"],
      ['Thảo', 'Nguyễn'],
      ['प्रिया', 'शर्मा'],
      ['Siti', 'Nur-Aisyah'],
    ]) {
      const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail(), { first_name, last_name }) });
      expect(res.statusCode, `${first_name} ${last_name}`).toBe(200);
    }
  });
});
