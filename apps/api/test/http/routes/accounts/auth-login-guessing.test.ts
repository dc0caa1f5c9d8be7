import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@careers/shared';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../../src/http/app.js';
import { RATE_LIMITS } from '../../../../src/platform/rate-limit/rate-limiter.js';
import { LOGIN_GUESSING } from '../../../../src/platform/rate-limit/login-guessing.js';
import { codeIn, deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { freshEmail, signUp } from '../../../helpers/accounts.js';
import { call, freshIp } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Start each test at the beginning of a fresh hour so fixed windows do not roll over mid-test. */
const startOfNextHour = () => ctx.clock.advance(3_600_000 - (ctx.clock.now().getTime() % 3_600_000));

const login = (body: { username: string; password: string; otp?: string }, ip = freshIp()) =>
  call(ctx, 'POST', '/api/login', { payload: body, ip });

/** What the client sees for a wrong password that was checked (ACC-9): no code asked for. */
const WRONG_PASSWORD = { message: AUTH_MESSAGES.invalidCredentials, msg: AUTH_MESSAGES.invalidCredentials };
const CODE_REQUIRED = {
  message: AUTH_MESSAGES.loginCodeRequired,
  msg: AUTH_MESSAGES.loginCodeRequired,
  code: 'login_code_required',
};

/** An answer's status and body; every error body also names its request (docs/decisions/028). */
const expectAnswer = (res: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: status >= 400 ? { ...body, requestId: expect.any(String) } : body,
  });
};

/** The sign-in code e-mails sent to `email`, oldest first. */
async function loginCodeMails(email: string) {
  await deliverMail(ctx.app);
  return readOutbox(ctx.config.dataDir).filter((mail) => mail.to.includes(email) && mail.subject.includes('sign-in code'));
}

/** `n` wrong passwords for `email`, each from an address of its own, as a botnet would send them. */
async function guessFromManyAddresses(email: string, n: number) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await login({ username: email, password: `guess number ${i}` }));
  return answers;
}

describe('a bound on password guesses per account, from any addresses (ACC-19, docs/decisions/030)', () => {
  it('after 20 wrong passwords from 20 addresses, the owner needs the e-mailed code too, and signs in with it from a new address', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    for (const res of await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures)) expectAnswer(res, 401, WRONG_PASSWORD);

    // The 21st guess, from yet another address, is not checked: it gets the code demand.
    expectAnswer(await login({ username: email, password: 'guess number 21' }), 401, CODE_REQUIRED);
    // The owner, with the right password, is asked for the code as well: no password is checked without it.
    expectAnswer(await login({ username: email, password }), 401, CODE_REQUIRED);

    // One e-mail for both demands, telling the owner what is going on and what to do.
    const mails = await loginCodeMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain('Someone is trying to sign in to your');
    expect(mail.text).toContain('If it was not you, you can ignore this e-mail');
    expect(mail.text).toContain('http://careers.test/forgot-password');
    const code = codeIn(mail);

    // From an address that has never been seen: password and code sign the owner in.
    const signedIn = await login({ username: email, password, otp: code });
    expect(signedIn.statusCode).toBe(200);
    const token: unknown = signedIn.json().access_token;
    expect(typeof token).toBe('string');
    const session = await call(ctx, 'GET', '/api/session', { token: String(token) });
    expect(session.json().user_details.email).toBe(email);

    // The code works once.
    expectAnswer(await login({ username: email, password, otp: code }), 401, {
      message: AUTH_MESSAGES.loginCodeExpired,
      msg: AUTH_MESSAGES.loginCodeExpired,
      code: 'login_code_required',
    });
  });

  it('150 addresses get no more than 20 passwords checked in the hour; an hour after the guesses the account is back to normal', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    const answers = await guessFromManyAddresses(email, 150);
    const checked = answers.filter((res) => res.statusCode === 401 && res.json().code === undefined);
    const demanded = answers.filter((res) => res.statusCode === 401 && res.json().code === 'login_code_required');
    expect({ checked: checked.length, demanded: demanded.length }).toEqual({ checked: 20, demanded: 130 });
    // 130 demands, one e-mail: a code lives 10 minutes and no other is made meanwhile.
    expect(await loginCodeMails(email)).toHaveLength(1);

    // A sliding hour: the first 20 wrong passwords are an hour old a minute before the last ones are.
    ctx.clock.advance(3_600_000);
    expect((await login({ username: email, password })).statusCode).toBe(200);
  });

  it('e-mails a new code only when none is live: at most one every 10 minutes, however often strangers ask', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures);
    for (let i = 0; i < 5; i++) expectAnswer(await login({ username: email, password: 'more guesses' }), 401, CODE_REQUIRED);
    ctx.clock.advance(9 * 60_000);
    expectAnswer(await login({ username: email, password: 'more guesses' }), 401, CODE_REQUIRED);
    expect(await loginCodeMails(email)).toHaveLength(1);
    const first = codeIn((await loginCodeMails(email))[0]!);

    ctx.clock.advance(60_000);
    // The first code has expired: it is refused and a new one goes out.
    expectAnswer(await login({ username: email, password, otp: first }), 401, {
      message: AUTH_MESSAGES.loginCodeExpired,
      msg: AUTH_MESSAGES.loginCodeExpired,
      code: 'login_code_required',
    });
    const mails = await loginCodeMails(email);
    expect(mails).toHaveLength(2);
    expect((await login({ username: email, password, otp: codeIn(mails[1]!) })).statusCode).toBe(200);
  });

  it('wrong codes are limited per account and address, so strangers cannot use up the owner’s tries; a wrong code checks no password', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures);
    expectAnswer(await login({ username: email, password }), 401, CODE_REQUIRED);
    const code = codeIn((await loginCodeMails(email))[0]!);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const attacker = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginCodePerAccountAndIp.limit; i++) {
      // The right password with a wrong code: still refused, the password unchecked.
      expectAnswer(await login({ username: email, password, otp: wrongCode }, attacker), 401, {
        message: AUTH_MESSAGES.loginCodeIncorrect,
        msg: AUTH_MESSAGES.loginCodeIncorrect,
        code: 'login_code_incorrect',
        field: 'otp',
      });
    }
    // A minute later (past the 10 logins a minute of any address), this address may not try another code
    // for the rest of the hour, not even the right one.
    ctx.clock.advance(60_000);
    const blocked = await login({ username: email, password, otp: code }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3540');

    // Many addresses' wrong codes did not spend the code: the owner still signs in with it.
    for (let i = 0; i < 30; i++) await login({ username: email, password: 'guess', otp: wrongCode });
    expect((await login({ username: email, password, otp: code })).statusCode).toBe(200);
  });

  it('a code checks at most 5 passwords; then a new one is e-mailed', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures);
    await login({ username: email, password });
    const code = codeIn((await loginCodeMails(email))[0]!);
    // The holder of the code typing wrong passwords (each from a clean address: one free failure each under attack).
    for (let i = 0; i < 5; i++) expectAnswer(await login({ username: email, password: `typo ${i}`, otp: code }), 401, WRONG_PASSWORD);
    expectAnswer(await login({ username: email, password, otp: code }), 401, {
      message: AUTH_MESSAGES.loginCodeExpired,
      msg: AUTH_MESSAGES.loginCodeExpired,
      code: 'login_code_required',
    });
    const mails = await loginCodeMails(email);
    expect(mails).toHaveLength(2);
    expect((await login({ username: email, password, otp: codeIn(mails[1]!) })).statusCode).toBe(200);
  });

  it('never checks more than 100 wrong passwords an hour, even for the holder of the codes', async () => {
    startOfNextHour();
    const { email, password } = await signUp(ctx);
    await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures);
    let wrong = LOGIN_GUESSING.freeFailures;
    while (wrong < LOGIN_GUESSING.maxFailures) {
      await login({ username: email, password });
      const mails = await loginCodeMails(email);
      const code = codeIn(mails.at(-1)!);
      for (let i = 0; i < 5 && wrong < LOGIN_GUESSING.maxFailures; i++, wrong++) {
        expectAnswer(await login({ username: email, password: `typo ${wrong}`, otp: code }), 401, WRONG_PASSWORD);
      }
    }
    // The 100 wrong passwords came 20 at first, then 80 with codes; the right one is not checked now.
    await login({ username: email, password });
    const code = codeIn((await loginCodeMails(email)).at(-1)!);
    const capped = await login({ username: email, password, otp: code });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().msg).toBe(AUTH_MESSAGES.tooManyRequests(3600));
    // An hour after the first ones, checks are possible again (the same code is still live: 10 minutes).
    ctx.clock.advance(3_600_000);
    expect((await login({ username: email, password })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way, and e-mails no one', async () => {
    startOfNextHour();
    const email = freshEmail('nobody');
    for (const res of await guessFromManyAddresses(email, LOGIN_GUESSING.freeFailures)) expectAnswer(res, 401, WRONG_PASSWORD);
    expectAnswer(await login({ username: email, password: 'one more' }), 401, CODE_REQUIRED);
    expectAnswer(await login({ username: email, password: 'one more', otp: '123456' }), 401, {
      message: AUTH_MESSAGES.loginCodeIncorrect,
      msg: AUTH_MESSAGES.loginCodeIncorrect,
      code: 'login_code_incorrect',
      field: 'otp',
    });
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir).filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('parallel guesses from many addresses cannot pass the count', async () => {
    startOfNextHour();
    const { email } = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ username: email, password: `parallel ${i}` })));
    const codes = answers.map((res) => res.json().code ?? 'checked');
    expect(codes.filter((c) => c === 'checked')).toHaveLength(LOGIN_GUESSING.freeFailures);
    expect(codes.filter((c) => c === 'login_code_required')).toHaveLength(40 - LOGIN_GUESSING.freeFailures);
  });

  it('holds across server processes: two apps on one database share the count', async () => {
    startOfNextHour();
    const second = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false, clock: ctx.clock });
    try {
      const { email, password } = await signUp(ctx);
      for (let i = 0; i < LOGIN_GUESSING.freeFailures; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: freshIp(),
          payload: { username: email, password: 'nope-nope' },
        });
      }
      const res = await second.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: freshIp(),
        payload: { username: email, password },
      });
      expectAnswer(res, 401, CODE_REQUIRED);
    } finally {
      await second.close();
    }
  });
});
