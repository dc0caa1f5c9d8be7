import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, DELETED_CANDIDATE_NAME, RETENTION_WARNING_DAYS, applicantsResponseSchema } from '@careers/shared';
import { multipart, samplePng } from '@careers/test-helpers';
import { users } from '../../../src/platform/db/schema/accounts.js';
import { crmOutbox } from '../../../src/platform/db/schema/crm.js';
import { runRetentionCommand } from '../../../src/domains/privacy/retention-command.js';
import { createTestApp, createTestAppWithZoho, type TestContext } from '../../helpers/test-app.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpAdmin, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox } from '../../helpers/outbox.js';
import { changedTables, createTableState } from '../../helpers/table-state.js';
import type { FakeZoho } from '../../helpers/fake-zoho.js';

const DAY_MS = 86_400_000;
const WARNING_MS = RETENTION_WARNING_DAYS * DAY_MS;
const monthsAfter = (d: Date, months: number) => new Date(addMonths(d, months, { in: tz('UTC') }).getTime());

/** Move the test clock forward to `at` (always onto a later day, so the daily schedule has a new period). */
function moveTo(ctx: TestContext, at: Date) {
  const by = at.getTime() - ctx.clock.now().getTime();
  if (by <= 0) throw new Error(`the test clock only moves forward (to ${at.toISOString()})`);
  ctx.clock.advance(by);
}

/** docs/decisions/015: the scheduled jobs due by the test clock, then the mail they queued. */
async function runSchedules(ctx: TestContext) {
  while ((await ctx.app.backgroundJobs.scheduler.runOnce()) > 0);
  await deliverMail(ctx.app);
}

const mailsTo = (ctx: TestContext, email: string, subject: string) =>
  readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(email) && m.subject.includes(subject));
const WARNING = 'will be anonymised soon';
const ANONYMISED = 'has been anonymised';

const login = (ctx: TestContext, email: string, password: string) =>
  call(ctx, 'POST', '/api/login', { payload: { username: email, password } });

async function userRow(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function applicantNames(ctx: TestContext, recruiter: { email: string; password: string }, jobId: number) {
  const token = (await login(ctx, recruiter.email, recruiter.password)).json<{ access_token: string }>().access_token;
  const res = await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return applicantsResponseSchema
    .parse(res.json())
    .applicants.map((a) => `${a.details.first_name} ${a.details.last_name}`.trim())
    .sort();
}

describe('PRV-5 retention of inactive candidates (RETENTION_MONTHS 24, the test clock)', () => {
  let ctx: TestContext;
  let zoho: FakeZoho;
  beforeAll(async () => {
    const withZoho = await createTestAppWithZoho();
    ctx = withZoho;
    zoho = withZoho.zoho;
  });
  afterAll(() => ctx.close());

  it('warns once at RETENTION_MONTHS minus 30 days, keeps who logs in, anonymises the rest 30 days later, never touches recruiters', async () => {
    expect(ctx.config.retentionMonths).toBe(24);
    const start = ctx.clock.now();
    // Recruiters and admins that never come back, and the one who reads the applicants.
    const idleRecruiter = await signUpRecruiter(ctx);
    const idleAdmin = await signUpAdmin(ctx);
    const reader = await signUpRecruiter(ctx);
    const job = await postJob(ctx, reader.token, { job_title: 'Azure Architect' });
    // Two candidates who applied, one with a public profile photo; both then go quiet.
    const keeper = await signUp(ctx, undefined, { first_name: 'Kavya', last_name: 'Iyer' });
    const leaver = await signUp(ctx, undefined, { first_name: 'Lakshmi', last_name: 'Rao' });
    for (const c of [keeper, leaver]) {
      const applied = await submitApplication(ctx, c.token, job.job_id, {
        first_name: c === keeper ? 'Kavya' : 'Lakshmi',
        last_name: c === keeper ? 'Iyer' : 'Rao',
      });
      expect(applied.statusCode, applied.body).toBe(201);
    }
    const body = multipart({ field: 'profile_photo', filename: 'me.png', contentType: 'image/png', data: samplePng() });
    const photo = await call(ctx, 'POST', '/api/upload/profile_photo', {
      token: leaver.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoUrl = `/uploads/${photo.json<{ profile_photo: string }>().profile_photo}`;
    while ((await ctx.app.crmWorker!.runOnce()) > 0);
    expect(zoho.contacts.has(leaver.email)).toBe(true);
    // A candidate who signs up a year later is not inactive long enough when the others are.
    moveTo(ctx, monthsAfter(start, 12));
    const newcomer = await signUp(ctx);
    const candidates = [keeper, leaver, newcomer];
    const staff = [idleRecruiter, idleAdmin, reader];
    const staffBefore = await Promise.all(staff.map((s) => userRow(ctx, s.email)));

    const warnAt = new Date(monthsAfter(start, 24).getTime() - WARNING_MS);
    // 23 months and less: no warning.
    moveTo(ctx, monthsAfter(start, 23));
    expect(ctx.clock.now().getTime()).toBeLessThan(warnAt.getTime());
    await runSchedules(ctx);
    for (const c of candidates) expect(mailsTo(ctx, c.email, WARNING)).toHaveLength(0);
    expect((await userRow(ctx, leaver.email))?.retentionWarnedAt).toBeNull();

    // At RETENTION_MONTHS minus 30 days: one warning each, naming the day and the login page.
    moveTo(ctx, warnAt);
    await runSchedules(ctx);
    for (const c of [keeper, leaver]) {
      const [mail, ...more] = mailsTo(ctx, c.email, WARNING);
      expect(more).toHaveLength(0);
      expect(mail?.text).toContain('10 June 2028');
      expect(mail?.text).toContain(`${ctx.config.siteUrl}/login`);
      expect(mail?.html).toContain('Deleted candidate');
    }
    expect(mailsTo(ctx, newcomer.email, WARNING)).toHaveLength(0);
    for (const s of staff)
      expect(readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(s.email) && m.subject.includes(WARNING))).toEqual([]);

    // The next day's run sends no second warning.
    moveTo(ctx, new Date(warnAt.getTime() + DAY_MS));
    await runSchedules(ctx);
    for (const c of [keeper, leaver]) expect(mailsTo(ctx, c.email, WARNING)).toHaveLength(1);

    // The keeper signs in again after the warning.
    expect((await login(ctx, keeper.email, keeper.password)).statusCode).toBe(200);

    // 29 days after the warning nothing is anonymised yet.
    moveTo(ctx, new Date(warnAt.getTime() + WARNING_MS - DAY_MS));
    await runSchedules(ctx);
    expect(await applicantNames(ctx, reader, job.job_id)).toEqual(['Kavya Iyer', 'Lakshmi Rao']);
    expect(mailsTo(ctx, leaver.email, ANONYMISED)).toHaveLength(0);

    // More than 30 days after the warning: the leaver is anonymised as an account deletion is.
    moveTo(ctx, new Date(warnAt.getTime() + WARNING_MS + DAY_MS));
    await runSchedules(ctx);
    expect(await applicantNames(ctx, reader, job.job_id)).toEqual([DELETED_CANDIDATE_NAME, 'Kavya Iyer'].sort());
    expect((await call(ctx, 'GET', '/api/session', { token: leaver.token })).statusCode).toBe(401);
    const refused = await login(ctx, leaver.email, leaver.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(await userRow(ctx, leaver.email)).toBeUndefined();
    const [notice, ...moreNotices] = mailsTo(ctx, leaver.email, ANONYMISED);
    expect(moreNotices).toHaveLength(0);
    expect(notice?.text).toContain('was not used for 24 months');
    // The photo is removed from storage after the commit, and the Zoho Contact deleted (PRV-4's queues).
    while ((await ctx.app.backgroundJobs.worker('file-deletions')!.runOnce()) > 0);
    expect((await call(ctx, 'GET', photoUrl)).statusCode).toBe(404);
    while ((await ctx.app.crmWorker!.runOnce()) > 0);
    expect(zoho.contacts.has(leaver.email)).toBe(false);
    expect(await ctx.database.db.select({ kind: crmOutbox.kind }).from(crmOutbox).where(eq(crmOutbox.kind, 'delete'))).toHaveLength(1);

    // The keeper's login kept the account: no second warning, no anonymisation, not even two months on.
    moveTo(ctx, new Date(warnAt.getTime() + 2 * WARNING_MS + 2 * DAY_MS));
    await runSchedules(ctx);
    expect(mailsTo(ctx, keeper.email, WARNING)).toHaveLength(1);
    expect(mailsTo(ctx, keeper.email, ANONYMISED)).toHaveLength(0);
    const back = await login(ctx, keeper.email, keeper.password);
    expect(back.statusCode).toBe(200);
    const profile = await call(ctx, 'GET', '/api/user-details', { token: back.json<{ access_token: string }>().access_token });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Kavya');
    expect((await userRow(ctx, keeper.email))?.retentionWarnedAt).toBeNull();

    // The newcomer, inactive for a year only, was neither warned nor anonymised.
    expect(mailsTo(ctx, newcomer.email, WARNING)).toHaveLength(0);
    expect((await login(ctx, newcomer.email, newcomer.password)).statusCode).toBe(200);
    // Recruiters and admins, inactive for two years, are neither warned nor anonymised.
    const staffAfter = await ctx.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          staffBefore.map((s) => s!.id),
        ),
      );
    const byEmail = (rows: { email: string; deletedAt: Date | null; retentionWarnedAt: Date | null }[]) =>
      Object.fromEntries(rows.map((r) => [r.email, { deletedAt: r.deletedAt, warned: r.retentionWarnedAt }]));
    expect(byEmail(staffAfter)).toEqual(Object.fromEntries(staff.map((s) => [s.email, { deletedAt: null, warned: null }])));
    for (const s of [idleRecruiter, idleAdmin]) {
      expect(readOutbox(ctx.config.dataDir).filter((m) => m.to.includes(s.email) && /anonymised/.test(m.subject))).toEqual([]);
      expect((await login(ctx, s.email, s.password)).statusCode).toBe(200);
    }
  });
});

describe('npm run retention:run (PRV-5)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const command = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRetentionCommand(argv, {
      retention: ctx.app.retention,
      months: ctx.config.retentionMonths,
      where: 'the test database',
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('--dry-run lists who would be warned and who anonymised, by id and date, and changes nothing; without it, runs once', async () => {
    const start = ctx.clock.now();
    const due = await signUp(ctx);
    moveTo(ctx, new Date(start.getTime() + WARNING_MS));
    const toWarn = await signUp(ctx);
    // `due` is warned at its 24 months minus 30 days; 31 days later it is due and `toWarn` reaches its own warning.
    moveTo(ctx, new Date(monthsAfter(start, 24).getTime() - WARNING_MS));
    await runSchedules(ctx);
    expect(mailsTo(ctx, due.email, WARNING)).toHaveLength(1);
    moveTo(ctx, new Date(monthsAfter(start, 24).getTime() + DAY_MS));
    const dueId = (await userRow(ctx, due.email))!.id;
    const toWarnId = (await userRow(ctx, toWarn.email))!.id;

    const state = await createTableState(ctx.database.db);
    const before = await state.snapshot();
    const mailsBefore = readOutbox(ctx.config.dataDir).length;
    const dry = await command('--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('nothing was changed');
    expect(dry.out).toContain('would warn 1 · would anonymise 1');
    expect(dry.out).toMatch(new RegExp(`^warn\\s+${toWarnId}\\s+2026-07-10\\s+2028-07-11$`, 'm'));
    expect(dry.out).toMatch(new RegExp(`^anonymise\\s+${dueId}\\s+2026-06-10\\s+2028-05-11\\s+2028-06-11$`, 'm'));
    // Ids and dates only: no addresses or names in an operator's terminal.
    expect(dry.out).not.toContain('@');
    expect(dry.out).not.toContain('Priya');
    await deliverMail(ctx.app);
    expect(changedTables(before, await state.snapshot())).toEqual([]);
    expect(readOutbox(ctx.config.dataDir)).toHaveLength(mailsBefore);

    expect((await command('--bogus')).code).toBe(2);
    expect(changedTables(before, await state.snapshot())).toEqual([]);

    const run = await command();
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Warned 1: ${toWarnId}`);
    expect(run.out).toContain(`Anonymised 1: ${dueId}`);
    await deliverMail(ctx.app);
    expect(mailsTo(ctx, toWarn.email, WARNING)).toHaveLength(1);
    expect(mailsTo(ctx, due.email, ANONYMISED)).toHaveLength(1);
    expect((await login(ctx, due.email, due.password)).statusCode).toBe(401);
    // Done once: the dry run now has nothing to warn or anonymise.
    expect((await command('--dry-run')).out).toContain('would warn 0 · would anonymise 0');
  });
});
