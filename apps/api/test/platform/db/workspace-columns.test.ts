import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../../src/platform/db/client.js';
import { createApplicationRepositories } from '../../../src/domains/applications/repositories.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createScratchDatabase } from '../../helpers/test-database.js';

// docs/decisions/032 (migration 0015): the narrow columns, counts and times the recruiter workspace reads, on
// PGlite and (npm run test:pg) PostgreSQL.

const HOUR = 3_600_000;
let ctx: TestContext;
let anna: { token: string };
let ravi: { token: string };

const rows = async <T extends Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

const userIdOf = async (email: string) =>
  (await rows<{ id: number }>(ctx.database, sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;

interface Row extends Record<string, unknown> {
  id: number;
  candidate_name: string | null;
  headline_title: string | null;
  headline_company: string | null;
  country_code: string | null;
  step_changed_at: string;
  last_activity_at: string;
  rating_sum: number;
  rating_count: number;
  rating_avg: string;
}
const applicationOf = async (userId: number, jobId: number): Promise<Row> =>
  (
    await rows<Row>(
      ctx.database,
      sql`SELECT id, candidate_name, headline_title, headline_company, country_code, rating_sum, rating_count, rating_avg::text AS rating_avg,
            to_json(step_changed_at) #>> '{}' AS step_changed_at, to_json(last_activity_at) #>> '{}' AS last_activity_at
          FROM applications WHERE user_id = ${userId} AND job_id = ${jobId} ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;
const iso = (text: string) => new Date(text).toISOString();

/** job_step_counts of a job, as { status: n } (rows with n = 0 left out). */
async function stepCounts(jobId: number): Promise<Record<string, number>> {
  const counted = await rows<{ status: string; n: number }>(
    ctx.database,
    sql`SELECT status, n FROM job_step_counts WHERE job_id = ${jobId} AND n <> 0 ORDER BY status`,
  );
  return Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]));
}

/** What a count over the applications gives, to compare with the kept counts. */
async function countedNow(jobId: number): Promise<Record<string, number>> {
  const counted = await rows<{ status: string; n: number }>(
    ctx.database,
    sql`SELECT status, count(*)::int AS n FROM applications WHERE job_id = ${jobId} GROUP BY status ORDER BY status`,
  );
  return Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]));
}

async function candidateApplies(jobId: number, overrides: Parameters<typeof submitApplication>[3] = {}) {
  const person = await signUp(ctx);
  const res = await submitApplication(ctx, person.token, jobId, overrides);
  expect(res.statusCode, res.body).toBe(201);
  const userId = await userIdOf(person.email);
  return { ...person, userId, application: await applicationOf(userId, jobId) };
}

const advance = (token: string, id: number, from: string) =>
  call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token, payload: { from } });
const rate = (token: string, id: number, rating: number) =>
  call(ctx, 'PUT', `/api/recruiter/applications/${id}/rating`, { token, payload: { rating } });

beforeAll(async () => {
  ctx = await createTestApp();
  anna = await signUpRecruiter(ctx, 'anna.workspace@example.com');
  ravi = await signUpRecruiter(ctx, 'ravi.workspace@example.com', 'Ravi Kumar');
});
afterAll(() => ctx.close());

describe('generated columns (migration 0015)', () => {
  it('copy the name, the current job, the dialling code and an unrated 0 from the submitted application', async () => {
    const job = await postJob(ctx, anna.token);
    const { application } = await candidateApplies(job.job_id, {
      first_name: 'Meera',
      last_name: 'Iyer',
      mobiles: [{ code: '+44', number: '7400123456' }],
      experience: [
        {
          job_title: 'Support Engineer',
          company: 'Fabrikam Inc',
          start_date: '01-01-2018',
          end_date: '01-01-2020',
          current: false,
          key_achievements: '',
        },
        {
          job_title: 'Intune Engineer',
          company: 'Contoso Ltd',
          start_date: '01-02-2020',
          end_date: '',
          current: true,
          key_achievements: '',
        },
      ],
    });
    expect(application).toMatchObject({
      candidate_name: 'Meera Iyer',
      headline_title: 'Intune Engineer',
      headline_company: 'Contoso Ltd',
      country_code: '+44',
      rating_sum: 0,
      rating_count: 0,
      rating_avg: '0.0',
    });
  });

  it('take the first experience entry when none is current', async () => {
    const job = await postJob(ctx, anna.token);
    const { application } = await candidateApplies(job.job_id, {
      experience: [
        {
          job_title: 'Azure Architect',
          company: 'Northwind',
          start_date: '01-01-2019',
          end_date: '01-01-2022',
          current: false,
          key_achievements: '',
        },
        {
          job_title: 'Cloud Engineer',
          company: 'Tailspin',
          start_date: '01-01-2016',
          end_date: '01-01-2019',
          current: false,
          key_achievements: '',
        },
      ],
    });
    expect(application).toMatchObject({ headline_title: 'Azure Architect', headline_company: 'Northwind' });
  });
});

describe('job_step_counts', () => {
  it('follow inserts, step moves, withdrawals, a deleted account and deleted rows', async () => {
    const job = await postJob(ctx, anna.token);
    const a = await candidateApplies(job.job_id);
    const b = await candidateApplies(job.job_id);
    const c = await candidateApplies(job.job_id);
    expect(await stepCounts(job.job_id)).toEqual({ applied: 3 });

    expect((await advance(anna.token, a.application.id, 'applied')).statusCode).toBe(200);
    expect(await stepCounts(job.job_id)).toEqual({ applied: 2, under_review: 1 });

    expect((await call(ctx, 'POST', `/api/applications/${b.application.id}/withdraw`, { token: b.token })).statusCode).toBe(200);
    expect(await stepCounts(job.job_id)).toEqual({ applied: 1, under_review: 1, withdrawn: 1 });

    // A rating touches the row without moving it: no count changes.
    expect((await rate(anna.token, c.application.id, 4)).statusCode).toBe(200);
    expect(await stepCounts(job.job_id)).toEqual({ applied: 1, under_review: 1, withdrawn: 1 });

    // An account removed for good takes its applications with it (ON DELETE CASCADE).
    await ctx.database.db.execute(sql`DELETE FROM users WHERE id = ${c.userId}`);
    expect(await stepCounts(job.job_id)).toEqual({ under_review: 1, withdrawn: 1 });

    await ctx.database.db.execute(sql`DELETE FROM applications WHERE job_id = ${job.job_id}`);
    expect(await stepCounts(job.job_id)).toEqual({});
    expect(await countedNow(job.job_id)).toEqual({});
  });

  it('match a count over every job after all the above', async () => {
    const kept = await rows<{ job_id: number; status: string; n: number }>(
      ctx.database,
      sql`SELECT job_id, status, n FROM job_step_counts WHERE n <> 0 ORDER BY job_id, status`,
    );
    const counted = await rows<{ job_id: number; status: string; n: number }>(
      ctx.database,
      sql`SELECT job_id, status, count(*)::int AS n FROM applications GROUP BY job_id, status ORDER BY job_id, status`,
    );
    expect(kept.map((r) => [r.job_id, r.status, Number(r.n)])).toEqual(counted.map((r) => [r.job_id, r.status, Number(r.n)]));
  });
});

describe('rating sums', () => {
  it('follow a rating, a re-rating, a second rater and a deleted rater', async () => {
    const job = await postJob(ctx, anna.token);
    const { userId } = await candidateApplies(job.job_id);
    const id = (await applicationOf(userId, job.job_id)).id;
    expect((await rate(anna.token, id, 4)).statusCode).toBe(200);
    expect(await applicationOf(userId, job.job_id)).toMatchObject({ rating_sum: 4, rating_count: 1, rating_avg: '4.0' });
    expect((await rate(anna.token, id, 2)).statusCode).toBe(200);
    expect(await applicationOf(userId, job.job_id)).toMatchObject({ rating_sum: 2, rating_count: 1, rating_avg: '2.0' });

    const carl = await signUpRecruiter(ctx, 'carl.workspace@example.com', 'Carl Berg');
    expect((await rate(carl.token, id, 5)).statusCode).toBe(200);
    expect(await applicationOf(userId, job.job_id)).toMatchObject({ rating_sum: 7, rating_count: 2, rating_avg: '3.5' });

    await ctx.database.db.execute(sql`DELETE FROM users WHERE email = 'carl.workspace@example.com'`);
    expect(await applicationOf(userId, job.job_id)).toMatchObject({ rating_sum: 2, rating_count: 1, rating_avg: '2.0' });
  });
});

describe('times on the app clock', () => {
  it('step_changed_at and last_activity_at follow submission, moves, notes, ratings and interviews', async () => {
    const job = await postJob(ctx, anna.token);
    const submittedAt = ctx.clock.now().toISOString();
    const { userId, application } = await candidateApplies(job.job_id);
    expect([iso(application.step_changed_at), iso(application.last_activity_at)]).toEqual([submittedAt, submittedAt]);
    const now = async () => {
      const row = await applicationOf(userId, job.job_id);
      return { step: iso(row.step_changed_at), activity: iso(row.last_activity_at) };
    };

    ctx.clock.advance(HOUR);
    const movedAt = ctx.clock.now().toISOString();
    expect((await advance(anna.token, application.id, 'applied')).statusCode).toBe(200);
    expect(await now()).toEqual({ step: movedAt, activity: movedAt });

    ctx.clock.advance(HOUR);
    const notedAt = ctx.clock.now().toISOString();
    const note = await call(ctx, 'POST', `/api/recruiter/applications/${application.id}/notes`, {
      token: ravi.token,
      payload: { text: 'Call on Friday.' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await now()).toEqual({ step: movedAt, activity: notedAt });

    ctx.clock.advance(HOUR);
    const ratedAt = ctx.clock.now().toISOString();
    expect((await rate(ravi.token, application.id, 3)).statusCode).toBe(200);
    expect(await now()).toEqual({ step: movedAt, activity: ratedAt });

    ctx.clock.advance(HOUR);
    const scheduledAt = ctx.clock.now();
    const repos = createApplicationRepositories(ctx.database.db);
    await repos.applications.saveInterview(
      {
        applicationId: application.id,
        uid: randomUUID(),
        startsAt: new Date(scheduledAt.getTime() + 48 * HOUR),
        durationMinutes: 30,
        meetingUrl: 'https://meet.example.com/abc',
        timeZone: 'UTC',
        organizerId: await userIdOf('anna.workspace@example.com'),
      },
      scheduledAt,
    );
    expect(await now()).toEqual({ step: movedAt, activity: scheduledAt.toISOString() });
  });

  it('a job remembers the recruiter who created it', async () => {
    const job = await postJob(ctx, ravi.token);
    const [row] = await rows<{ created_by: number | null }>(ctx.database, sql`SELECT created_by FROM jobs WHERE id = ${job.job_id}`);
    expect(row?.created_by).toBe(await userIdOf('ravi.workspace@example.com'));
  });
});

/** The migration files up to and including `last` (drizzle's journal order), each split into its statements. */
function migrationsUpTo(last: string): { tag: string; when: number; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === last);
  return journal.entries.slice(0, end + 1).map(({ tag, when }) => ({
    tag,
    when,
    statements: readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  }));
}

describe('backfill of a database filled before 0015', () => {
  it('sets the times, rating sums, step counts and job creators of the rows already there', async () => {
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      const { db } = database;
      // Migrations 0000–0014 applied and recorded as drizzle's migrator does, so migrate() then runs 0015 alone.
      await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
      await db.execute(
        sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      for (const migration of migrationsUpTo('0014_login_failures')) {
        for (const statement of migration.statements) await db.execute(sql.raw(statement));
        await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.tag}, ${migration.when})`);
      }
      const t = (hours: number) => new Date(Date.parse('2026-01-05T09:00:00Z') + hours * HOUR).toISOString();
      const details = (first: string) =>
        JSON.stringify({ first_name: first, last_name: 'Old', mobiles: [{ code: '+91', number: '9876543210' }], experience: [] });
      await db.execute(
        sql.raw(`
        INSERT INTO users (id, email, password_hash, first_name, last_name, role) OVERRIDING SYSTEM VALUE VALUES
          (1, 'rec@example.com', 'x', 'Rita', 'Rec', 'recruiter'), (2, 'c1@example.com', 'x', 'Asha', 'Old', 'candidate'),
          (3, 'c2@example.com', 'x', 'Bela', 'Old', 'candidate'), (4, 'rec2@example.com', 'x', 'Omar', 'Rec', 'recruiter')`),
      );
      await db.execute(
        sql.raw(`
        INSERT INTO jobs (id, title, job_type, department, description, category, location) OVERRIDING SYSTEM VALUE VALUES
          (1001, 'Old job', 'full_time', 'IT', '<p>x</p>', 'technology', 'Pune'), (1002, 'Unwatched job', 'full_time', 'IT', '<p>x</p>', 'technology', 'Pune')`),
      );
      await db.execute(sql.raw(`INSERT INTO job_watchers (job_id, user_id, created_at) VALUES (1001, 4, '${t(1)}'), (1001, 1, '${t(0)}')`));
      await db.execute(
        sql.raw(`
        INSERT INTO applications (id, user_id, job_id, status, mode, details, created_at, updated_at) OVERRIDING SYSTEM VALUE VALUES
          (1, 2, 1001, 'under_review', 'linkedin', '${details('Asha')}', '${t(2)}', '${t(3)}'),
          (2, 3, 1001, 'applied', 'linkedin', '${details('Bela')}', '${t(4)}', '${t(4)}')`),
      );
      await db.execute(
        sql.raw(`
        INSERT INTO application_events (application_id, status, actor_id, created_at) VALUES
          (1, 'applied', NULL, '${t(2)}'), (1, 'under_review', 1, '${t(3)}')`),
      );
      await db.execute(
        sql.raw(`INSERT INTO application_notes (application_id, author_id, text, created_at) VALUES (1, 1, 'n', '${t(7)}')`),
      );
      await db.execute(
        sql.raw(`
        INSERT INTO application_ratings (application_id, recruiter_id, rating, updated_at) VALUES (1, 1, 5, '${t(5)}'), (1, 4, 2, '${t(6)}'),
          (2, 1, 3, '${t(9)}')`),
      );

      await database.migrate();

      const apps = (
        await db.execute<{ id: number; step: string; activity: string; rating_sum: number; rating_count: number; rating_avg: string }>(
          sql`SELECT id, to_json(step_changed_at) #>> '{}' AS step, to_json(last_activity_at) #>> '{}' AS activity,
                rating_sum, rating_count, rating_avg::text AS rating_avg, candidate_name FROM applications ORDER BY id`,
        )
      ).rows;
      expect(apps.map((a) => ({ ...a, step: iso(a.step), activity: iso(a.activity) }))).toEqual([
        { id: 1, step: t(3), activity: t(7), rating_sum: 7, rating_count: 2, rating_avg: '3.5', candidate_name: 'Asha Old' },
        // No event: the step started when it was submitted.
        { id: 2, step: t(4), activity: t(9), rating_sum: 3, rating_count: 1, rating_avg: '3.0', candidate_name: 'Bela Old' },
      ]);
      const counts = (
        await db.execute<{ job_id: number; status: string; n: number }>(sql`SELECT job_id, status, n FROM job_step_counts ORDER BY status`)
      ).rows;
      expect(counts.map((r) => [r.job_id, r.status, Number(r.n)])).toEqual([
        [1001, 'applied', 1],
        [1001, 'under_review', 1],
      ]);
      const creators = (await db.execute<{ id: number; created_by: number | null }>(sql`SELECT id, created_by FROM jobs ORDER BY id`)).rows;
      expect(creators).toEqual([
        { id: 1001, created_by: 1 },
        { id: 1002, created_by: null },
      ]);
    } finally {
      await database.close();
      await scratch?.drop();
    }
  });
});
