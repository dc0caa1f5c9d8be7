import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { APPLICATION_STATUSES } from '@careers/shared';
import { seedDemo } from '../../../src/domains/demo/index.js';
import { DEMO_APPLICATIONS, DEMO_JOB_TITLES, DEMO_PEOPLE } from '../../../src/domains/demo/demo-people.js';
import { createTestApp, runJobs, type TestContext } from '../../helpers/test-app.js';
import { signUpRecruiter } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox } from '../../helpers/outbox.js';
import { changedTables, createTableState } from '../../helpers/table-state.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => ctx?.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute<T>(query)).rows;
const DAY_MS = 86_400_000;
/** The files in the test's local storage, by folder. */
const storedFiles = (folder: string) => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'uploads', folder)).filter((f) => f.endsWith('.pdf'));
  } catch {
    return [];
  }
};

describe('the demo people of a new database (REC-21, docs/decisions/035)', () => {
  it('loads the demo catalogue, 24 candidates and 2 team members, all marked demo, with their résumés stored', async () => {
    // The team's first account may be there already (`recruiter:create` before the first start).
    const admin = await signUpRecruiter(ctx);
    const seeded = await seedDemo({ db: ctx.database.db, storage: ctx.app.storage, clock: ctx.clock });
    expect(seeded).toEqual({
      jobs: 12,
      candidates: 24,
      team: 2,
      applications: DEMO_APPLICATIONS.length,
      files: 24 + DEMO_APPLICATIONS.length,
    });

    const users = await rows<{ role: string; demo: boolean; email: string; deactivated: boolean }>(
      sql`SELECT role, demo, email, deactivated_at IS NOT NULL AS deactivated FROM users WHERE email <> ${admin.email} ORDER BY id`,
    );
    expect(users).toHaveLength(26);
    expect(users.every((u) => u.demo && u.email.endsWith('@demo.invalid'))).toBe(true);
    expect(users.filter((u) => u.role === 'recruiter').map((u) => u.deactivated)).toEqual([true, true]);
    const jobs = await rows<{ demo: boolean; creator: string | null }>(
      sql`SELECT j.demo, u.first_name AS creator FROM jobs j LEFT JOIN users u ON u.id = j.created_by`,
    );
    expect(jobs).toHaveLength(12);
    expect(jobs.every((j) => j.demo && j.creator === 'Meera')).toBe(true);
    // Every résumé and every application's CV is a stored file.
    expect(storedFiles('resumes')).toHaveLength(24);
    expect(storedFiles('applications')).toHaveLength(DEMO_APPLICATIONS.length);
  });

  it('the networking opening has an application at every status, the counts per step are exact, and history spreads over weeks', async () => {
    const [job] = await rows<{ id: number }>(sql`SELECT id FROM jobs WHERE title = ${DEMO_JOB_TITLES.networking}`);
    const perStatus = await rows<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM applications WHERE job_id = ${job!.id} GROUP BY status ORDER BY status`,
    );
    expect(Object.fromEntries(perStatus.map((r) => [r.status, r.n]))).toEqual({
      applied: 3,
      under_review: 3,
      interview: 2,
      offer: 1,
      hired: 1,
      not_selected: 1,
      withdrawn: 1,
    });
    expect(perStatus.map((r) => r.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
    // job_step_counts (migration 0015) agrees with the applications, for every job.
    const counted = await rows<{ job_id: number; status: string; n: number }>(
      sql`SELECT job_id, status, n FROM job_step_counts WHERE n <> 0 ORDER BY job_id, status`,
    );
    const actual = await rows<{ job_id: number; status: string; n: number }>(
      sql`SELECT job_id, status, count(*)::int AS n FROM applications GROUP BY job_id, status ORDER BY job_id, status`,
    );
    expect(counted).toEqual(actual);

    // Each application's events: Applied first, one per step reached, the last one its current step's time.
    const history = await rows<{ status: string; events: string[]; step_changed_at: Date; created_at: Date; last_event: Date }>(sql`
      SELECT a.status, a.step_changed_at, a.created_at,
        array_agg(e.status ORDER BY e.created_at) AS events, max(e.created_at) AS last_event
      FROM applications a JOIN application_events e ON e.application_id = a.id GROUP BY a.id`);
    expect(history).toHaveLength(DEMO_APPLICATIONS.length);
    for (const h of history) {
      expect(h.events[0]).toBe('applied');
      expect(h.events.at(-1)).toBe(h.status);
      expect(new Date(h.step_changed_at).getTime()).toBe(new Date(h.last_event).getTime());
    }
    const now = ctx.clock.now().getTime();
    const ages = history.map((h) => (now - new Date(h.created_at).getTime()) / DAY_MS);
    expect(Math.max(...ages)).toBeGreaterThan(30);
    expect(Math.min(...ages)).toBeLessThan(1);
    // Stalled work shows: applications in progress whose step has not moved for two weeks.
    const stalled = history.filter(
      (h) =>
        ['applied', 'under_review', 'interview', 'offer'].includes(h.status) && now - new Date(h.step_changed_at).getTime() > 14 * DAY_MS,
    );
    expect(stalled.length).toBeGreaterThanOrEqual(2);
  });

  it('notes and ratings are the demo team’s, the rating sums agree, and Interview applications have an interview in the coming days', async () => {
    const notes = await rows<{ author: string; n: number }>(
      sql`SELECT u.first_name AS author, count(*)::int AS n FROM application_notes n JOIN users u ON u.id = n.author_id WHERE u.role = 'recruiter' GROUP BY u.first_name ORDER BY 1`,
    );
    expect(notes.map((n) => n.author)).toEqual(['Jonas', 'Meera']);
    expect(notes.reduce((sum, n) => sum + n.n, 0)).toBe(DEMO_APPLICATIONS.reduce((sum, a) => sum + (a.notes?.length ?? 0), 0));
    const ratings = await rows<{ mismatched: number; rated: number }>(sql`
      SELECT count(*) FILTER (WHERE a.rating_count <> r.n OR a.rating_sum <> r.s)::int AS mismatched, count(*)::int AS rated
      FROM applications a JOIN (SELECT application_id, count(*)::int AS n, sum(rating)::int AS s FROM application_ratings GROUP BY 1) r ON r.application_id = a.id`);
    expect(ratings[0]).toEqual({ mismatched: 0, rated: DEMO_APPLICATIONS.filter((a) => a.ratings?.length).length });

    const interviews = await rows<{ status: string; starts_at: Date }>(
      sql`SELECT a.status, i.starts_at FROM application_interviews i JOIN applications a ON a.id = i.application_id`,
    );
    expect(interviews.length).toBe(DEMO_APPLICATIONS.filter((a) => a.interviewInDays !== undefined).length);
    const now = ctx.clock.now().getTime();
    for (const i of interviews) {
      expect(i.status).toBe('interview');
      expect(new Date(i.starts_at).getTime()).toBeGreaterThan(now);
      expect(new Date(i.starts_at).getTime()).toBeLessThan(now + 7 * DAY_MS);
    }
  });

  it('every stored PDF parses with unpdf and names its person', async () => {
    const files = await rows<{ key: string; first_name: string; last_name: string }>(sql`
      SELECT resume_key AS key, first_name, last_name FROM users WHERE role = 'candidate'
      UNION ALL SELECT f.storage_key, u.first_name, u.last_name FROM application_files f JOIN users u ON u.id = f.user_id`);
    expect(files).toHaveLength(24 + DEMO_APPLICATIONS.length);
    for (const file of files) {
      const stored = await ctx.app.storage.get(file.key);
      expect(stored, file.key).not.toBeNull();
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(stored!.data)), { mergePages: true });
      expect(text).toContain(`${file.first_name} ${file.last_name}`);
    }
  });

  it('the résumés’ texts are read like an upload’s, and the discoverable demo people are found in the talent pool', async () => {
    // One extraction per résumé (each application's CV is a copy of it).
    const queued = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM background_jobs WHERE kind = 'talent-text'`);
    expect(queued[0]?.n).toBe(24);
    await runJobs(ctx.app, 'talent-text');
    const texts = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM file_texts t JOIN users u ON u.resume_key = t.storage_key AND u.id = t.user_id`,
    );
    expect(texts[0]?.n).toBe(24);

    const recruiter = await signUpRecruiter(ctx);
    const search = await call(ctx, 'GET', '/api/recruiter/talent?q=ExpressRoute', { token: recruiter.token });
    expect(search.statusCode).toBe(200);
    const names = search.json<{ candidates: { name: string }[] }>().candidates.map((c) => c.name);
    // Every discoverable demo person whose résumé mentions ExpressRoute, and nobody else.
    const expected = DEMO_PEOPLE.filter((p) => p.discoverable && demoText(p).includes('ExpressRoute')).map(
      (p) => `${p.firstName} ${p.lastName}`,
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(names.sort()).toEqual(expected.sort());
    const all = await call(ctx, 'GET', '/api/recruiter/talent', { token: recruiter.token });
    expect(all.json<{ total: number }>().total).toBe(DEMO_PEOPLE.filter((p) => p.discoverable).length);
  });

  it('a second seed adds nothing, and mail about a demo person is never delivered', async () => {
    const state = await createTableState(ctx.database.db);
    const before = await state.snapshot();
    const files = storedFiles('applications').length + storedFiles('resumes').length;
    expect(await seedDemo({ db: ctx.database.db, storage: ctx.app.storage, clock: ctx.clock })).toEqual({
      jobs: 0,
      candidates: 0,
      team: 0,
      applications: 0,
      files: 0,
    });
    expect(changedTables(before, await state.snapshot())).toEqual([]);
    expect(storedFiles('applications').length + storedFiles('resumes').length).toBe(files);

    // A recruiter moves a demo application: the candidate's e-mail (APP-8) is queued, settled as not sent.
    const recruiter = await signUpRecruiter(ctx);
    const [tanvir] = await rows<{ id: number }>(
      sql`SELECT a.id FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = 'tanvir.hossain@demo.invalid'`,
    );
    const moved = await call(ctx, 'POST', `/api/recruiter/applications/${tanvir!.id}/advance`, {
      token: recruiter.token,
      payload: { from: 'applied' },
    });
    expect(moved.statusCode).toBe(200);
    await deliverMail(ctx.app);
    const mail = await rows<{ recipient: string; status: string }>(
      sql`SELECT recipient, status FROM mail_outbox WHERE recipient LIKE '%demo.invalid'`,
    );
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((m) => m.status === 'not_sent')).toBe(true);
    expect(readOutbox(ctx.config.dataDir).filter((m) => m.to.includes('demo.invalid'))).toEqual([]);
  });
});

/** Everything a demo person's résumé says that the search could match. */
const demoText = (p: (typeof DEMO_PEOPLE)[number]) =>
  [
    p.headline,
    p.summary,
    ...p.skills,
    ...p.roles.flatMap((r) => [r.title, r.company, ...r.highlights]),
    ...p.certifications.map((c) => c.name),
  ].join(' ');
