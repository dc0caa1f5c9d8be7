import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, FIELD_MESSAGES as M, PRIVACY_NOTICE, authResponseSchema } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { accountRowCounts, freshEmail, register, signupPayload, verifyPayload } from '../../../helpers/accounts.js';
import { codeIn, deliverMail, lastMailTo, readOutbox, whileMailServerDown } from '../../../helpers/outbox.js';
import { mailOutbox } from '../../../../src/platform/db/schema/mail.js';
import { emailCodes, pendingSignups, users } from '../../../../src/platform/db/schema/accounts.js';
import { call, freshIp } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/register (ACC-4)', () => {
  it('stores a pending sign-up with an argon2id hash and e-mails a 6-digit code with the company name', async () => {
    const email = freshEmail();
    const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(email.toUpperCase()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
    await deliverMail(ctx.app);

    const mail = lastMailTo(ctx.config.dataDir, email);
    expect(mail.subject).toContain('Northwind Cloud Services');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);

    const [pending] = await ctx.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(pending?.passwordHash).not.toContain('correct horse');
    const [code] = await ctx.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    // Stored as an HMAC, never the digits themselves.
    expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(code?.codeHash).not.toContain(codeIn(mail));
    expect(code!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('answers 409 with a clear message for an e-mail that already has an account, and sends nothing', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) })).statusCode).toBe(200);
    const before = await accountRowCounts(ctx);
    const again = await call(ctx, 'POST', '/api/register', { payload: signupPayload(` ${email.toUpperCase()} `) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.accountExists, field: 'username' });
    expect(await accountRowCounts(ctx)).toEqual(before);
  });

  it('answers each ACC-3 sign-up message, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'first_name', M.firstNameRequired],
      [{ first_name: '   ' }, 'first_name', M.firstNameRequired],
      [{ first_name: 'x'.repeat(51) }, 'first_name', M.firstNameMaxSignup],
      [{ last_name: '' }, 'last_name', M.lastNameRequired],
      [{ last_name: 'y'.repeat(51) }, 'last_name', M.lastNameMaxSignup],
      [{ username: '' }, 'username', M.emailRequired],
      [{ username: 'not-an-email' }, 'username', M.emailInvalid],
      [{ password: '' }, 'password', M.passwordRequired],
      [{ password: 'short' }, 'password', M.passwordMin],
      [{ password: 'p'.repeat(129) }, 'password', M.passwordMax],
    ];
    const before = await accountRowCounts(ctx);
    for (const [override, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/register', { payload: signupPayload(freshEmail(), override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field, message });
    }
    expect(await accountRowCounts(ctx)).toEqual(before);
  });
});

describe('POST /api/verify (ACC-4)', () => {
  it('records the privacy notice version the sign-up page showed, and when the sign-up was submitted (PRV-1)', async () => {
    const email = freshEmail();
    const submittedAt = ctx.clock.now();
    const code = await register(ctx, email);
    ctx.clock.advance(90_000);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) })).statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE.version, privacyNoticeShownAt: submittedAt });
  });

  it('creates the account from the pending sign-up, signs in and answers ACC-9 user_details', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.message).toBe(AUTH_MESSAGES.verified);
    expect(body.user_details).toEqual({ first_name: 'Priya', last_name: 'Sharma', email, role: 'candidate' });
    expect(body.access_token.split('.')).toHaveLength(3);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await ctx.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual([]);
  });

  it('keeps unicode names as typed', async () => {
    const email = freshEmail();
    const names = { first_name: 'प्रिया', last_name: "Nguyễn-O'Brien" };
    const code = await register(ctx, email, names);
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code, names) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_details).toMatchObject(names);
  });

  it('is single-use: the same code cannot verify twice', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    const ip = freshIp();
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code), ip })).statusCode).toBe(200);
    const again = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code), ip });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it('expires after 10 minutes (moved on the injectable clock)', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), field: 'otp', message: AUTH_MESSAGES.codeExpired });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('counts wrong tries and is void after the fifth, even for the right code', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    const ip = freshIp();
    for (let left = 4; left >= 1; left--) {
      const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, wrongCode(code)), ip });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field: 'otp', message: AUTH_MESSAGES.codeIncorrect(left) });
    }
    const fifth = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, wrongCode(code)), ip });
    expect(fifth.json().message).toBe(AUTH_MESSAGES.signupVoid);
    const right = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code), ip });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.signupVoid);
  });

  it('never allows more than five comparisons, even in parallel', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, wrongCode(code)) })),
    );
    const messages = answers.map((a) => a.json().message as string);
    expect(messages.filter((m) => m.startsWith('The code is incorrect'))).toHaveLength(4);
    expect(messages.filter((m) => m === AUTH_MESSAGES.signupVoid)).toHaveLength(4);
  });

  it('resending replaces the code: the old one stops working, the new one works; the tries already used stay used', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const first = await register(ctx, email, {}, ip);
    await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, wrongCode(first)), ip });
    ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
    const resent = await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: AUTH_MESSAGES.codeResent });
    await deliverMail(ctx.app);
    const second = codeIn(lastMailTo(ctx.config.dataDir, email));
    if (second !== first) {
      const old = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, first), ip });
      expect(old.json().message).toBe(AUTH_MESSAGES.codeIncorrect(3));
    }
    const ok = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, second), ip });
    expect(ok.statusCode).toBe(200);
  });

  it('enforces the resend wait on the server: 429 with Retry-After and a clear message (ACC-4)', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await register(ctx, email, {}, ip);
    ctx.clock.advance(20_000);
    const early = await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.resendWait(40) });
    expect(early.json().message).toBe('Please wait 40 seconds before requesting a new code.');
    ctx.clock.advance(40_000);
    expect((await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip })).statusCode).toBe(200);
    // The wait starts again from the new code.
    expect((await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip })).statusCode).toBe(429);
  });

  it('counts wrong tries across resends: five in all end the sign-up, whatever the resends', async () => {
    const email = freshEmail();
    const ip = freshIp();
    let code = await register(ctx, email, {}, ip);
    const wrong = async () =>
      (await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, wrongCode(code)), ip })).json().message as string;
    expect(await wrong()).toBe(AUTH_MESSAGES.codeIncorrect(4));
    expect(await wrong()).toBe(AUTH_MESSAGES.codeIncorrect(3));
    expect(await wrong()).toBe(AUTH_MESSAGES.codeIncorrect(2));
    ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
    expect((await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip })).statusCode).toBe(200);
    await deliverMail(ctx.app);
    code = codeIn(lastMailTo(ctx.config.dataDir, email));
    expect(await wrong()).toBe(AUTH_MESSAGES.codeIncorrect(1));
    expect(await wrong()).toBe(AUTH_MESSAGES.signupVoid);
    ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
    const resend = await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe(AUTH_MESSAGES.signupVoid);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code), ip })).json().message).toBe(
      AUTH_MESSAGES.signupVoid,
    );
    // Signing up again starts a new sign-up.
    const fresh = await register(ctx, email, {}, ip);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, fresh), ip })).statusCode).toBe(200);
  });

  it("a second sign-up for a waiting address changes nothing: the first person's password and code still work", async () => {
    const email = freshEmail();
    const code = await register(ctx, email, {}, freshIp());
    const other = await call(ctx, 'POST', '/api/register', {
      payload: signupPayload(email, { first_name: 'Mallory', password: 'another password 9' }),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ requestId: expect.any(String), field: 'username', message: AUTH_MESSAGES.signupPending });
    // The same person again (same password) within the wait: nothing new is sent, the code still works.
    const before = readOutbox(ctx.config.dataDir).length;
    const again = await call(ctx, 'POST', '/api/register', { payload: signupPayload(email, { first_name: 'Changed' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir).length).toBe(before);
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_details).toMatchObject({ first_name: 'Priya', email });
  });

  it('the same password again after the wait resends a code; another password may start afresh once the code is dead', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const first = await register(ctx, email, {}, ip);
    ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
    const second = await register(ctx, email, {}, ip);
    expect(second).not.toBe(undefined);
    if (second !== first)
      expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, first), ip })).statusCode).toBe(400);
    ctx.clock.advance(ctx.config.emailCodeTtlSeconds * 1000 + 1000);
    const third = await register(ctx, email, { password: 'a new password 7', first_name: 'Asha' }, ip);
    const ok = await call(ctx, 'POST', '/api/verify', {
      payload: verifyPayload(email, third, { password: 'a new password 7', first_name: 'Asha' }),
      ip,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user_details.first_name).toBe('Asha');
  });

  it('resend refuses unknown and already verified addresses', async () => {
    const unknown = await call(ctx, 'POST', '/api/resend-code', { payload: { username: freshEmail() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.noPendingSignup);
  });

  it('refuses a code for an address with no pending sign-up', async () => {
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(freshEmail(), '123456') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), field: 'otp', message: AUTH_MESSAGES.noPendingSignup });
  });

  it('requires the password chosen at sign-up, and creates nothing otherwise', async () => {
    const email = freshEmail();
    const code = await register(ctx, email);
    const before = await accountRowCounts(ctx);
    const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code, { password: 'another password' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), field: 'password', message: AUTH_MESSAGES.signupPasswordMismatch });
    expect(await accountRowCounts(ctx)).toEqual(before);
  });

  it('answers ACC-7 OTP messages', async () => {
    for (const [otp, message] of [
      ['', M.otpRequired],
      ['12345', M.otpSixDigits],
      ['12345a', M.otpSixDigits],
      ['1234567', M.otpSixDigits],
    ]) {
      const res = await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(freshEmail(), otp!) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field: 'otp', message });
    }
  });

  it('answers at once and sends only the newest code when the mail server was down (docs/decisions/009)', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await whileMailServerDown(ctx.app, ctx.config.dataDir, async () => {
      expect((await call(ctx, 'POST', '/api/register', { payload: signupPayload(email), ip })).statusCode).toBe(200);
      await deliverMail(ctx.app);
      ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
      expect((await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip })).statusCode).toBe(200);
    });
    await deliverMail(ctx.app);
    const mails = readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, codeIn(mails[0]!)), ip })).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id));
    expect(rows.map((r) => [r.status, r.message])).toEqual([
      ['superseded', null],
      ['delivered', null],
    ]);
  });
});
