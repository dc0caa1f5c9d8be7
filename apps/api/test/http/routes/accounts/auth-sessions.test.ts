import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { AUTH_MESSAGES, FIELD_MESSAGES as M, UI_MESSAGES, authResponseSchema } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { freshEmail, signUp } from '../../../helpers/accounts.js';
import { currentUser } from '../../../../src/http/plugins/auth.js';
import { users } from '../../../../src/platform/db/schema/accounts.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
const SECRET = 'test-secret-test-secret-test-secret-0123456789';

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      extend: (app) => {
        // Probe routes that use the auth plugin as the candidate and recruiter routes do (ACC-13, REC-2).
        app.get('/api/probe/me', { onRequest: [app.authenticate] }, async (request) => currentUser(request));
        app.get('/api/probe/recruiters', { onRequest: [app.requireRole('recruiter')] }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(() => ctx.close());

const me = (token?: string, raw?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/probe/me',
    headers: raw !== undefined ? { authorization: raw } : token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/login (ACC-9)', () => {
  it('answers access_token, message and user_details; the token opens protected routes', async () => {
    const { email, password } = await signUp(ctx);
    const res = await call(ctx, 'POST', '/api/login', { payload: { username: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.message).toBe(UI_MESSAGES.loginSuccess);
    expect(body.user_details).toEqual({ first_name: 'Priya', last_name: 'Sharma', email, role: 'candidate' });
    const who = await me(body.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ email, role: 'candidate', sessionId: expect.any(String) });
  });

  it('answers one 401 for a wrong password and an unknown e-mail, with the text in msg', async () => {
    const { email } = await signUp(ctx);
    for (const payload of [
      { username: email, password: 'wrong password' },
      { username: freshEmail('nobody'), password: 'whatever123' },
    ]) {
      const res = await call(ctx, 'POST', '/api/login', { payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        requestId: expect.any(String),
        message: AUTH_MESSAGES.invalidCredentials,
        msg: AUTH_MESSAGES.invalidCredentials,
      });
    }
  });

  it('answers ACC-9 login messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '', password: 'x' }, 'username', M.emailRequired],
      [{ username: 'a@b', password: 'x' }, 'username', M.emailInvalid],
      [{ username: 'a@b.com', password: '' }, 'password', M.passwordRequired],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/login', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field, message });
    }
  });
});

describe('access tokens and sessions (ACC-13)', () => {
  it('logout ends the session: the same token then gets 401, other sessions live on', async () => {
    const { email, password, token } = await signUp(ctx);
    const other = (await call(ctx, 'POST', '/api/login', { payload: { username: email, password } })).json().access_token as string;
    const out = await call(ctx, 'POST', '/api/logout', { payload: {}, token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.authRevoked });
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    expect((await call(ctx, 'POST', '/api/logout', { payload: {}, token })).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('GET /api/session answers the user of a live token and 401 after logout', async () => {
    const { email, token } = await signUp(ctx);
    const get = () => call(ctx, 'GET', '/api/session', { token });
    const live = await get();
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ user_details: { first_name: 'Priya', last_name: 'Sharma', email, role: 'candidate' } });
    await call(ctx, 'POST', '/api/logout', { payload: {}, token });
    expect((await get()).statusCode).toBe(401);
  });

  it('expires with the session (12 hours by default, moved on the clock)', async () => {
    const { token } = await signUp(ctx);
    ctx.clock.advance(11 * 3_600_000);
    expect((await me(token)).statusCode).toBe(200);
    ctx.clock.advance(3_600_000 + 1000);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.authExpired });
  });

  it('refuses a missing header, other schemes, garbage and tampered tokens', async () => {
    const { token } = await signUp(ctx);
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.authMissing });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="careers"');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const raw of [
      `Basic ${token}`,
      'Bearer',
      'Bearer not-a-jwt',
      `Bearer ${header}.${payload}.${flipped}`,
      `Bearer ${header}.${payload}.`,
    ]) {
      const res = await me(undefined, raw);
      expect(res.statusCode, raw).toBe(401);
      expect(res.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.authInvalid });
    }
  });

  it('refuses alg none, another key, another issuer or audience, and a made-up session', async () => {
    const { token } = await signUp(ctx);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
      iss: string;
      aud: string;
      exp: number;
      iat: number;
    };
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    const sign = (secret: string, overrides: Partial<typeof claims> = {}) => {
      const c = { ...claims, ...overrides };
      return new SignJWT({ sid: c.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.sub)
        .setIssuer(c.iss)
        .setAudience(c.aud)
        .setIssuedAt(c.iat)
        .setExpirationTime(c.exp)
        .sign(new TextEncoder().encode(secret));
    };
    // Our own signature on our own claims works: the refusals below come from the changed part only.
    expect((await me(await sign(SECRET))).statusCode).toBe(200);
    for (const bad of [
      unsigned,
      await sign('another-secret-another-secret-another-secret'),
      await sign(SECRET, { iss: 'https://evil.example' }),
      await sign(SECRET, { aud: 'someone-else' }),
      await sign(SECRET, { sid: '00000000-0000-4000-8000-000000000000' }),
      await sign(SECRET, { sub: '999999' }),
    ]) {
      const res = await me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.authInvalid);
    }
  });

  it('are documented in the OpenAPI document with the bearer scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/resend-code',
        '/api/verify',
        '/api/login',
        '/api/logout',
        '/api/session',
        '/api/forgot-password',
        '/api/reset-password',
      ]),
    );
    expect(doc.paths['/api/logout']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('requireRole answers 403 to a signed-in user of another role and 401 to anonymous callers', async () => {
    const { email, token } = await signUp(ctx);
    const probe = (t?: string) => call(ctx, 'GET', '/api/probe/recruiters', { token: t });
    expect((await probe()).statusCode).toBe(401);
    const forbidden = await probe(token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ requestId: expect.any(String), message: AUTH_MESSAGES.forbidden });
    await ctx.database.db.update(users).set({ role: 'recruiter' }).where(eq(users.email, email));
    expect((await probe(token)).statusCode).toBe(200);
  });
});
