import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CURSOR_MESSAGES, boardColumnSchema, boardResponseSchema, type BoardCard } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { insertCandidate } from '../../../helpers/candidates.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

const DAY = 86_400_000;
let ctx: TestContext;
let recruiter: { email: string; password: string; token: string };
let jobId: number;
/** Priya's application (API): Interview, on 16 June 12:00 UTC, rated 4 and 5. */
let priyaId: number;
/** The 40 applications written straight to the database, one a day apart, all at Applied: oldest first. */
const bulk: number[] = [];

const board = (query: string) => call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/board?${query}`, { token: recruiter.token });
const column = (status: string, query: string) =>
  call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/board/${status}?${query}`, { token: recruiter.token });
const views = async () =>
  (
    await ctx.database.db.execute<{ file_ref: string }>(
      sql`SELECT file_ref FROM access_audit WHERE kind = 'applicants_view' AND job_id = ${jobId} ORDER BY id`,
    )
  ).rows.map((r) => r.file_ref);

beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await signUpRecruiter(ctx);
  jobId = (await postJob(ctx, recruiter.token)).job_id;
  const db = ctx.database.db;

  // Priya applies through the API; the recruiter moves her to Under review, then to Interview.
  const priya = await signUp(ctx);
  const applied = await submitApplication(ctx, priya.token, jobId, { first_name: 'Priya', last_name: 'Sharma' });
  priyaId = applied.json().application.application_id;
  const advance = (from: string, payload: object = {}) =>
    call(ctx, 'POST', `/api/recruiter/applications/${priyaId}/advance`, { token: recruiter.token, payload: { from, ...payload } });
  expect((await advance('applied')).statusCode).toBe(200);
  const interview = {
    date: '2026-06-16',
    time: '14:00',
    time_zone: 'Europe/Berlin',
    duration_minutes: 45,
    meeting_url: 'https://meet.example.com/x',
  };
  expect((await advance('under_review', { interview })).statusCode).toBe(200);
  // 40 applicants who applied one a day from 40 days before the test clock's start.
  const start = ctx.clock.now().getTime();
  for (let i = 0; i < 40; i += 1) {
    const userId = await insertCandidate(db, `bulk${i}@example.com`, `Bulk${String(i).padStart(2, '0')}`, 'Asha');
    const at = new Date(start - (40 - i) * DAY).toISOString();
    // Priya's submitted details (current title Azure Engineer) under another name and address.
    const details = JSON.stringify({ first_name: 'Asha', last_name: `Bulk${String(i).padStart(2, '0')}`, email: `bulk${i}@example.com` });
    const row = await db.execute<{ id: number }>(sql`
      INSERT INTO applications (user_id, job_id, status, mode, details, created_at, updated_at, step_changed_at, last_activity_at)
      SELECT ${userId}, ${jobId}, 'applied', 'linkedin', details || ${details}::jsonb, ${at}, ${at}, ${at}, ${at} FROM applications WHERE id = ${priyaId}
      RETURNING id`);
    bulk.push(row.rows[0]!.id);
  }

  for (const rating of [4, 5]) {
    const rater = rating === 4 ? recruiter : await signUpRecruiter(ctx);
    const rated = await call(ctx, 'PUT', `/api/recruiter/applications/${priyaId}/rating`, { token: rater.token, payload: { rating } });
    expect(rated.statusCode).toBe(200);
  }
  // Three days later (a new session: the first has expired): the bulk applications have waited 43 to 4 days, Priya 3 days at Interview.
  ctx.clock.advance(3 * DAY);
  const login = await call(ctx, 'POST', '/api/login', { payload: { username: recruiter.email, password: recruiter.password } });
  recruiter = { ...recruiter, token: login.json().access_token };
});
afterAll(() => ctx.close());

describe('the pipeline board (REC-23, docs/decisions/034)', () => {
  it('holds every step’s count, equal to job_step_counts, and each column’s first cards, longest at the step first', async () => {
    const res = await board(`view=${randomUUID()}&perColumn=5`);
    expect(res.statusCode, res.body).toBe(200);
    const body = boardResponseSchema.parse(res.json());
    const stored = (
      await ctx.database.db.execute<{ status: string; n: number }>(
        sql`SELECT status, n::int AS n FROM job_step_counts WHERE job_id = ${jobId}`,
      )
    ).rows;
    expect(body.counts).toEqual({ applied: 40, under_review: 0, interview: 1, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 });
    for (const status of APPLICATION_STATUSES) expect(body.counts[status]).toBe(stored.find((r) => r.status === status)?.n ?? 0);
    expect(Object.keys(body.columns).sort()).toEqual([...APPLICATION_STATUSES].sort());

    expect(body.job).toMatchObject({ id: jobId, status: 'open' });
    const applied = body.columns.applied;
    expect(applied.cards.map((c) => c.applicationId)).toEqual(bulk.slice(0, 5));
    expect(applied.nextCursor).toEqual(expect.any(String));
    expect(applied.cards[0]).toEqual({
      applicationId: bulk[0]!,
      name: 'Asha Bulk00',
      title: 'Azure Engineer',
      ratingAvg: 0,
      ratingCount: 0,
      daysInStep: 43,
      interviewAt: null,
      demo: false,
    } satisfies BoardCard);
    expect(body.columns.interview).toEqual({
      cards: [
        {
          applicationId: priyaId,
          name: 'Priya Sharma',
          title: 'Azure Engineer',
          ratingAvg: 4.5,
          ratingCount: 2,
          daysInStep: 3,
          interviewAt: '2026-06-16T12:00:00.000Z',
          demo: false,
        },
      ],
      nextCursor: null,
    });
    expect(body.columns.hired).toEqual({ cards: [], nextCursor: null });
  });

  it('pages a column by keyset to its end, each card once, and keeps its place when cards before it move on', async () => {
    const view = randomUUID();
    const first = boardResponseSchema.parse((await board(`view=${view}&perColumn=10`)).json()).columns.applied;
    const seen = first.cards.map((c) => c.applicationId);
    let cursor = first.nextCursor;
    // A card already shown moves on while the recruiter scrolls: the next page neither repeats nor skips one.
    const moved = await call(ctx, 'POST', `/api/recruiter/applications/${bulk[0]}/advance`, {
      token: recruiter.token,
      payload: { from: 'applied' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    let pages = 1;
    while (cursor) {
      const res = await column('applied', `view=${view}&limit=12&cursor=${cursor}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = boardColumnSchema.parse(res.json());
      expect(page.cards.length).toBeLessThanOrEqual(12);
      seen.push(...page.cards.map((c) => c.applicationId));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(bulk);
    // The column's first page without a cursor, and the moved card in its new column, newest at the step last.
    const top = boardColumnSchema.parse((await column('applied', `view=${view}&limit=3`)).json());
    expect(top.cards.map((c) => c.applicationId)).toEqual(bulk.slice(1, 4));
    const review = boardColumnSchema.parse((await column('under_review', `view=${view}`)).json());
    expect(review).toEqual({ cards: [expect.objectContaining({ applicationId: bulk[0], daysInStep: 0 })], nextCursor: null });
  });

  it('refuses sizes beyond its limits, a cursor of another column and an unknown step or job', async () => {
    const view = randomUUID();
    expect((await board(`view=${view}&perColumn=51`)).statusCode).toBe(400);
    expect((await board(`view=${view}&perColumn=0`)).statusCode).toBe(400);
    expect((await board('perColumn=5')).statusCode).toBe(400);
    expect((await board('view=not-a-uuid')).statusCode).toBe(400);
    expect((await column('applied', `view=${view}&limit=101`)).statusCode).toBe(400);
    expect((await column('archived', `view=${view}`)).statusCode).toBe(400);
    const max = boardResponseSchema.parse((await board(`view=${view}&perColumn=50`)).json());
    expect(max.columns.applied.cards).toHaveLength(39);
    expect(max.columns.applied.nextCursor).toBeNull();
    const some = boardResponseSchema.parse((await board(`view=${view}&perColumn=2`)).json());
    const refused = await column('interview', `view=${view}&cursor=${some.columns.applied.nextCursor}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CURSOR_MESSAGES.invalid);
    const other = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/999999/board?view=${view}`, { token: recruiter.token });
    expect(other.statusCode).toBe(404);
  });

  it('records one list view per view id, however many columns and pages it reads (REC-9)', async () => {
    const before = await views();
    const view = randomUUID();
    const first = boardResponseSchema.parse((await board(`view=${view}&perColumn=3`)).json());
    await column('applied', `view=${view}&cursor=${first.columns.applied.nextCursor}`);
    await column('interview', `view=${view}`);
    await board(`view=${view}&perColumn=3`);
    expect(await views()).toEqual([...before, view]);
    const another = randomUUID();
    await board(`view=${another}`);
    expect(await views()).toEqual([...before, view, another]);
    // A job that does not exist records nothing.
    await call(ctx, 'GET', `/api/recruiter/workspace/jobs/999999/board?view=${randomUUID()}`, { token: recruiter.token });
    expect(await views()).toEqual([...before, view, another]);
  });
});
