import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as A, myAccessesResponseSchema } from '@careers/shared';
import { DomainError } from '../../../src/platform/lib/domain-error.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpAdmin, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

let ctx: TestContext;
let annaId: number;
let jobId: number;
let jobTitle: string;

const views = async () =>
  (
    await ctx.database.db.execute<{ actor_id: number; job_id: number; file_ref: string; at: string }>(
      sql`SELECT actor_id, job_id, file_ref, to_json(at) #>> '{}' AS at FROM access_audit WHERE kind = 'applicants_view' ORDER BY id`,
    )
  ).rows;

beforeAll(async () => {
  ctx = await createTestApp();
  const anna = await signUpRecruiter(ctx, 'anna.views@example.com');
  annaId = (await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'anna.views@example.com'`)).rows[0]!.id;
  const job = await postJob(ctx, anna.token);
  jobId = job.job_id;
  jobTitle = (await ctx.database.db.execute<{ title: string }>(sql`SELECT title FROM jobs WHERE id = ${jobId}`)).rows[0]!.title;
});
afterAll(() => ctx.close());

describe('recordView: one access row per list view of a job (REC-9, docs/decisions/032)', () => {
  it('writes one row per view id however many pages the view fetches, two for two views', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await ctx.app.listViews.recordView(annaId, jobId, first);
    await ctx.app.listViews.recordView(annaId, jobId, first);
    ctx.clock.advance(60_000);
    await ctx.app.listViews.recordView(annaId, jobId, first);
    expect(await views()).toEqual([{ actor_id: annaId, job_id: jobId, file_ref: first, at: expect.any(String) }]);
    expect(new Date((await views())[0]!.at).toISOString()).toBe(new Date(ctx.clock.now().getTime() - 60_000).toISOString());

    await ctx.app.listViews.recordView(annaId, jobId, second);
    expect((await views()).map((v) => v.file_ref)).toEqual([first, second]);
  });

  it('reads as "Viewed the applicants of …" to the admins and, for those who had applied, to the candidate', async () => {
    const admin = await signUpAdmin(ctx);
    const priya = await signUp(ctx);
    // The views above were before she applied: they are not accesses to her data.
    ctx.clock.advance(60_000);
    expect((await submitApplication(ctx, priya.token, jobId)).statusCode).toBe(201);
    ctx.clock.advance(60_000);
    await ctx.app.listViews.recordView(annaId, jobId, randomUUID());

    const log = (await call(ctx, 'GET', '/api/recruiter/audit', { token: admin.token })).json();
    expect(log.entries[0]).toMatchObject({ kind: 'applicants_view', candidate: null, job: { id: jobId, title: jobTitle }, fileId: null });
    expect(A.kinds.applicants_view).toBe('Viewed the applicants');

    const mine = myAccessesResponseSchema.parse((await call(ctx, 'GET', '/api/me/accesses', { token: priya.token })).json());
    expect(mine.accesses).toEqual([
      { at: ctx.clock.now().toISOString(), kind: 'applicants_view', recruiter: 'Anna Schmidt', job: jobTitle },
    ]);
  });

  it('throws unavailable when the row cannot be written, so the list is not served', async () => {
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION access_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the access log refuses writes (test)'; END $$`),
    );
    await ctx.database.db.execute(
      sql.raw('CREATE TRIGGER access_audit_refuse BEFORE INSERT ON access_audit FOR EACH ROW EXECUTE FUNCTION access_audit_refuse()'),
    );
    try {
      const refused = ctx.app.listViews.recordView(annaId, jobId, randomUUID());
      await expect(refused).rejects.toBeInstanceOf(DomainError);
      await expect(refused).rejects.toMatchObject({ code: 'unavailable', message: A.unavailable });
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER access_audit_refuse ON access_audit'));
    }
  });
});
