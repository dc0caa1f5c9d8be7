import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_INVITE_TTL_HOURS, UI_MESSAGES } from '@careers/shared';
import { createRecruiter, RecruiterError, splitName } from '../../../src/domains/accounts/recruiters.js';
import { freshEmail, signUp } from '../../helpers/accounts.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { call } from '../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const create = (email: string, name = 'Anna Maria Schmidt') =>
  createRecruiter({ db: ctx.database.db, clock: ctx.clock, siteUrl: ctx.config.siteUrl }, { email, name });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const setPassword = (token: string, password = 'recruiter pass 42') =>
  call(ctx, 'POST', '/api/reset-password', { payload: { token, new_password: password, confirm_new_password: password } });
const login = (username: string, password = 'recruiter pass 42') => call(ctx, 'POST', '/api/login', { payload: { username, password } });

describe('recruiter:create (REC-1)', () => {
  it('creates a recruiter whose single-use link sets the password; login then says role recruiter', async () => {
    const email = freshEmail('Recruiter');
    const result = await create(email);
    expect(result.created).toBe(true);
    expect(result.email).toBe(email.toLowerCase());
    expect(result.link).toMatch(new RegExp(`^${ctx.config.siteUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(result.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(RECRUITER_INVITE_TTL_HOURS * 3_600_000);

    // Before the link is used, no password works.
    expect((await login(email)).statusCode).toBe(401);
    const set = await setPassword(tokenOf(result.link));
    expect(set.json().message).toBe(UI_MESSAGES.resetSuccess);
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_details).toEqual({
      first_name: 'Anna Maria',
      last_name: 'Schmidt',
      email: email.toLowerCase(),
      role: 'recruiter',
    });
    // Single use.
    expect((await setPassword(tokenOf(result.link), 'another pass 43')).statusCode).toBe(400);
  });

  it('the link outlives a reset link (72 hours) but not more', async () => {
    const email = freshEmail('recruiter');
    const { link } = await create(email);
    ctx.clock.advance((RECRUITER_INVITE_TTL_HOURS * 60 - 1) * 60_000);
    const ok = await setPassword(tokenOf(link));
    expect(ok.statusCode).toBe(200);
    const late = await create(freshEmail('recruiter'));
    ctx.clock.advance(RECRUITER_INVITE_TTL_HOURS * 3_600_000 + 1000);
    expect((await setPassword(tokenOf(late.link))).statusCode).toBe(400);
  });

  it('running it again issues a fresh link and voids the old one', async () => {
    const email = freshEmail('recruiter');
    const first = await create(email);
    const second = await create(email);
    expect(second.created).toBe(false);
    expect((await setPassword(tokenOf(first.link))).statusCode).toBe(400);
    expect((await setPassword(tokenOf(second.link))).statusCode).toBe(200);
  });

  it('refuses a candidate’s address, a bad address and an empty name', async () => {
    const { email } = await signUp(ctx);
    await expect(create(email)).rejects.toThrow(RecruiterError);
    await expect(create(email)).rejects.toThrow(/candidate account/);
    await expect(create('not-an-email')).rejects.toThrow(/--email/);
    expect(() => splitName('  ')).toThrow(/--name is required/);
    expect(splitName('Anna')).toEqual({ firstName: 'Anna', lastName: '' });
  });

  it('--admin makes an admin (REC-8); run again without it, the admin stays one; with it, a recruiter becomes one', async () => {
    const email = freshEmail('admin');
    const made = await createRecruiter(
      { db: ctx.database.db, clock: ctx.clock, siteUrl: ctx.config.siteUrl },
      { email, name: 'Ada Admin', admin: true },
    );
    expect(made).toMatchObject({ created: true, role: 'admin' });
    expect((await create(email)).role).toBe('admin');
    await setPassword(tokenOf((await create(email)).link));
    expect((await login(email)).json().user_details.role).toBe('admin');

    const promoted = freshEmail('promoted');
    expect((await create(promoted)).role).toBe('recruiter');
    const again = await createRecruiter(
      { db: ctx.database.db, clock: ctx.clock, siteUrl: ctx.config.siteUrl },
      { email: promoted, name: 'Pro Moted', admin: true },
    );
    expect(again).toMatchObject({ created: false, role: 'admin' });
  });
});
