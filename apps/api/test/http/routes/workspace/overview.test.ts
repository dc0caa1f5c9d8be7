import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, jobsTableSchema, type JobsTableQuery } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { repositoriesOf } from '../../../helpers/repositories.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

const DAY = 86_400_000;

interface Member {
  id: number;
  email: string;
  password: string;
  /** Renewed by `moveClock` (a session lasts less than a day). */
  token: string;
}

async function member(ctx: TestContext, name: string): Promise<Member> {
  const { email, password, token } = await signUpRecruiter(ctx, undefined, name);
  const user = await repositoriesOf(ctx).users.findByEmail(email);
  if (!user) throw new Error('no recruiter row');
  return { id: user.id, email, password, token };
}

/** Move the app clock, then sign the members in again (their sessions would have expired). */
async function moveClock(ctx: TestContext, ms: number, members: Member[]) {
  ctx.clock.advance(ms);
  for (const m of members) {
    const login = await call(ctx, 'POST', '/api/login', { payload: { username: m.email, password: m.password } });
    expect(login.statusCode).toBe(200);
    m.token = login.json().access_token as string;
  }
}

/** A candidate named `first last` applies to `jobId`; answers the application's id. */
async function apply(ctx: TestContext, jobId: number, first: string, last: string): Promise<number> {
  const candidate = await signUp(ctx);
  const res = await submitApplication(ctx, candidate.token, jobId, { first_name: first, last_name: last });
  expect(res.statusCode).toBe(201);
  return res.json().application.application_id as number;
}

const advance = async (ctx: TestContext, token: string, id: number, payload: object) => {
  const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token, payload });
  expect(res.statusCode, res.body).toBe(200);
};

async function dashboard(ctx: TestContext, token: string, query = '') {
  const res = await call(ctx, 'GET', `/api/recruiter/workspace/dashboard${query}`, { token });
  expect(res.statusCode).toBe(200);
  return dashboardSchema.parse(res.json());
}

async function jobsTable(ctx: TestContext, token: string, query: JobsTableQuery = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs?${search.toString()}`, { token });
  expect(res.statusCode).toBe(200);
  return jobsTableSchema.parse(res.json());
}

const accessRows = async (ctx: TestContext) => {
  const { rows } = await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_audit`);
  return Number(rows[0]?.n);
};

describe('the dashboard (REC-17)', () => {
  let ctx: TestContext;
  let anna: Member;
  let ravi: Member;
  let cloudJob: number;
  let securityJob: number;
  let priya: number;
  let meera: number;
  let arjun: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    anna = await member(ctx, 'Anna Schmidt');
    ravi = await member(ctx, 'Ravi Kumar');
    cloudJob = (await postJob(ctx, anna.token, { job_title: 'Azure Platform Engineer' })).job_id;
    securityJob = (await postJob(ctx, ravi.token, { job_title: 'Security Analyst', category: 'Security' })).job_id;
    priya = await apply(ctx, cloudJob, 'Priya', 'Sharma');
    meera = await apply(ctx, cloudJob, 'Meera', 'Iyer');
    arjun = await apply(ctx, securityJob, 'Arjun', 'Rao');
  });
  afterAll(() => ctx.close());

  it('counts the applications not yet reviewed per job, most first, and drops one once it is moved on', async () => {
    expect((await dashboard(ctx, anna.token)).newPerJob).toEqual([
      { jobId: cloudJob, jobTitle: 'Azure Platform Engineer', jobStatus: 'open', n: 2 },
      { jobId: securityJob, jobTitle: 'Security Analyst', jobStatus: 'open', n: 1 },
    ]);
    await advance(ctx, anna.token, priya, { from: 'applied' });
    // Equal counts: the newer posting first.
    expect((await dashboard(ctx, anna.token)).newPerJob.map((j) => [j.jobTitle, j.n])).toEqual([
      ['Security Analyst', 1],
      ['Azure Platform Engineer', 1],
    ]);
  });

  it('lists the applications whose step has not moved for N days on the app clock, longest waiting first', async () => {
    expect((await dashboard(ctx, anna.token)).stalled).toEqual({ days: 7, total: 0, capped: false, items: [] });
    await moveClock(ctx, 8 * DAY, [anna, ravi]);
    const stalled = (await dashboard(ctx, anna.token)).stalled;
    expect(stalled.total).toBe(3);
    // Equal waits: the older application first.
    expect(stalled.items.map((i) => [i.name, i.status, i.daysInStep])).toEqual([
      ['Priya Sharma', 'under_review', 8],
      ['Meera Iyer', 'applied', 8],
      ['Arjun Rao', 'applied', 8],
    ]);
    expect(stalled.items[1]).toMatchObject({ applicationId: meera, jobId: cloudJob, jobTitle: 'Azure Platform Engineer' });
    // A longer threshold: nothing has waited 10 days yet.
    expect((await dashboard(ctx, anna.token, '?stalledDays=10')).stalled).toMatchObject({ days: 10, total: 0, items: [] });
    // Moving Arjun on starts his wait again.
    await advance(ctx, ravi.token, arjun, { from: 'applied' });
    expect((await dashboard(ctx, anna.token)).stalled.items.map((i) => i.name)).toEqual(['Priya Sharma', 'Meera Iyer']);
  });

  it('refuses a threshold outside 1–90 days', async () => {
    for (const days of ['0', '91', 'x']) {
      const res = await call(ctx, 'GET', `/api/recruiter/workspace/dashboard?stalledDays=${days}`, { token: anna.token });
      expect(res.statusCode).toBe(400);
    }
  });

  it('shows the member’s watched jobs with their counts per step', async () => {
    const [watched] = (await dashboard(ctx, anna.token)).watched;
    expect((await dashboard(ctx, anna.token)).watched).toHaveLength(1);
    expect(watched).toMatchObject({ jobId: cloudJob, jobTitle: 'Azure Platform Engineer', jobStatus: 'open', applicants: 2 });
    expect(watched?.counts).toEqual({ applied: 1, under_review: 1, interview: 0, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 });
    expect((await dashboard(ctx, ravi.token)).watched.map((j) => j.jobId)).toEqual([securityJob]);
  });

  it('lists the interviews of the next 14 days, soonest first, and forgets them once they have started', async () => {
    const at = (day: number) => new Date(ctx.clock.now().getTime() + day * DAY).toISOString().slice(0, 10);
    const interview = (day: number) => ({
      date: at(day),
      time: '10:00',
      time_zone: 'UTC',
      duration_minutes: 45,
      meeting_url: 'https://meet.example.com/abc',
    });
    await advance(ctx, anna.token, priya, { from: 'under_review', interview: interview(3) });
    await advance(ctx, ravi.token, arjun, { from: 'under_review', interview: interview(20) });
    const { interviews } = await dashboard(ctx, anna.token);
    expect(interviews).toEqual([
      {
        applicationId: priya,
        jobId: cloudJob,
        jobTitle: 'Azure Platform Engineer',
        name: 'Priya Sharma',
        startsAt: `${at(3)}T10:00:00.000Z`,
        durationMinutes: 45,
        timeZone: 'UTC',
      },
    ]);
    await moveClock(ctx, 10 * DAY, [anna, ravi]);
    expect((await dashboard(ctx, anna.token)).interviews.map((i) => i.name)).toEqual(['Arjun Rao']);
  });

  it('shows the team’s recent activity, newest first, with who did it', async () => {
    const note = await call(ctx, 'POST', `/api/recruiter/applications/${meera}/notes`, {
      token: ravi.token,
      payload: { text: 'Strong Azure' },
    });
    expect(note.statusCode).toBe(201);
    ctx.clock.advance(60_000);
    const rated = await call(ctx, 'PUT', `/api/recruiter/applications/${meera}/rating`, { token: anna.token, payload: { rating: 4 } });
    expect(rated.statusCode).toBe(200);
    const { activity } = await dashboard(ctx, anna.token);
    expect(activity.slice(0, 2).map((a) => [a.kind, a.actor, a.name, a.jobTitle])).toEqual([
      ['rated', 'Anna Schmidt', 'Meera Iyer', 'Azure Platform Engineer'],
      ['note', 'Ravi Kumar', 'Meera Iyer', 'Azure Platform Engineer'],
    ]);
    expect(activity.find((a) => a.kind === 'moved' && a.status === 'interview' && a.name === 'Priya Sharma')).toMatchObject({
      actor: 'Anna Schmidt',
    });
    expect(activity.filter((a) => a.kind === 'applied').map((a) => [a.name, a.actor])).toEqual([
      ['Arjun Rao', null],
      ['Meera Iyer', null],
      ['Priya Sharma', null],
    ]);
    const times = activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('says how much demo data there is, and records no access (names and titles only)', async () => {
    const before = await accessRows(ctx);
    expect((await dashboard(ctx, anna.token)).demo).toEqual({ jobs: 0, candidates: 0 });
    await ctx.database.db.execute(sql`UPDATE jobs SET demo = true WHERE id = ${securityJob}`);
    expect((await dashboard(ctx, anna.token)).demo).toEqual({ jobs: 1, candidates: 0 });
    await jobsTable(ctx, anna.token);
    expect(await accessRows(ctx)).toBe(before);
  });
});

describe('the jobs table (REC-18)', () => {
  let ctx: TestContext;
  let anna: Member;
  let ravi: Member;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    anna = await member(ctx, 'Anna Schmidt');
    ravi = await member(ctx, 'Ravi Kumar');
    const post = async (who: Member, title: string, extra: Parameters<typeof postJob>[2]) => {
      ids[title] = (await postJob(ctx, who.token, { job_title: title, ...extra })).job_id;
      await moveClock(ctx, DAY, [anna, ravi]);
    };
    await post(anna, 'Azure Platform Engineer', {
      department: 'Cloud',
      location: 'Pune',
      job_type: 'Full-time',
      closing_date: '2026-08-01',
    });
    await post(anna, 'Security Analyst', { department: 'Security', category: 'Security', location: 'Berlin', job_type: 'Part-time' });
    await post(ravi, 'DevOps Engineer', {
      department: 'Platform',
      category: 'Devops',
      location: 'Remote (India)',
      closing_date: '2026-07-01',
    });
    await post(ravi, 'Cloud Support Intern', { department: 'Cloud', location: 'Pune', job_type: 'Part-time', closing_date: '2026-09-01' });
    for (const [first, last] of [
      ['Priya', 'Sharma'],
      ['Meera', 'Iyer'],
      ['Arjun', 'Rao'],
    ] as const)
      await apply(ctx, ids['Azure Platform Engineer'] ?? 0, first, last);
    await apply(ctx, ids['DevOps Engineer'] ?? 0, 'Kiran', 'Das');
    const closed = await call(ctx, 'PATCH', `/api/recruiter/jobs/${ids['Security Analyst']}/status`, {
      token: anna.token,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const titles = async (query: JobsTableQuery = {}, who: Member = anna) =>
    (await jobsTable(ctx, who.token, query)).jobs.map((j) => j.title);

  it('lists every job, newest posted first, with its poster, counts per step, watching flag and the filter menus', async () => {
    const table = await jobsTable(ctx, anna.token);
    expect(table).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(table.jobs.map((j) => j.title)).toEqual([
      'Cloud Support Intern',
      'DevOps Engineer',
      'Security Analyst',
      'Azure Platform Engineer',
    ]);
    const azure = table.jobs.find((j) => j.title === 'Azure Platform Engineer');
    expect(azure).toMatchObject({
      location: 'Pune',
      type: 'Full-time',
      status: 'open',
      department: 'Cloud',
      category: 'Microsoft Cloud',
      postedOn: '2026-06-10',
      closingDate: '2026-08-01',
      postedBy: { id: anna.id, name: 'Anna Schmidt' },
      applicants: 3,
      newSinceVisit: 3,
      watching: true,
      demo: false,
    });
    expect(azure?.counts).toMatchObject({ applied: 3, under_review: 0 });
    expect(table.jobs.find((j) => j.title === 'DevOps Engineer')).toMatchObject({ watching: false, postedBy: { name: 'Ravi Kumar' } });
    expect(table.facets).toEqual({
      departments: ['Cloud', 'Platform', 'Security'],
      categories: ['Devops', 'Microsoft Cloud', 'Security'],
      locations: ['Berlin', 'Pune', 'Remote (India)'],
      posters: [
        { id: anna.id, name: 'Anna Schmidt' },
        { id: ravi.id, name: 'Ravi Kumar' },
      ],
    });
  });

  it('searches titles and filters by status, department, category, location and poster', async () => {
    expect(await titles({ q: 'engineer' })).toEqual(['DevOps Engineer', 'Azure Platform Engineer']);
    expect(await titles({ q: '100%' })).toEqual([]);
    expect(await titles({ status: 'closed' })).toEqual(['Security Analyst']);
    expect(await titles({ status: 'open', department: 'Cloud' })).toEqual(['Cloud Support Intern', 'Azure Platform Engineer']);
    expect(await titles({ category: 'Devops' })).toEqual(['DevOps Engineer']);
    expect(await titles({ location: 'Pune', q: 'intern' })).toEqual(['Cloud Support Intern']);
    expect(await titles({ postedBy: ravi.id })).toEqual(['Cloud Support Intern', 'DevOps Engineer']);
    expect((await jobsTable(ctx, anna.token, { postedBy: ravi.id })).total).toBe(2);
  });

  it('sorts by every column, both ways, the job id breaking ties', async () => {
    expect(await titles({ sort: 'title', dir: 'asc' })).toEqual([
      'Azure Platform Engineer',
      'Cloud Support Intern',
      'DevOps Engineer',
      'Security Analyst',
    ]);
    expect(await titles({ sort: 'location', dir: 'asc' })).toEqual([
      'Security Analyst',
      'Azure Platform Engineer',
      'Cloud Support Intern',
      'DevOps Engineer',
    ]);
    expect(await titles({ sort: 'type', dir: 'asc' })).toEqual([
      'DevOps Engineer',
      'Azure Platform Engineer',
      'Security Analyst',
      'Cloud Support Intern',
    ]);
    expect(await titles({ sort: 'status', dir: 'desc' })).toEqual([
      'Cloud Support Intern',
      'DevOps Engineer',
      'Azure Platform Engineer',
      'Security Analyst',
    ]);
    expect(await titles({ sort: 'posted', dir: 'asc' })).toEqual([
      'Azure Platform Engineer',
      'Security Analyst',
      'DevOps Engineer',
      'Cloud Support Intern',
    ]);
    // Open-ended postings last, whichever the direction.
    expect(await titles({ sort: 'closing', dir: 'asc' })).toEqual([
      'DevOps Engineer',
      'Azure Platform Engineer',
      'Cloud Support Intern',
      'Security Analyst',
    ]);
    expect(await titles({ sort: 'closing', dir: 'desc' })).toEqual([
      'Cloud Support Intern',
      'Azure Platform Engineer',
      'DevOps Engineer',
      'Security Analyst',
    ]);
    expect(await titles({ sort: 'applicants', dir: 'desc' })).toEqual([
      'Azure Platform Engineer',
      'DevOps Engineer',
      'Cloud Support Intern',
      'Security Analyst',
    ]);
    const bad = await call(ctx, 'GET', '/api/recruiter/workspace/jobs?sort=salary', { token: anna.token });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the applications new since the member’s last list view of the job, for that member only', async () => {
    const azure = ids['Azure Platform Engineer'] ?? 0;
    const newOf = async (who: Member) => (await jobsTable(ctx, who.token)).jobs.find((j) => j.jobId === azure)?.newSinceVisit;
    expect(await newOf(anna)).toBe(3);
    await ctx.app.listViews.recordView(anna.id, azure, randomUUID());
    expect(await newOf(anna)).toBe(0);
    expect(await newOf(ravi)).toBe(3);
    ctx.clock.advance(60_000);
    await apply(ctx, azure, 'Kavya', 'Nair');
    expect(await newOf(anna)).toBe(1);
    expect(await newOf(ravi)).toBe(4);
    expect(await titles({ sort: 'new', dir: 'desc' })).toEqual([
      'DevOps Engineer',
      'Azure Platform Engineer',
      'Cloud Support Intern',
      'Security Analyst',
    ]);
    ctx.clock.advance(60_000);
    await ctx.app.listViews.recordView(anna.id, azure, randomUUID());
    expect(await newOf(anna)).toBe(0);
  });

  it('pages 50 jobs at a time over 200 jobs, the total counting every match', async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO jobs (title, job_type, department, description, category, location, status, posted_date)
      SELECT 'Bulk job ' || lpad(g::text, 3, '0'), 'Full-time', 'Bulk', '<p>x</p>', 'Infrastructure experts', 'Pune', 'open', DATE '2026-01-01'
      FROM generate_series(1, 200) g`);
    const first = await jobsTable(ctx, anna.token, { department: 'Bulk', sort: 'title', dir: 'asc' });
    expect(first).toMatchObject({ total: 200, page: 1, pageSize: 50 });
    expect(first.jobs.map((j) => j.title).slice(0, 2)).toEqual(['Bulk job 001', 'Bulk job 002']);
    const fourth = await jobsTable(ctx, anna.token, { department: 'Bulk', sort: 'title', dir: 'asc', page: 4 });
    expect(fourth.jobs).toHaveLength(50);
    expect(fourth.jobs.at(-1)?.title).toBe('Bulk job 200');
    const beyond = await jobsTable(ctx, anna.token, { department: 'Bulk', page: 5 });
    expect(beyond).toMatchObject({ total: 200, jobs: [] });
    expect((await jobsTable(ctx, anna.token)).total).toBe(204);
  });
});
