import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  REFERRAL_HIRED_MAIL as H,
  REFERRAL_MESSAGES as M,
  SOURCE_LIMITS,
  type Applicant,
  type ApplicantRow,
  type ApplicationSourceTouches,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpAdmin, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

let ctx: TestContext;
let admin: { email: string; token: string };
let recruiter: { email: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx);
  recruiter = await signUpRecruiter(ctx);
});
afterAll(() => ctx.close());

const touch = (o: Partial<ApplicationSourceTouches['first']> = {}): ApplicationSourceTouches['first'] => ({
  source: 'direct',
  medium: null,
  campaign: null,
  referrerDomain: null,
  landingPath: '/',
  at: '2026-11-20T09:00:00.000Z',
  ref: null,
  ...o,
});

async function apply(jobId: number, touches: unknown, name = 'Priya') {
  const candidate = await signUp(ctx);
  const res = await call(ctx, 'POST', '/api/applications', {
    token: candidate.token,
    payload: { job_id: jobId, ...applicationFields({ first_name: name }), ...(touches === undefined ? {} : { source_touches: touches }) },
  });
  return res;
}

const stored = async (id: number) =>
  (
    await ctx.database.db.execute<{ source: string; source_touches: ApplicationSourceTouches | null; referrer_id: number | null }>(
      sql`SELECT source, source_touches, referrer_id FROM applications WHERE id = ${id}`,
    )
  ).rows[0]!;

const applicantsOf = async (jobId: number) =>
  (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token: recruiter.token })).json<{ applicants: Applicant[] }>()
    .applicants;

const table = async (jobId: number, query: Record<string, string> = {}) => {
  const qs = new URLSearchParams({ view: randomUUID(), ...query });
  const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?${qs.toString()}`, { token: recruiter.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rows: ApplicantRow[]; sources?: string[]; total?: number }>();
};

describe('the source of every application (APP-15 to APP-17)', () => {
  it('stores both touches, counts the first, and shows recruiters "linkedin / azure"; without touches it is direct', async () => {
    const job = await postJob(ctx, recruiter.token, { job_title: 'Azure Architect' });
    const first = touch({ source: 'linkedin', medium: 'social', campaign: 'azure', landingPath: '/' });
    const last = touch({ source: 'google.com', referrerDomain: 'google.com', landingPath: `/jobs/${job.job_id}` });
    const res = await apply(job.job_id, { first, last });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().application.application_id as number;
    expect(await stored(id)).toEqual({ source: 'linkedin', source_touches: { first, last }, referrer_id: null });

    const plain = await apply(job.job_id, undefined, 'Arjun');
    expect(plain.statusCode).toBe(201);
    expect((await stored(plain.json().application.application_id)).source).toBe('direct');

    const applicants = await applicantsOf(job.job_id);
    expect(applicants.map((a) => [a.source, a.source_label, a.referred_by])).toEqual([
      ['linkedin', 'linkedin / azure', null],
      ['direct', 'direct', null],
    ]);
    const page = await table(job.job_id);
    expect(page.sources?.sort()).toEqual(['direct', 'linkedin']);
    expect(page.rows.map((r) => r.sourceLabel).sort()).toEqual(['direct', 'linkedin / azure']);
    // APP-17: the filter by source, counts included.
    const linkedin = await table(job.job_id, { source: 'LinkedIn' });
    expect(linkedin.rows.map((r) => r.sourceLabel)).toEqual(['linkedin / azure']);
    expect(linkedin.total).toBe(1);
    expect((await table(job.job_id, { source: 'indeed' })).rows).toEqual([]);
  });

  it('APP-16: trims over-long and control characters, lowercases the source; wrong shapes are a 400 and nothing is written', async () => {
    const job = await postJob(ctx, recruiter.token);
    const long = 'x'.repeat(500);
    const res = await apply(job.job_id, {
      first: touch({ source: `  LinkedIn\u0000${long}`, campaign: long, landingPath: `/${long}` }),
      last: touch(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json().application.application_id);
    expect(row.source).toBe(`linkedin${'x'.repeat(SOURCE_LIMITS.source - 'linkedin'.length)}`);
    expect(row.source_touches?.first.campaign).toHaveLength(SOURCE_LIMITS.campaign);
    expect(row.source_touches?.first.landingPath).toHaveLength(SOURCE_LIMITS.landingPath);

    const before = (await applicantsOf(job.job_id)).length;
    for (const touches of [
      { first: touch() },
      { first: touch(), last: { source: 42 } },
      'linkedin',
      { first: touch({ source: 'y'.repeat(5000) }), last: touch() },
    ]) {
      const bad = await apply(job.job_id, touches);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    }
    expect(await applicantsOf(job.job_id)).toHaveLength(before);
  });

  it('job-alert e-mails link to jobs with utm_source=job-alert', async () => {
    const { jobAlertLink } = await import('@careers/shared');
    expect(jobAlertLink('https://careers.example', '/jobs/7')).toBe('https://careers.example/jobs/7?utm_source=job-alert&utm_medium=email');
  });
});

describe('referral links (REC-34 to REC-36)', () => {
  it('REC-35: admins add and remove employees without a login; recruiters cannot; team members are listed with their codes', async () => {
    const members = await call(ctx, 'GET', '/api/recruiter/referrers', { token: admin.token });
    expect(members.statusCode).toBe(200);
    const team = members.json<{ referrers: { email: string; kind: string; code: string }[] }>().referrers;
    expect(team.filter((r) => r.email === recruiter.email || r.email === admin.email).map((r) => r.kind)).toEqual(['team', 'team']);
    expect(new Set(team.map((r) => r.code)).size).toBe(team.length);
    for (const r of team) expect(r.code).toMatch(/^[A-Za-z0-9_-]{11}$/);

    const payload = { name: 'Rahul Verma', email: 'rahul.verma@northwind.example' };
    expect((await call(ctx, 'GET', '/api/recruiter/referrers', { token: recruiter.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/recruiter/referrers', { token: recruiter.token, payload })).statusCode).toBe(403);
    const candidate = await signUp(ctx);
    expect((await call(ctx, 'POST', '/api/recruiter/referrers', { token: candidate.token, payload })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/recruiter/referrers', { payload })).statusCode).toBe(401);

    const added = await call(ctx, 'POST', '/api/recruiter/referrers', { token: admin.token, payload });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: M.added('Rahul Verma'),
      referrer: { name: 'Rahul Verma', kind: 'employee', referrals: 0 },
    });
    const again = await call(ctx, 'POST', '/api/recruiter/referrers', {
      token: admin.token,
      payload: { ...payload, email: payload.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.emailTaken);
    const teamAddress = await call(ctx, 'POST', '/api/recruiter/referrers', {
      token: admin.token,
      payload: { name: 'X', email: recruiter.email },
    });
    expect(teamAddress.statusCode).toBe(409);
    for (const bad of [
      { name: '', email: 'a@b.example' },
      { name: 'A', email: 'not-an-address' },
      { name: 'A', email: 'a@b.example', extra: 1 },
    ]) {
      expect((await call(ctx, 'POST', '/api/recruiter/referrers', { token: admin.token, payload: bad })).statusCode).toBe(400);
    }

    const id = added.json().referrer.id as number;
    const teamId = (await call(ctx, 'GET', '/api/recruiter/referrers', { token: admin.token }))
      .json<{ referrers: { id: number; email: string }[] }>()
      .referrers.find((r) => r.email === recruiter.email)!.id;
    expect((await call(ctx, 'DELETE', `/api/recruiter/referrers/${id}`, { token: recruiter.token })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/recruiter/referrers/${teamId}`, { token: admin.token })).statusCode).toBe(409);
    const removed = await call(ctx, 'DELETE', `/api/recruiter/referrers/${id}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/recruiter/referrers/${id}`, { token: admin.token })).statusCode).toBe(404);
  });

  it('REC-34, REC-36: an application through a link shows "Referred by"; the referrer is e-mailed on Hired only, with the job and nothing about the candidate', async () => {
    const links = await call(ctx, 'GET', '/api/recruiter/referral-links', { token: recruiter.token });
    expect(links.statusCode).toBe(200);
    const job = await postJob(ctx, recruiter.token, { job_title: 'Intune Engineer' });
    expect(links.json().jobs).toEqual(expect.any(Array));
    const again = await call(ctx, 'GET', '/api/recruiter/referral-links', { token: recruiter.token });
    expect(again.json().code).toBe(links.json().code);
    expect(again.json().jobs).toContainEqual({ id: job.job_id, title: 'Intune Engineer' });

    const employee = (
      await call(ctx, 'POST', '/api/recruiter/referrers', {
        token: admin.token,
        payload: { name: 'Meera Iyer', email: 'meera.iyer@northwind.example' },
      })
    ).json().referrer as { id: number; code: string };

    const referred = await apply(
      job.job_id,
      {
        first: touch({ source: 'referral', ref: employee.code, landingPath: `/jobs/${job.job_id}` }),
        last: touch({ source: 'referral', ref: employee.code }),
      },
      'Kavya',
    );
    expect(referred.statusCode, referred.body).toBe(201);
    const id = referred.json().application.application_id as number;
    expect(await stored(id)).toMatchObject({ source: 'referral', referrer_id: employee.id });
    // A team member's code, and a code nobody has: still a referral, credited to no one.
    const byMember = await apply(job.job_id, { first: touch({ source: 'referral', ref: links.json().code }), last: touch() });
    const unknown = await apply(job.job_id, { first: touch({ source: 'referral', ref: 'nobody-code' }), last: touch() });
    expect((await stored(unknown.json().application.application_id)).referrer_id).toBeNull();

    const applicants = await applicantsOf(job.job_id);
    expect(applicants.map((a) => a.referred_by)).toEqual(['Meera Iyer', 'Anna Schmidt', null]);
    expect((await table(job.job_id)).rows.map((r) => r.referredBy).sort()).toEqual(['Anna Schmidt', 'Meera Iyer', null].sort());
    expect(byMember.statusCode).toBe(201);

    const toMeera = () => readOutbox(ctx.config.dataDir).filter((m) => m.to.includes('meera.iyer@northwind.example'));
    const advance = async (from: string, extra: Record<string, unknown> = {}) => {
      const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, {
        token: recruiter.token,
        payload: { from, ...extra },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const date = new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    await advance('applied');
    await advance('under_review', {
      interview: { date, time: '10:00', time_zone: 'Europe/Zurich', duration_minutes: 45, meeting_url: 'https://meet.example.com/x' },
    });
    await advance('interview');
    await deliverMail(ctx.app);
    expect(toMeera()).toEqual([]);
    // A bulk move to Hired goes through the same change of step.
    const moved = await call(ctx, 'POST', `/api/recruiter/workspace/jobs/${job.job_id}/moves`, {
      token: recruiter.token,
      payload: { action: 'advance', items: [{ applicationId: id, from: 'offer' }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toBe(1);
    await deliverMail(ctx.app);
    const mails = toMeera();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(H.subject('Intune Engineer'));
    expect(mails[0]!.text).toContain('Meera');
    expect(mails[0]!.text).not.toContain('Kavya');
    expect(mails[0]!.text).not.toContain('Sharma');

    const list = (await call(ctx, 'GET', '/api/recruiter/referrers', { token: admin.token })).json<{
      referrers: { id: number; referrals: number; hires: number }[];
    }>().referrers;
    expect(list.find((r) => r.id === employee.id)).toMatchObject({ referrals: 1, hires: 1 });
  });

  it('PRV-2, PRV-6: the data export holds the touches; account deletion removes them and keeps the counted source', async () => {
    const job = await postJob(ctx, recruiter.token);
    const candidate = await signUp(ctx);
    const touches = { first: touch({ source: 'jobs-feed', medium: 'feed' }), last: touch({ source: 'jobs-feed' }) };
    const res = await call(ctx, 'POST', '/api/applications', {
      token: candidate.token,
      payload: { job_id: job.job_id, ...applicationFields(), source_touches: touches },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().application.application_id as number;
    const zip = await call(ctx, 'GET', '/api/me/export', { token: candidate.token });
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['data.json']!)) as { applications: unknown[] };
    expect(data.applications[0]).toMatchObject({ source: 'jobs-feed', sourceTouches: touches });
    const deleted = await call(ctx, 'DELETE', '/api/me', {
      token: candidate.token,
      payload: { password: candidate.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stored(id)).source_touches).toBeNull();
    expect((await stored(id)).source).toBe('jobs-feed');
  });
});
