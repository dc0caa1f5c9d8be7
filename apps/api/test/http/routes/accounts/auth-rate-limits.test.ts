import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@careers/shared';
import { buildApp } from '../../../../src/http/app.js';
import { RATE_LIMITS } from '../../../../src/platform/rate-limit/rate-limiter.js';
import { LOGIN_BACKOFF } from '../../../../src/platform/rate-limit/login-throttle.js';
import { LOGIN_GUESSING } from '../../../../src/platform/rate-limit/login-guessing.js';
import { codeIn, deliverMail, readOutbox, whileMailServerDown } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { freshEmail, register, signUp, signupPayload, verifyPayload } from '../../../helpers/accounts.js';
import { call, freshIp } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Start each test at the beginning of a fresh hour so fixed windows do not roll over mid-test. */
const startOfNextHour = () => ctx.clock.advance(3_600_000 - (ctx.clock.now().getTime() % 3_600_000));

describe('rate limits in the database (ACC-17)', () => {
  it('login: wrong passwords from other addresses never lock the owner out (docs/decisions/009)', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    for (let i = 0; i < 12; i++) {
      // A different address each time, as a stranger (or a botnet) would.
      expect((await call(ctx, 'POST', '/api/login', { payload: { username: email, password: 'wrong password' } })).statusCode).toBe(401);
    }
    expect((await call(ctx, 'POST', '/api/login', { payload: { username: email, password } })).statusCode).toBe(200);
  });

  it('login: an address that keeps failing waits longer and longer; the right password then clears it', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    const ip = freshIp();
    const attempt = (pw: string) => call(ctx, 'POST', '/api/login', { payload: { username: email, password: pw }, ip });
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) expect((await attempt('wrong password')).statusCode).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toEqual({
      requestId: expect.any(String),
      message: AUTH_MESSAGES.tooManyRequests(60),
      msg: AUTH_MESSAGES.tooManyRequests(60),
    });
    expect(blocked.json().message).toBe('Too many attempts. Please wait 1 minute and try again.');
    // Another address with the right password is not affected.
    expect((await call(ctx, 'POST', '/api/login', { payload: { username: email, password } })).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    expect((await attempt('wrong again')).statusCode).toBe(401);
    const longer = await attempt(password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');

    ctx.clock.advance(120_000);
    expect((await attempt(password)).statusCode).toBe(200);
    // A fresh start: one wrong password is just a wrong password.
    expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(password)).statusCode).toBe(200);
  });

  it('login: under attack from many addresses, each address gets one free failure, and every login needs the e-mailed code (ACC-19)', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_GUESSING.freeFailures - 1; i++) {
      await call(ctx, 'POST', '/api/login', { payload: { username: email, password: 'guess' + String(i) } });
    }
    // The 20th wrong password is checked, and at once this address must wait (one free failure, not five).
    expect(
      (await call(ctx, 'POST', '/api/login', { payload: { username: email, password: 'one more guess' }, ip: attacker })).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/login', { payload: { username: email, password: 'and another' }, ip: attacker })).statusCode,
    ).toBe(429);
    // A clean address with the right password is not slowed down, but the password needs the code now
    // (auth-login-guessing.test.ts signs in with it).
    const owner = await call(ctx, 'POST', '/api/login', { payload: { username: email, password } });
    expect(owner.statusCode).toBe(401);
    expect(owner.json().code).toBe('login_code_required');
  });

  it('login: 10 attempts a minute per address, across accounts', async () => {
    startOfNextHour();
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      expect((await call(ctx, 'POST', '/api/login', { payload: { username: freshEmail(), password: 'whatever123' }, ip })).statusCode).toBe(
        401,
      );
    }
    ctx.clock.advance(30_000);
    const blocked = await call(ctx, 'POST', '/api/login', { payload: { username: freshEmail(), password: 'whatever123' }, ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect((await call(ctx, 'POST', '/api/login', { payload: { username: freshEmail(), password: 'whatever123' } })).statusCode).toBe(401);
  });

  it("reset mail: a stranger cannot use up the owner's allowance; many addresses together are capped", async () => {
    startOfNextHour();
    const { email } = await signUp(ctx);
    // Each link reaches the mailbox before the next request (a link still waiting would just be replaced).
    const forgot = async (ip: string) => {
      const res = await call(ctx, 'POST', '/api/forgot-password', { payload: { username: email }, ip });
      await deliverMail(ctx.app);
      return res;
    };
    const stranger = freshIp();
    for (let i = 0; i < RATE_LIMITS.resetMailPerAccountAndIp.limit; i++) expect((await forgot(stranger)).statusCode).toBe(200);
    const blocked = await forgot(stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(blocked.json()).toEqual({ requestId: expect.any(String), message: 'Too many attempts. Please wait 60 minutes and try again.' });
    // The owner, from their own address, still gets a link.
    expect((await forgot(freshIp())).statusCode).toBe(200);
    // Up to the cap per account, from however many addresses.
    for (let i = RATE_LIMITS.resetMailPerAccountAndIp.limit + 1; i < RATE_LIMITS.resetMailPerAccount.limit; i++) {
      expect((await forgot(freshIp())).statusCode).toBe(200);
    }
    expect((await forgot(freshIp())).statusCode).toBe(429);
  });

  it('sign-up codes: resent during a mail outage, they cost nothing until one reaches the mail server', async () => {
    startOfNextHour();
    const email = freshEmail();
    const ip = freshIp();
    await whileMailServerDown(ctx.app, ctx.config.dataDir, async () => {
      expect((await call(ctx, 'POST', '/api/register', { payload: signupPayload(email), ip })).statusCode).toBe(200);
      await deliverMail(ctx.app);
      for (let i = 0; i < RATE_LIMITS.signupMailPerRecipientAndIp.limit + 2; i++) {
        ctx.clock.advance(ctx.config.emailCodeResendSeconds * 1000);
        const res = await call(ctx, 'POST', '/api/resend-code', { payload: { username: email }, ip });
        expect(res.statusCode, `resend ${i + 1}`).toBe(200);
        await deliverMail(ctx.app);
      }
    });
    ctx.clock.advance(ctx.config.mail.backoffBaseMs);
    await deliverMail(ctx.app);
    // Only the newest code went out once the server was back, and it works.
    const mails = readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, codeIn(mails[0]!)), ip })).statusCode).toBe(200);
  });

  it('e-mails: 20 an hour per address, across recipients', async () => {
    startOfNextHour();
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.emailPerIp.limit; i++) {
      expect((await call(ctx, 'POST', '/api/forgot-password', { payload: { username: freshEmail() }, ip })).statusCode).toBe(404);
    }
    expect((await call(ctx, 'POST', '/api/forgot-password', { payload: { username: freshEmail() }, ip })).statusCode).toBe(429);
  });

  it("code checks: only checked codes count against an address, so a stranger's calls do not block its sign-up", async () => {
    startOfNextHour();
    const email = freshEmail();
    for (let i = 0; i < RATE_LIMITS.verifyPerAccount.limit + 2; i++) {
      expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, '000000') })).statusCode).toBe(400);
    }
    const code = await register(ctx, email);
    expect((await call(ctx, 'POST', '/api/verify', { payload: verifyPayload(email, code) })).statusCode).toBe(200);
  });

  it('hold across server processes: two apps on one database share the counters', async () => {
    startOfNextHour();
    const second = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false, clock: ctx.clock });
    try {
      const { email } = await signUp(ctx);
      const ip = freshIp();
      for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        await app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: email, password: 'nope-nope' } });
      }
      const res = await second.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { username: email, password: 'nope-nope' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
