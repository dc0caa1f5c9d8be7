import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@careers/shared';
import { buildApp } from '../../../src/app.js';
import { RATE_LIMITS } from '../../../src/rate-limit/rate-limiter.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { freshEmail, freshIp, post, register, signUp, signupPayload, verifyPayload } from '../../helpers/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Start each test at the beginning of a fresh hour so fixed windows do not roll over mid-test. */
const startOfNextHour = () => ctx.clock.advance(3_600_000 - (ctx.clock.now().getTime() % 3_600_000));

describe('rate limits in the database (D24)', () => {
  it('login: 10 attempts a minute per account, then 429 with Retry-After and the text in msg', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
      // A different address each time: only the per-account counter can stop this.
      const res = await post(ctx, '/api/login', { username: email, password: 'wrong password' }, { ip: freshIp() });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(ctx, '/api/login', { username: email, password }, { ip: freshIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyRequests(60), msg: AUTH_MESSAGES.tooManyRequests(60) });
    expect(blocked.json().message).toBe('Too many attempts. Please wait 1 minute and try again.');

    ctx.clock.advance(61_000);
    expect((await post(ctx, '/api/login', { username: email, password }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('login: 10 attempts a minute per address, across accounts', async () => {
    startOfNextHour();
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      expect((await post(ctx, '/api/login', { username: freshEmail(), password: 'whatever123' }, { ip })).statusCode).toBe(401);
    }
    ctx.clock.advance(30_000);
    const blocked = await post(ctx, '/api/login', { username: freshEmail(), password: 'whatever123' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect((await post(ctx, '/api/login', { username: freshEmail(), password: 'whatever123' }, { ip: freshIp() })).statusCode).toBe(401);
  });

  it('e-mails: 5 an hour per recipient over register, resend and forgot-password', async () => {
    startOfNextHour();
    const email = freshEmail();
    await register(ctx, email);
    for (let i = 0; i < 4; i++) expect((await post(ctx, '/api/resend-code', { username: email }, { ip: freshIp() })).statusCode).toBe(200);
    const blocked = await post(ctx, '/api/resend-code', { username: email }, { ip: freshIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait 60 minutes and try again.' });
    expect((await post(ctx, '/api/register', signupPayload(email), { ip: freshIp() })).statusCode).toBe(429);
  });

  it('e-mails: 20 an hour per address, across recipients', async () => {
    startOfNextHour();
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.emailPerIp.limit; i++) {
      expect((await post(ctx, '/api/forgot-password', { username: freshEmail() }, { ip })).statusCode).toBe(404);
    }
    expect((await post(ctx, '/api/forgot-password', { username: freshEmail() }, { ip })).statusCode).toBe(429);
  });

  it('code checks: 10 per 15 minutes per account, on top of the 5 tries per code', async () => {
    startOfNextHour();
    const email = freshEmail();
    for (let i = 0; i < RATE_LIMITS.verifyPerAccount.limit; i++) {
      await post(ctx, '/api/verify', verifyPayload(email, '000000'), { ip: freshIp() });
    }
    const blocked = await post(ctx, '/api/verify', verifyPayload(email, '000000'), { ip: freshIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('hold across server processes: two apps on one database share the counters', async () => {
    startOfNextHour();
    const second = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false, clock: ctx.clock });
    try {
      const { email } = await signUp(ctx);
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        await app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: email, password: 'nope-nope' } });
      }
      const res = await second.inject({ method: 'POST', url: '/api/login', remoteAddress: freshIp(), payload: { username: email, password: 'nope-nope' } });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
