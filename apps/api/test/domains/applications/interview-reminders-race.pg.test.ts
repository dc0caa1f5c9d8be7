import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/client.js';
import { loadConfig } from '../../../src/platform/config/config.js';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox } from '../../helpers/outbox.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { createScratchDatabase, startPostgresServer, type PostgresServer, type ScratchDatabase } from '../../helpers/test-database.js';

/**
 * REC-32 (docs/decisions/051) on PostgreSQL, where transactions really run side by side: two app
 * instances (each its own connection pool and worker id, as two server processes behind a load balancer,
 * OPS-1) on one database send the reminders at the same moment, over and over, scheduled runs and direct
 * calls at once; each reminder is queued once.
 */
const HOUR = 3_600_000;
let server: PostgresServer;
let scratch: ScratchDatabase;
const apps: TestContext[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  server = await startPostgresServer();
  scratch = await createScratchDatabase(server.url);
  for (const name of ['A', 'B']) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `careers-reminders-${name}-`));
    dataDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SITE_URL: 'http://careers.test',
      SCHEDULE_POLL_MS: '3600000',
      // The mail is delivered by the test, from each app's own outbox table rows (one table: either app may).
      BACKGROUND_WORKERS_OFF: 'mail',
    });
    const database = await openDatabase({ databaseUrl: scratch.url });
    if (name === 'A') await database.migrate();
    apps.push(await startTestApp(config, database));
  }
}, 180_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await scratch?.drop();
  await server?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('two instances racing at every moment queue each reminder once', async () => {
  const [a, b] = apps as [TestContext, TestContext];
  const { token: recruiter, email: recruiterEmail } = await signUpRecruiter(a, undefined, 'Anna Schmidt');
  const jobId = (await postJob(a, recruiter, { job_title: 'Azure Platform Engineer' })).job_id;
  const day = new Date(a.clock.now().getTime() + 3 * 24 * HOUR).toISOString().slice(0, 10);
  const candidates: string[] = [];
  for (const time of ['09:00', '09:00', '10:30', '14:00', '16:45']) {
    const candidate = await signUp(a);
    candidates.push(candidate.email);
    const id = (await submitApplication(a, candidate.token, jobId)).json().application.application_id as number;
    for (const payload of [
      { from: 'applied' },
      {
        from: 'under_review',
        interview: { date: day, time, time_zone: 'Europe/Zurich', duration_minutes: 30, meeting_url: 'https://meet.example.com/r' },
      },
    ])
      expect((await call(a, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter, payload })).statusCode).toBe(200);
  }
  const { rows: starts } = await a.database.db.execute<{ starts_at: string | Date }>(
    sql`SELECT DISTINCT starts_at FROM application_interviews ORDER BY starts_at`,
  );
  const moments = starts.flatMap((r) => [24, 1].map((h) => new Date(r.starts_at).getTime() - h * HOUR)).sort((x, y) => x - y);
  let sent = 0;
  for (const moment of moments) {
    for (const app of apps) app.clock.advance(moment - app.clock.now().getTime());
    const rounds = await Promise.all([
      a.app.interviewReminders.sendDue(),
      b.app.interviewReminders.sendDue(),
      a.app.interviewReminders.sendDue(),
      b.app.interviewReminders.sendDue(),
    ]);
    await Promise.all([a.app.backgroundJobs.scheduler.runOnce(), b.app.backgroundJobs.scheduler.runOnce()]);
    sent += rounds.reduce((x, y) => x + y, 0);
  }
  // Five interviews, two reminders each: ten sent in all, whichever instance sent them.
  expect(sent).toBe(10);
  const { rows } = await a.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'interview-reminder'`,
  );
  // To each candidate and to the organiser: 10 × 2 e-mails.
  expect(rows[0]?.n).toBe(20);
  await deliverMail(a.app);
  const mails = [...readOutbox(dataDirs[0]!), ...readOutbox(dataDirs[1]!)].filter((m) => m.subject.startsWith('Reminder:'));
  for (const email of candidates)
    expect(
      mails.filter((m) => m.to.includes(email)),
      email,
    ).toHaveLength(2);
  expect(mails.filter((m) => m.to.includes(recruiterEmail))).toHaveLength(10);
});
