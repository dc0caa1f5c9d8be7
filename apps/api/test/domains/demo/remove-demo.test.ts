import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { markDemoRemoved, removeDemo, seedDemo } from '../../../src/domains/demo/index.js';
import { createRecruiter } from '../../../src/domains/accounts/recruiters.js';
import { openAppDatabase } from '../../../src/http/open-app-database.js';
import { loadConfig } from '../../../src/platform/config/config.js';
import { createStorage } from '../../../src/platform/storage/storage.js';
import { systemClock } from '../../../src/platform/lib/clock.js';
import { DEMO_APPLICATIONS, DEMO_JOB_TITLES } from '../../../src/domains/demo/demo-people.js';
import { createTestApp, runJobs, type TestContext } from '../../helpers/test-app.js';
import { applicationFields, postJob, signUpRecruiter, submitApplication, uploadedCv } from '../../helpers/applications.js';
import { signUp } from '../../helpers/accounts.js';
import { call } from '../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => ctx?.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute<T>(query)).rows;
const storedFiles = () =>
  ['resumes', 'applications'].flatMap((folder) => {
    try {
      return readdirSync(path.join(ctx.config.dataDir, 'uploads', folder)).map((f) => `${folder}/${f}`);
    } catch {
      return [];
    }
  });
/** job_step_counts as migration 0015 keeps it, and the same counts from the applications themselves. */
const stepCounts = async () => ({
  kept: await rows(sql`SELECT job_id, status, n FROM job_step_counts WHERE n <> 0 ORDER BY job_id, status`),
  actual: await rows(sql`SELECT job_id, status, count(*)::int AS n FROM applications GROUP BY job_id, status ORDER BY job_id, status`),
});

describe('npm run db:remove-demo (REC-21, docs/decisions/035)', () => {
  it('removes the demo people, their files and the demo openings nobody real applied to; real data, the access log and the step counts stay exact', async () => {
    await seedDemo({ db: ctx.database.db, storage: ctx.app.storage, clock: ctx.clock });
    await runJobs(ctx.app, 'talent-text');

    // Real work beside the demo: a recruiter's own opening, a real candidate applying to it and to the
    // demo networking opening (with a CV), the recruiter reading a demo CV (recorded, REC-9).
    const recruiter = await signUpRecruiter(ctx);
    const ownJob = await postJob(ctx, recruiter.token);
    const [networking] = await rows<{ id: number }>(sql`SELECT id FROM jobs WHERE title = ${DEMO_JOB_TITLES.networking}`);
    const candidate = await signUp(ctx);
    const cv = await uploadedCv(ctx, candidate.token);
    expect((await submitApplication(ctx, candidate.token, networking!.id, { mode: 'standard', cv_files: [cv] })).statusCode).toBe(201);
    expect((await submitApplication(ctx, candidate.token, ownJob.job_id)).statusCode).toBe(201);
    // Their unsent application to the demo ISO opening is their work too: that opening stays.
    const [iso] = await rows<{ id: number }>(sql`SELECT id FROM jobs WHERE title = ${DEMO_JOB_TITLES.iso}`);
    const draft = await call(ctx, 'PUT', `/api/application-drafts/${iso!.id}`, { token: candidate.token, payload: applicationFields() });
    expect(draft.statusCode, draft.body).toBe(200);
    const [demoCv] = await rows<{ id: string }>(
      sql`SELECT f.id FROM application_files f JOIN users u ON u.id = f.user_id WHERE u.email = 'priya.raghunathan@demo.invalid'`,
    );
    expect((await call(ctx, 'GET', `/api/recruiter/application-files/${demoCv!.id}`, { token: recruiter.token })).statusCode).toBe(200);
    // A demo team member's note on the real application (as if written before the removal).
    const [real] = await rows<{ id: number }>(
      sql`SELECT a.id FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = ${candidate.email} AND a.job_id = ${networking!.id}`,
    );
    await ctx.database.db.execute(
      sql`INSERT INTO application_notes (application_id, author_id, text, created_at) SELECT ${real!.id}, id, 'Strong profile, call back', now() FROM users WHERE email = 'meera.krishnan@demo.invalid'`,
    );
    // The real CV's text is read (docs/decisions/024), so the removal is seen to leave it.
    await runJobs(ctx.app, 'talent-text');
    const audit = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_audit`);
    expect(audit[0]?.n).toBeGreaterThan(0);
    const realFile = (await rows<{ key: string }>(sql`SELECT storage_key AS key FROM application_files WHERE id = ${cv.id}`))[0]!.key;
    expect(storedFiles()).toHaveLength(24 + DEMO_APPLICATIONS.length + 1);

    const demoUsers = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE demo`))[0]?.n;
    expect(await demoUsers()).toBe(26);
    const removed = await removeDemo({ db: ctx.database.db, storage: ctx.app.storage });
    expect(await demoUsers()).toBe(0);
    expect(removed).toEqual({
      candidates: 24,
      team: 2,
      files: 24 + DEMO_APPLICATIONS.length,
      filesLeft: 0,
      jobsRemoved: 10,
      jobsKept: expect.any(Array),
    });
    expect([...removed.jobsKept].sort()).toEqual([DEMO_JOB_TITLES.networking, DEMO_JOB_TITLES.iso].sort());

    expect(await rows(sql`SELECT id FROM users WHERE demo`)).toEqual([]);
    expect(storedFiles()).toEqual([realFile]);
    expect((await rows<{ title: string }>(sql`SELECT title FROM jobs`)).map((j) => j.title).sort()).toEqual(
      [DEMO_JOB_TITLES.networking, DEMO_JOB_TITLES.iso, 'Azure Landing Zone Architect'].sort(),
    );
    // The real applications, their file and texts are untouched; the demo member's note stays, unsigned.
    expect(await rows(sql`SELECT count(*)::int AS n FROM applications`)).toEqual([{ n: 2 }]);
    expect(await rows(sql`SELECT author_id, text FROM application_notes`)).toEqual([
      { author_id: null, text: 'Strong profile, call back' },
    ]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM file_texts`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM talent_documents`)).toEqual([{ n: 1 }]);
    // The access log outlives the accounts it names (docs/decisions/017).
    expect(await rows(sql`SELECT count(*)::int AS n FROM access_audit`)).toEqual(audit);
    const counts = await stepCounts();
    expect(counts.kept).toEqual(counts.actual);
    expect(counts.kept).toEqual([
      { job_id: networking!.id, status: 'applied', n: 1 },
      { job_id: ownJob.job_id, status: 'applied', n: 1 },
    ]);
    // What the recruiter sees of the kept opening: the real applicant alone.
    const applicants = await call(ctx, 'GET', `/api/recruiter/jobs/${networking!.id}/applications`, { token: recruiter.token });
    expect(applicants.statusCode).toBe(200);
    expect(JSON.stringify(applicants.json())).not.toContain('demo.invalid');
  });

  it('a second run removes nothing, and an install in use is never seeded again', async () => {
    expect(await removeDemo({ db: ctx.database.db, storage: ctx.app.storage })).toEqual({
      candidates: 0,
      team: 0,
      files: 0,
      filesLeft: 0,
      jobsRemoved: 0,
      jobsKept: expect.any(Array),
    });
    // An install in use is never seeded again, even after its demo data went.
    expect((await seedDemo({ db: ctx.database.db, storage: ctx.app.storage, clock: ctx.clock })).candidates).toBe(0);
  });
});

describe('--keep-jobs', () => {
  it('keeps the demo openings and removes the people', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemo({ db: fresh.database.db, storage: fresh.app.storage, clock: fresh.clock });
      const removed = await removeDemo({ db: fresh.database.db, storage: fresh.app.storage }, { keepJobs: true });
      expect(removed).toMatchObject({ candidates: 24, team: 2, jobsRemoved: 0 });
      expect(removed.jobsKept).toHaveLength(12);
      const left = await fresh.database.db.execute<{ users: number; jobs: number; counted: number }>(
        sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM jobs) AS jobs, (SELECT coalesce(sum(n), 0)::int FROM job_step_counts) AS counted`,
      );
      expect(left.rows[0]).toEqual({ users: 0, jobs: 12, counted: 0 });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe('the start-up seed (SEED_DEMO=auto, embedded database)', () => {
  it('seeds a new database even when recruiter:create ran first, and never again after db:remove-demo', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-demo-start-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_ENGINE: 'pglite', SEED_DEMO: 'auto', LOG_LEVEL: 'silent' });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const counts = async (database: Awaited<ReturnType<typeof openAppDatabase>>) =>
      (
        await database.db.execute<{ demo: number; jobs: number }>(
          sql`SELECT (SELECT count(*)::int FROM users WHERE demo) AS demo, (SELECT count(*)::int FROM jobs) AS jobs`,
        )
      ).rows[0];
    try {
      // The operator's first admin, made before the first start (as the e2e set-up does).
      let database = await openAppDatabase({ ...config, seedDemo: 'never' }, log);
      await createRecruiter(
        { db: database.db, clock: systemClock, siteUrl: config.siteUrl },
        { email: 'lena.berg@example.in', name: 'Lena Berg', admin: true },
      );
      await database.close();

      database = await openAppDatabase(config, log);
      expect(await counts(database)).toEqual({ demo: 26, jobs: 12 });
      await database.close();
      // A second start adds nothing.
      database = await openAppDatabase(config, log);
      expect(await counts(database)).toEqual({ demo: 26, jobs: 12 });

      // The command's work, then its marker: the database is left without jobs or candidates...
      const storage = createStorage(config.storage);
      expect((await removeDemo({ db: database.db, storage })).jobsRemoved).toBe(12);
      await markDemoRemoved(config.dataDir, systemClock.now());
      await storage.close();
      await database.close();
      // ...and still the next start does not bring the demo back.
      database = await openAppDatabase(config, log);
      expect(await counts(database)).toEqual({ demo: 0, jobs: 0 });
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
