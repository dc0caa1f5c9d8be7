import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_PAGE_SIZE, JOB_OPENINGS_UNPAGED_MAX, jobListResponseSchema } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { jobs, type NewJobRow } from '../../../../src/platform/db/schema/jobs.js';
import { createJobsRepository } from '../../../../src/domains/jobs/jobs-repository.js';
import { seedDemoJobs } from '../../../../src/domains/jobs/demo-seed.js';
import { DEMO_JOBS } from '../../../../src/domains/jobs/demo-catalogue.js';

let ctx: TestContext;
let closedJobId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoJobs(ctx.database.db, 'if-empty');
  const [closed] = await ctx.database.db
    .insert(jobs)
    .values({
      title: 'Closed Azure Role',
      jobType: 'Freelance',
      department: 'Cloud Engineering',
      description: '<p>Closed one</p>',
      category: 'Microsoft Cloud',
      location: 'Remote (India)',
      status: 'closed',
    })
    .returning({ id: jobs.id });
  closedJobId = closed!.id;
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/getJobOpenings${query}` });
  return { status: res.statusCode, body: res.json() };
};
const details = (payload: object) => call(ctx, 'POST', '/api/getDetails', { payload });

describe('GET /api/getJobOpenings', () => {
  it('without page or pageSize, answers every open job, newest first (a client that pages in the browser)', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const parsed = jobListResponseSchema.parse(body);
    expect(parsed.total).toBe(DEMO_JOBS.length);
    expect(parsed.job_openings).toHaveLength(DEMO_JOBS.length);
    expect(parsed.job_openings.length).toBeGreaterThan(CAREERS_PAGE_SIZE);
    expect(parsed).toMatchObject({ page: 1, pageSize: JOB_OPENINGS_UNPAGED_MAX });
    expect(parsed.job_openings.map((j) => j.job_id)).not.toContain(closedJobId);
    const order = parsed.job_openings.map((j) => `${j.posted_date}|${String(j.job_id).padStart(10, '0')}`);
    expect([...order].sort().reverse()).toEqual(order);
    // Filters apply the same way.
    const { body: security } = await list('?category=Security');
    expect(security.job_openings).toHaveLength(DEMO_JOBS.filter((j) => j.category === 'Security').length);
  });

  it(`without paging, stops at ${JOB_OPENINGS_UNPAGED_MAX} jobs; total still counts every one`, async () => {
    const [first] = await ctx.database.db.select().from(jobs).limit(1);
    const extra = JOB_OPENINGS_UNPAGED_MAX + 1 - DEMO_JOBS.length;
    const { id: _id, ...template } = first!;
    const inserted = await ctx.database.db
      .insert(jobs)
      .values(Array.from({ length: extra }, (_, i) => ({ ...template, title: `Bulk role ${i}`, postedDate: '2001-01-01' })))
      .returning({ id: jobs.id });
    // Written behind the app's back (as psql would): tell its public cache (docs/decisions/012).
    await ctx.app.publicCache.invalidate();
    try {
      const { body } = await list();
      expect(body.total).toBe(JOB_OPENINGS_UNPAGED_MAX + 1);
      expect(body.job_openings).toHaveLength(JOB_OPENINGS_UNPAGED_MAX);
      // The oldest is the one left out.
      expect(body.job_openings.map((j: { job_title: string }) => j.job_title)).not.toContain(`Bulk role 0`);
    } finally {
      await ctx.database.db.delete(jobs).where(
        inArray(
          jobs.id,
          inserted.map((r) => r.id),
        ),
      );
      await ctx.app.publicCache.invalidate();
    }
  });

  it('with page or pageSize, answers one page: five per page by default, newest first, with total and page', async () => {
    const { status, body } = await list('?page=1');
    expect(status).toBe(200);
    const parsed = jobListResponseSchema.parse(body);
    expect(parsed.total).toBe(DEMO_JOBS.length);
    expect(parsed.page).toBe(1);
    expect(parsed.job_openings).toHaveLength(CAREERS_PAGE_SIZE);
    const dates = parsed.job_openings.map((j) => j.posted_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(parsed.job_openings.every((j) => j.status === 'open')).toBe(true);
  });

  it('pages through every open job exactly once and never lists a closed one', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await list(`?page=${page}`);
      seen.push(...body.job_openings.map((j: { job_id: number }) => j.job_id));
    }
    expect(new Set(seen).size).toBe(DEMO_JOBS.length);
    expect(seen).not.toContain(closedJobId);
    const { body: beyond } = await list('?page=99');
    expect(beyond.job_openings).toEqual([]);
    expect(beyond.total).toBe(DEMO_JOBS.length);
  });

  it('filters by role text case-insensitively, and by category and type exactly (PUB-7)', async () => {
    const azure = DEMO_JOBS.filter((j) => j.title.toLowerCase().includes('azure')).length;
    const { body } = await list('?q=AZURE&pageSize=50');
    expect(body.total).toBeGreaterThanOrEqual(azure);
    expect(
      body.job_openings.every((j: { job_title: string; category: string }) => /azure/i.test(j.job_title) || /azure/i.test(j.category)),
    ).toBe(true);

    const security = DEMO_JOBS.filter((j) => j.category === 'Security').length;
    const { body: bySecurity } = await list('?category=Security&pageSize=50');
    expect(bySecurity.total).toBe(security);

    const partTime = DEMO_JOBS.filter((j) => j.jobType === 'Part-time').length;
    const { body: byType } = await list('?type=Part-time');
    expect(byType.total).toBe(partTime);
    expect(byType.job_openings.every((j: { job_type: string }) => j.job_type === 'Part-time')).toBe(true);
  });

  it('filters by department and location substrings and treats % and _ as text', async () => {
    const department = DEMO_JOBS[0]!.department;
    const expected = DEMO_JOBS.filter((j) => j.department.toLowerCase().includes(department.slice(2, 8).toLowerCase())).length;
    const { body } = await list(`?department=${encodeURIComponent(department.slice(2, 8).toUpperCase())}&pageSize=50`);
    expect(body.total).toBe(expected);

    const { body: pct } = await list('?location=%25&pageSize=50');
    expect(pct.total).toBe(0);
    const { body: none } = await list('?q=no-such-role-anywhere');
    expect(none).toMatchObject({ job_openings: [], total: 0 });
  });

  it('keeps totals exact as jobs are added, closed, reopened, moved and deleted (docs/decisions/013)', async () => {
    // The rows are written behind the app's back, so each look starts with an empty public cache.
    const totals = async () => {
      ctx.app.publicCache.clear();
      return Promise.all(
        [
          '?page=1',
          '?department=ngineer&page=1',
          '?location=PUNE&page=1',
          '?type=Freelance&page=1',
          '?q=COUNTED%20r&page=1',
          // Two filters: pairs of facets (docs/decisions/013).
          '?q=COUNTED%20r&location=pune&page=1',
          '?q=COUNTED%20r&category=Devops&page=1',
          '?department=ngineer&type=Freelance&page=1',
          // Three filters and more: counted from the jobs under the values of their counts rows.
          '?q=COUNTED%20r&location=pune&type=Freelance&page=1',
          '?department=ngineer&location=pun&category=Devops&page=1',
        ].map(async (q) => (await list(q)).body.total as number),
      );
    };
    const [all, engineering, pune, freelance, counted, countedInPune, countedDevops, engineeringFreelance, countedThree, engineeringThree] =
      await totals();
    expect([counted, countedInPune, countedDevops, countedThree]).toEqual([0, 0, 0, 0]);
    const repo = createJobsRepository(ctx.database.db);
    const added = await ctx.database.db
      .insert(jobs)
      .values(
        [1, 2, 3].map((n): NewJobRow => ({
          title: `Counted Role ${n}`,
          jobType: 'Freelance',
          department: 'Cloud Engineering',
          description: '<p>x</p>',
          category: 'Devops',
          location: 'Pune, India',
          status: n === 3 ? 'closed' : 'open',
        })),
      )
      .returning({ id: jobs.id });
    expect(await totals()).toEqual([
      all! + 2,
      engineering! + 2,
      pune! + 2,
      freelance! + 2,
      2,
      2,
      2,
      engineeringFreelance! + 2,
      2,
      engineeringThree! + 2,
    ]);
    await repo.setStatus(added[0]!.id, 'closed', ctx.clock.now());
    expect(await totals()).toEqual([
      all! + 1,
      engineering! + 1,
      pune! + 1,
      freelance! + 1,
      1,
      1,
      1,
      engineeringFreelance! + 1,
      1,
      engineeringThree! + 1,
    ]);
    await repo.setStatus(added[2]!.id, 'open', ctx.clock.now());
    await ctx.database.db
      .update(jobs)
      .set({ title: 'Renamed', location: 'Berlin, Germany', jobType: 'Part-time' })
      .where(eq(jobs.id, added[1]!.id));
    expect(await totals()).toEqual([
      all! + 2,
      engineering! + 2,
      pune! + 1,
      freelance! + 1,
      1,
      1,
      1,
      engineeringFreelance! + 1,
      1,
      engineeringThree! + 1,
    ]);
    await ctx.database.db.delete(jobs).where(
      inArray(
        jobs.id,
        added.map((r) => r.id),
      ),
    );
    expect(await totals()).toEqual([all, engineering, pune, freelance, 0, 0, 0, engineeringFreelance, 0, engineeringThree]);
  });

  it('matches 1- and 2-character text too, which the trigram indexes cannot serve (docs/decisions/013)', async () => {
    const ids = (body: { job_openings: { job_id: number }[] }) => body.job_openings.map((j) => j.job_id).sort();
    const { body: all } = await list('?pageSize=50');
    type Listed = { job_id: number; job_title: string; category: string; department: string; location: string };
    const expected = (keep: (j: Listed) => boolean) =>
      all.job_openings
        .filter(keep)
        .map((j: Listed) => j.job_id)
        .sort();

    const { body: twoChars } = await list('?q=SE&pageSize=50');
    const withSe = expected((j) => /se/i.test(j.job_title) || /se/i.test(j.category));
    expect(withSe.length).toBeGreaterThan(0);
    expect(ids(twoChars)).toEqual(withSe);
    expect(twoChars.total).toBe(withSe.length);

    const { body: oneChar } = await list('?department=y&pageSize=50');
    expect(ids(oneChar)).toEqual(expected((j) => /y/i.test(j.department)));
    const { body: location } = await list('?location=a&pageSize=50');
    expect(location.total).toBe(expected((j) => /a/i.test(j.location)).length);
  });

  it('counts every pair of filters exactly as the jobs match them (docs/decisions/013)', async () => {
    type Listed = { job_id: number; job_title: string; category: string; department: string; location: string; job_type: string };
    const { body: all } = await list();
    const listed: Listed[] = all.job_openings;
    const sample = listed[0]!;
    const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
    for (const q of [sample.job_title.slice(1, 6).toUpperCase(), sample.job_title.slice(1, 3)]) {
      const filters = {
        q,
        department: sample.department.slice(2, 7).toUpperCase(),
        location: sample.location.slice(1, 4),
        category: sample.category,
        type: sample.job_type,
      };
      const matches = {
        q: (j: Listed) => has(j.job_title, q) || has(j.category, q),
        department: (j: Listed) => has(j.department, filters.department),
        location: (j: Listed) => has(j.location, filters.location),
        category: (j: Listed) => j.category === filters.category,
        type: (j: Listed) => j.job_type === filters.type,
      };
      const keys = ['q', 'department', 'location', 'category', 'type'] as const;
      for (const [i, a] of keys.entries())
        for (const b of keys.slice(i + 1)) {
          const query = new URLSearchParams({ [a]: filters[a], [b]: filters[b], page: '1' });
          const { body } = await list(`?${query.toString()}`);
          const expected = listed.filter((j) => matches[a](j) && matches[b](j));
          expect(expected.length, `${query.toString()}`).toBeGreaterThan(0);
          expect(body.total, `${query.toString()}`).toBe(expected.length);
        }
    }
  });

  it('counts and pages three filters and more exactly as the jobs match them (docs/decisions/013)', async () => {
    type Listed = { job_id: number; job_title: string; category: string; department: string; location: string; job_type: string };
    const { body: all } = await list();
    const listed: Listed[] = all.job_openings;
    const sample = listed[0]!;
    const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
    const keys = ['q', 'department', 'location', 'category', 'type'] as const;
    // Text of 3+ characters and of 1–2 characters (which no trigram serves).
    for (const [q, department, location] of [
      [sample.job_title.slice(1, 6).toUpperCase(), sample.department.slice(2, 7).toUpperCase(), sample.location.slice(1, 4)],
      [sample.job_title.slice(1, 3), sample.department.slice(1, 2), sample.location.slice(0, 1)],
    ] as const) {
      const filters = { q, department, location, category: sample.category, type: sample.job_type };
      const matches = {
        q: (j: Listed) => has(j.job_title, q) || has(j.category, q),
        department: (j: Listed) => has(j.department, department),
        location: (j: Listed) => has(j.location, location),
        category: (j: Listed) => j.category === filters.category,
        type: (j: Listed) => j.job_type === filters.type,
      };
      const combinations = keys.flatMap((a, i) => keys.slice(i + 1).flatMap((b, k) => keys.slice(i + k + 2).map((c) => [a, b, c])));
      expect(combinations).toHaveLength(10);
      for (const chosen of [...combinations, [...keys], ['q', 'department', 'location', 'type'] as const]) {
        const query = new URLSearchParams(Object.fromEntries(chosen.map((key) => [key, filters[key]])));
        const expected = listed.filter((j) => chosen.every((key) => matches[key](j))).map((j) => j.job_id);
        expect(expected.length, `${query.toString()}`).toBeGreaterThan(0);
        // Pages of two: every match once, newest first, whichever way each page is read.
        const pages = Math.ceil(expected.length / 2);
        const seen: number[] = [];
        for (let page = 1; page <= pages; page++) {
          query.set('page', String(page));
          query.set('pageSize', '2');
          const { body } = await list(`?${query.toString()}`);
          expect(body.total, `${query.toString()}`).toBe(expected.length);
          seen.push(...body.job_openings.map((j: Listed) => j.job_id));
        }
        expect(seen, `${query.toString()}`).toEqual(expected);
      }
    }
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?pageSize=51', 'pageSize'],
    ['?category=Cooking', 'category'],
    ['?type=Internship', 'type'],
    ['?unknown=1', 'unknown'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/stack|at \//);
  });
});

describe('POST /api/getDetails', () => {
  it('answers the job in job_details, accepting a number or a numeric string', async () => {
    const { body: listBody } = await list();
    const first = listBody.job_openings[0];
    for (const jobId of [first.job_id, String(first.job_id)]) {
      const res = await details({ job_id: jobId });
      expect(res.statusCode).toBe(200);
      expect(res.json().job_details).toEqual([first]);
    }
  });

  it('answers 404 with a message for an unknown or a closed job', async () => {
    for (const jobId of [999_999, closedJobId]) {
      const res = await details({ job_id: jobId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This job opening does not exist or is no longer open.');
    }
  });

  it.each([
    [{}, 'job_id', 'job_id is required'],
    [{ job_id: 'abc' }, 'job_id', 'job_id must be a positive whole number'],
    [{ job_id: -4 }, 'job_id', 'job_id must be a positive whole number'],
    [{ job_id: 1.5 }, 'job_id', 'job_id must be a positive whole number'],
    [{ job_id: 1001, extra: true }, 'extra', 'Unknown field: extra'],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const res = await details(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), field, message });
  });

  it('refuses malformed JSON, a non-object body and an oversized body with a 4xx message', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/getDetails',
      headers: { 'content-type': 'application/json' },
      payload: '{"job_id": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');

    const array = await details([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object.');

    const huge = await details({ job_id: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');
  });
});

describe('the demo catalogue', () => {
  it('is not loaded twice: db:seed adds only missing demo jobs', async () => {
    expect(await seedDemoJobs(ctx.database.db, 'missing')).toBe(0);
    expect(await seedDemoJobs(ctx.database.db, 'if-empty')).toBe(0);
    const { body } = await list();
    expect(body.total).toBe(DEMO_JOBS.length);
  });
});

describe('job descriptions', () => {
  it('are sanitised on write: scripts, handlers and javascript: links never reach the API', async () => {
    const repo = createJobsRepository(ctx.database.db);
    await repo.insertMany([
      {
        title: 'XSS Probe Engineer',
        jobType: 'Freelance',
        department: 'Security & Compliance',
        description:
          '<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)><a href="https://example.org">ok</a>',
        category: 'Security',
        location: 'Remote (India)',
      },
    ]);
    const { body } = await list('?q=XSS Probe');
    const html: string = body.job_openings[0].job_description;
    expect(html).toContain('<p>Hello</p>');
    expect(html).toContain('href="https://example.org"');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nope');
  });

  it('publish an OpenAPI document that lists the job routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/getJobOpenings', '/api/getDetails']));
    // The unpaged answer's ceiling is documented where clients read it.
    expect(res.json().paths['/api/getJobOpenings'].get.description).toContain(`up to ${JOB_OPENINGS_UNPAGED_MAX}`);
  });
});
