import { calendarFeedIn } from '@careers/test-helpers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call, freshIp } from '../../../helpers/call.js';
import { repositoriesOf } from '../../../helpers/repositories.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

/**
 * REC-32 (docs/decisions/051): each team member's private calendar feed, `webcal://<host>/calendar/<token>.ics`,
 * read by calendar apps without signing in: the interviews they organise or take part in, not cancelled,
 * from 30 days back, with the invitations' UID and SEQUENCE, in UTC; revocable.
 */
const DAY = 86_400_000;

let ctx: TestContext;
type Member = { id: number; email: string; password: string; token: string };
let anna: Member;
let ravi: Member;
let jobId: number;

async function member(name: string): Promise<Member> {
  const account = await signUpRecruiter(ctx, undefined, name);
  const user = await repositoriesOf(ctx).users.findByEmail(account.email);
  if (!user) throw new Error('no recruiter row');
  return { id: user.id, ...account };
}

/** Fresh access tokens for the members, after the clock moved past a token's life (ACC-13: 12 hours). */
async function signInAgain(...members: Member[]) {
  for (const m of members)
    m.token = (await call(ctx, 'POST', '/api/login', { payload: { username: m.email, password: m.password } })).json().access_token;
}

const day = (n: number) => new Date(ctx.clock.now().getTime() + n * DAY).toISOString().slice(0, 10);

/** A candidate named `name` applies; Anna moves the application to Interview on day `n` at 10:00 in Zurich. */
async function interview(name: string, n: number) {
  const [first, last] = name.split(' ');
  const candidate = await signUp(ctx);
  const submitted = await submitApplication(ctx, candidate.token, jobId, { first_name: first, last_name: last });
  const id = submitted.json().application.application_id as number;
  expect(
    (await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: anna.token, payload: { from: 'applied' } })).statusCode,
  ).toBe(200);
  const moved = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, {
    token: anna.token,
    payload: {
      from: 'under_review',
      interview: {
        date: day(n),
        time: '10:00',
        time_zone: 'Europe/Zurich',
        duration_minutes: 45,
        meeting_url: 'https://meet.example.com/x',
      },
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}

const interviewRow = async (id: number) => {
  const { rows } = await ctx.database.db.execute<{ uid: string; sequence: number; starts_at: string | Date }>(
    sql`SELECT uid, sequence, starts_at FROM application_interviews WHERE application_id = ${id}`,
  );
  return { uid: rows[0]!.uid, sequence: rows[0]!.sequence, startsAt: new Date(rows[0]!.starts_at).toISOString() };
};

/** What a calendar app does with the webcal:// address: GET it over http(s). */
const read = (url: string, ip = freshIp()) => call(ctx, 'GET', new URL(url.replace(/^webcal:/, 'http:')).pathname, { ip });

beforeAll(async () => {
  ctx = await createTestApp();
  anna = await member('Anna Schmidt');
  ravi = await member('Ravi Kumar');
  jobId = (await postJob(ctx, anna.token, { job_title: 'Azure Platform Engineer' })).job_id;
});
afterAll(() => ctx.close());

describe('the calendar feed (REC-32)', () => {
  it('starts off; a new address is shown once, as webcal:// on the site’s host', async () => {
    expect((await call(ctx, 'GET', '/api/recruiter/calendar-feed', { token: anna.token })).json()).toEqual({ feed: null });
    const made = await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: anna.token });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      message: 'Your new calendar feed address is ready.',
      feed: { createdAt: ctx.clock.now().toISOString(), lastReadAt: null },
      url: expect.stringMatching(/^webcal:\/\/careers\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    // Only its hash is kept: the state never carries the address again.
    const state = await call(ctx, 'GET', '/api/recruiter/calendar-feed', { token: anna.token });
    expect(JSON.stringify(state.json())).not.toContain(made.json().url.split('/').at(-1).replace('.ics', ''));
    const { rows } = await ctx.database.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM calendar_feeds WHERE user_id = ${anna.id}`,
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the member’s interviews (organiser or interviewer), not cancelled ones, with the invitations’ UID and SEQUENCE, in UTC', async () => {
    const url = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: anna.token })).json().url as string;
    const raviUrl = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: ravi.token })).json().url as string;
    const priya = await interview('Priya Sharma', 3);
    const meera = await interview('Meera Iyer', 5);
    const arjun = await interview('Arjun Rao', 7);
    await ctx.database.db.execute(sql`INSERT INTO application_interviewers (application_id, user_id) VALUES (${meera}, ${ravi.id})`);
    await ctx.database.db.execute(
      sql`UPDATE application_interviews SET cancelled_at = ${ctx.clock.now().toISOString()}::timestamptz WHERE application_id = ${arjun}`,
    );
    // REC-12: Priya's interview moves (same UID, SEQUENCE 1).
    const moved = await call(ctx, 'PUT', `/api/recruiter/applications/${priya}/interview`, {
      token: anna.token,
      payload: { date: day(4), time: '14:00', time_zone: 'Europe/Zurich', duration_minutes: 60, meeting_url: 'https://meet.example.com/y' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const feed = calendarFeedIn(res.body);
    expect(feed.method).toBe('PUBLISH');
    expect(feed.name).toBe(`${ctx.config.companyName} interviews`);
    const [p, m] = [await interviewRow(priya), await interviewRow(meera)];
    expect(p.sequence).toBe(1);
    expect(feed.events).toEqual([
      {
        uid: p.uid,
        sequence: 1,
        start: p.startsAt,
        startIsUtc: true,
        durationMinutes: 60,
        summary: 'Interview: Priya Sharma (Azure Platform Engineer)',
        location: 'https://meet.example.com/y',
      },
      {
        uid: m.uid,
        sequence: 0,
        start: m.startsAt,
        startIsUtc: true,
        durationMinutes: 45,
        summary: 'Interview: Meera Iyer (Azure Platform Engineer)',
        location: 'https://meet.example.com/x',
      },
    ]);
    // Ravi interviews Meera only.
    expect(calendarFeedIn((await read(raviUrl)).body).events.map((e) => e.uid)).toEqual([m.uid]);
    // REC-9: the feed named candidates: each is recorded as Anna's access, once a day however often her
    // calendar polls.
    const recorded = async () =>
      (
        await ctx.database.db.execute<{ application_id: number; at: string }>(
          sql`SELECT application_id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS at FROM access_audit WHERE actor_id = ${anna.id} AND kind = 'calendar_feed' ORDER BY id`,
        )
      ).rows.map((r) => `${r.application_id} ${r.at}`);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(await recorded()).toEqual([`${priya} ${today}`, `${meera} ${today}`]);
    ctx.clock.advance(60 * 60 * 1000);
    expect((await read(url)).statusCode).toBe(200);
    expect(await recorded()).toEqual([`${priya} ${today}`, `${meera} ${today}`]);
    ctx.clock.advance(DAY);
    await signInAgain(anna, ravi);
    const tomorrow = ctx.clock.now().toISOString().slice(0, 10);
    expect((await read(url)).statusCode).toBe(200);
    expect(await recorded()).toEqual([`${priya} ${today}`, `${meera} ${today}`, `${priya} ${tomorrow}`, `${meera} ${tomorrow}`]);
    // The settings page sees that a calendar has read it.
    expect((await call(ctx, 'GET', '/api/recruiter/calendar-feed', { token: anna.token })).json().feed.lastReadAt).toBe(
      ctx.clock.now().toISOString(),
    );
  });

  it('a new address makes the old one answer 404 at once; turning it off too; made-up ones are 404', async () => {
    const old = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: anna.token })).json().url as string;
    expect((await read(old)).statusCode).toBe(200);
    const fresh = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: anna.token })).json().url as string;
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(fresh)).statusCode).toBe(200);
    const off = await call(ctx, 'DELETE', '/api/recruiter/calendar-feed', { token: anna.token });
    expect(off.json()).toEqual({ message: 'Your calendar feed is off. Its address no longer works.', feed: null });
    expect((await read(fresh)).statusCode).toBe(404);
    for (const path of ['/calendar/nothing.ics', `/calendar/${'A'.repeat(43)}.ics`, `/calendar/${'A'.repeat(43)}`]) {
      const res = await call(ctx, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('There is no such calendar feed.');
    }
  });

  it('a deactivated member’s feed answers nothing', async () => {
    const url = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: ravi.token })).json().url as string;
    await ctx.database.db.execute(
      sql`UPDATE users SET deactivated_at = ${ctx.clock.now().toISOString()}::timestamptz WHERE id = ${ravi.id}`,
    );
    expect((await read(url)).statusCode).toBe(404);
    await ctx.database.db.execute(sql`UPDATE users SET deactivated_at = NULL WHERE id = ${ravi.id}`);
  });

  it('is rate-limited per client address, like the other public token routes (429 with Retry-After)', async () => {
    const ip = freshIp();
    const url = `/calendar/${'B'.repeat(43)}.ics`;
    for (let i = 0; i < 240; i++) expect((await call(ctx, 'GET', url, { ip })).statusCode).toBe(404);
    const limited = await call(ctx, 'GET', url, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('candidates cannot have one (403), nor anyone signed out (401)', async () => {
    const { token } = await signUp(ctx);
    expect((await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/api/recruiter/calendar-feed')).statusCode).toBe(401);
  });
});
