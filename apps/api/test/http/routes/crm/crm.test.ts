import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES } from '@careers/shared';
import { hashPassword } from '../../../../src/domains/accounts/passwords.js';
import { createUsersRepository } from '../../../../src/domains/accounts/users-repository.js';
import { users } from '../../../../src/platform/db/schema/accounts.js';
import { crmOutbox } from '../../../../src/platform/db/schema/crm.js';
import { freshEmail, signUp } from '../../../helpers/accounts.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { patchProfile, personalSection } from '../../../helpers/profile.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sync = (method: 'POST' | 'PATCH', token?: string, payload: object = {}) =>
  call(ctx, method, method === 'POST' ? '/api/createZohoUser' : '/api/update-zoho-details', { token, payload });
const jobsOf = async (email: string) => {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return ctx.database.db.select().from(crmOutbox).where(eq(crmOutbox.userId, user!.id)).orderBy(crmOutbox.id);
};

describe('INT-4 createZohoUser and update-zoho-details', () => {
  it('a profile update queues the new details in its own transaction; a refused one queues nothing', async () => {
    const { email, token } = await signUp(ctx, freshEmail('crm'));
    await ctx.database.db
      .update(crmOutbox)
      .set({ status: 'delivered' })
      .where(eq(crmOutbox.userId, (await jobsOf(email))[0]!.userId));

    const saved = await patchProfile(
      ctx,
      token,
      personalSection({ last_name: 'Iyer', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' }),
    );
    expect(saved.statusCode).toBe(200);
    const address = await patchProfile(ctx, token, {
      section: 'address',
      PresentAddress: '12 MG Road, Bengaluru 560001',
      PermanentAddress: '4 Lake View, Kochi 682001',
    });
    expect(address.statusCode).toBe(200);
    let jobs = await jobsOf(email);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toMatchObject({ status: 'queued' });
    expect(jobs[1]!.payload).toMatchObject({
      Email: email,
      Last_Name: 'Iyer',
      Mobile: '+91 9876543210',
      Mailing_Street: '12 MG Road, Bengaluru 560001',
      Other_Street: '4 Lake View, Kochi 682001',
    });

    const refused = await patchProfile(ctx, token, { section: 'address', PresentAddress: 'short', PermanentAddress: 'short' });
    expect(refused.statusCode).toBe(400);
    jobs = await jobsOf(email);
    expect(jobs).toHaveLength(2);
    // The browser's confirmation call afterwards adds nothing (INT-4, idempotent).
    expect((await sync('PATCH', token)).json()).toMatchObject({ sync_status: 'queued', queued_now: false });
  });

  it('queues the CRM sync in the transaction that creates the account at verification', async () => {
    const { email } = await signUp(ctx, freshEmail('crm'));
    const jobs = await jobsOf(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'contact', status: 'queued', attempts: 0 });
    expect(jobs[0]!.payload).toMatchObject({ Email: email, First_Name: 'Priya', Last_Name: 'Sharma', Mobile: null });
  });

  it('createZohoUser after verification finds the queued job and adds none, however often it is called', async () => {
    const { email, token } = await signUp(ctx, freshEmail('crm'));
    for (const method of ['POST', 'POST', 'PATCH'] as const) {
      const res = await sync(method, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CRM_MESSAGES.unchanged, sync_status: 'queued', queued_now: false });
    }
    expect(await jobsOf(email)).toHaveLength(1);
  });

  it('update-zoho-details sends changed details: the waiting job takes them, or a new job after delivery', async () => {
    const { email, token } = await signUp(ctx, freshEmail('crm'));
    const [first] = await jobsOf(email);
    // Stand-in for a profile update (a profile save calls syncContact in its own transaction, INT-3).
    await ctx.database.db.update(users).set({ lastName: 'Menon' }).where(eq(users.email, email));
    const waiting = await sync('PATCH', token);
    expect(waiting.json()).toEqual({ message: CRM_MESSAGES.queued, sync_status: 'queued', queued_now: true });
    let jobs = await jobsOf(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: first!.id, revision: 2, payload: expect.objectContaining({ Last_Name: 'Menon' }) });

    await ctx.database.db.update(crmOutbox).set({ status: 'delivered' }).where(eq(crmOutbox.id, first!.id));
    expect((await sync('PATCH', token)).json()).toMatchObject({ sync_status: 'delivered', queued_now: false });
    await ctx.database.db.update(users).set({ firstName: 'Divya' }).where(eq(users.email, email));
    expect((await sync('PATCH', token)).json()).toMatchObject({ sync_status: 'queued', queued_now: true });
    jobs = await jobsOf(email);
    expect(jobs.map((j) => [j.status, j.payload.First_Name])).toEqual([
      ['delivered', 'Priya'],
      ['queued', 'Divya'],
    ]);
  });

  it('createZohoUser heals an account whose sync failed: a new job, the failed one superseded', async () => {
    const { email, token } = await signUp(ctx, freshEmail('crm'));
    const [failed] = await jobsOf(email);
    await ctx.database.db.update(crmOutbox).set({ status: 'failed', lastError: 'HTTP 500' }).where(eq(crmOutbox.id, failed!.id));
    expect((await sync('POST', token)).json()).toMatchObject({ sync_status: 'queued', queued_now: true });
    expect((await jobsOf(email)).map((j) => j.status)).toEqual(['superseded', 'queued']);
  });

  it('needs a signed-in candidate and takes no payload', async () => {
    expect((await sync('POST')).statusCode).toBe(401);
    expect((await sync('PATCH', 'not.a.token')).statusCode).toBe(401);

    const { token } = await signUp(ctx, freshEmail('crm'));
    const extra = await sync('POST', token, { email: 'someone@else.example' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/Unknown field: email/);

    const recruiterEmail = freshEmail('recruiter');
    const recruiterRow = await createUsersRepository(ctx.database.db).insert({
      email: recruiterEmail,
      passwordHash: await hashPassword('recruiter pass 42'),
      firstName: 'Rhea',
      lastName: 'Kapoor',
      role: 'recruiter',
      emailVerifiedAt: ctx.clock.now(),
    });
    const login = await call(ctx, 'POST', '/api/login', { payload: { username: recruiterEmail, password: 'recruiter pass 42' } });
    const recruiter = await sync('POST', login.json().access_token as string);
    expect(recruiter.statusCode).toBe(403);
    expect(recruiter.json().message).toBe('You do not have access to this.');
    expect(await ctx.database.db.select().from(crmOutbox).where(eq(crmOutbox.userId, recruiterRow.id))).toEqual([]);
  });
});
