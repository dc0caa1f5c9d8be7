import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, FIELD_MESSAGES as M, UI_MESSAGES } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { accountRowCounts, freshEmail, signUp } from '../../../helpers/accounts.js';
import { deliverMail, lastMailTo, resetTokenIn } from '../../../helpers/outbox.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a brand new secret';
const resetPayload = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  new_password: NEW_PASSWORD,
  confirm_new_password: NEW_PASSWORD,
  ...overrides,
});

async function requestLink(email: string) {
  const res = await call(ctx, 'POST', '/api/forgot-password', { payload: { username: email } });
  expect(res.statusCode).toBe(200);
  await deliverMail(ctx.app);
  return resetTokenIn(lastMailTo(ctx.config.dataDir, email));
}

const login = (username: string, password: string) => call(ctx, 'POST', '/api/login', { payload: { username, password } });
const me = (token: string) => call(ctx, 'POST', '/api/logout', { payload: {}, token });

describe('POST /api/forgot-password (ACC-10, ACC-12)', () => {
  it('e-mails a link {SITE_URL}/reset-password?token= with a 32-byte token and answers ACC-10 text', async () => {
    const { email } = await signUp(ctx);
    const res = await call(ctx, 'POST', '/api/forgot-password', { payload: { username: email } });
    expect(res.json()).toEqual({ message: UI_MESSAGES.resetLinkSent });
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, email);
    expect(mail.text).toMatch(/http:\/\/careers\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('http://careers.test/reset-password?token=');
    expect(mail.subject).toContain('Northwind Cloud Services');
    expect(Buffer.from(resetTokenIn(mail), 'base64url')).toHaveLength(32);
  });

  it("keeps ACC-10's 404 'Username is Invalid.' for an unknown e-mail and sends nothing", async () => {
    const before = await accountRowCounts(ctx);
    const res = await call(ctx, 'POST', '/api/forgot-password', { payload: { username: freshEmail() } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: UI_MESSAGES.usernameInvalid, field: 'username' });
    expect(await accountRowCounts(ctx)).toEqual(before);
  });

  it('answers ACC-10 e-mail messages', async () => {
    for (const [username, message] of [
      ['', M.emailRequired],
      ['nope', M.emailInvalid],
    ]) {
      const res = await call(ctx, 'POST', '/api/forgot-password', { payload: { username } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field: 'username', message });
    }
  });
});

describe('POST /api/reset-password (ACC-11, ACC-12)', () => {
  it('sets the new password, ends every session of the user, and works once', async () => {
    const { email, password, token: first } = await signUp(ctx);
    const second = (await login(email, password)).json().access_token as string;
    const resetToken = await requestLink(email);

    const res = await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(resetToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UI_MESSAGES.resetSuccess });

    for (const token of [first, second]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(AUTH_MESSAGES.authRevoked);
    }
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await call(ctx, 'POST', '/api/reset-password', {
      payload: resetPayload(resetToken, { new_password: 'third password', confirm_new_password: 'third password' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ requestId: expect.any(String), field: 'token', message: UI_MESSAGES.resetInvalidToken });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 30 minutes (moved on the clock) and leaves the password alone', async () => {
    const { email, password } = await signUp(ctx);
    const resetToken = await requestLink(email);
    ctx.clock.advance(30 * 60 * 1000 + 1000);
    const res = await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(resetToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UI_MESSAGES.resetInvalidToken);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await signUp(ctx);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(older) })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(newer) })).statusCode).toBe(200);
  });

  it('refuses made-up tokens and answers ACC-11 reset messages, changing nothing', async () => {
    const { email, password } = await signUp(ctx);
    const resetToken = await requestLink(email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ token: '' }, 'token', 'Reset token is missing.'],
      [{ token: 'A'.repeat(43) }, 'token', UI_MESSAGES.resetInvalidToken],
      [{ new_password: '' }, 'new_password', M.passwordRequired],
      [{ new_password: 'short', confirm_new_password: 'short' }, 'new_password', M.passwordMin],
      [{ confirm_new_password: '' }, 'confirm_new_password', M.confirmPasswordRequired],
      [{ confirm_new_password: 'something else' }, 'confirm_new_password', M.passwordsDoNotMatch],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(resetToken, override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field, message });
    }
    expect((await login(email, password)).statusCode).toBe(200);
    // The real link still works after all those refusals.
    expect((await call(ctx, 'POST', '/api/reset-password', { payload: resetPayload(resetToken) })).statusCode).toBe(200);
  });
});
