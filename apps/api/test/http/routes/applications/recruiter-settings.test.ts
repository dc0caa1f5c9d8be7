import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECRUITER_SETTINGS_MESSAGES as S,
  WATCH_DIGEST_MAIL as D,
  recruiterApplicantPath,
  recruiterSettingsResponseSchema,
} from '@careers/shared';
import { buildApp } from '../../../../src/http/app.js';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

const DAY_MS = 86_400_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
const digestsTo = (email: string) => mailsTo(email).filter((m) => m.subject.includes('to the jobs you watch'));
const eachMailsTo = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith('New application for'));
const setMode = async (token: string, applicationMails: string) =>
  call(ctx, 'PUT', '/api/recruiter/settings', { token, payload: { applicationMails } });
/** Move the app clock to the next 07:00 UTC (the digest's time) plus `plusMs`. */
const toNextDigest = (plusMs = 60_000) => {
  const now = ctx.clock.now().getTime();
  const next = Math.floor((now - 7 * 3_600_000) / DAY_MS) * DAY_MS + 7 * 3_600_000 + DAY_MS;
  ctx.clock.advance(next - now + plusMs);
};
/** The app's scheduled jobs' worker, one round now (it also runs by itself every SCHEDULE_POLL_MS). */
const runSchedules = () => ctx.app.backgroundJobs.scheduler.runOnce();

describe('recruiter settings (REC-13)', () => {
  it('starts at an e-mail for each application, and saves the choice', async () => {
    const recruiter = await signUpRecruiter(ctx);
    const read = await call(ctx, 'GET', '/api/recruiter/settings', { token: recruiter.token });
    expect(read.statusCode).toBe(200);
    expect(recruiterSettingsResponseSchema.parse(read.json())).toEqual({
      settings: { applicationMails: 'each', timeZone: null, weeklySummary: false },
    });

    const saved = await setMode(recruiter.token, 'daily');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: S.saved, settings: { applicationMails: 'daily', timeZone: null, weeklySummary: false } });
    expect((await call(ctx, 'GET', '/api/recruiter/settings', { token: recruiter.token })).json()).toEqual({
      settings: { applicationMails: 'daily', timeZone: null, weeklySummary: false },
    });
  });

  it('refuses anything but each or daily with a message a person understands', async () => {
    const recruiter = await signUpRecruiter(ctx);
    for (const payload of [{ applicationMails: 'weekly' }, {}, { applicationMails: 'daily', extra: 1 }]) {
      const res = await call(ctx, 'PUT', '/api/recruiter/settings', { token: recruiter.token, payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(
      (await call(ctx, 'PUT', '/api/recruiter/settings', { token: recruiter.token, payload: { applicationMails: 'weekly' } })).json()
        .message,
    ).toContain(S.modeInvalid);
    expect((await call(ctx, 'GET', '/api/recruiter/settings', { token: recruiter.token })).json().settings.applicationMails).toBe('each');
  });
});

describe('the watchers’ daily digest (REC-13, docs/decisions/015)', () => {
  it('sends a digest-choosing watcher one e-mail of the new applications after 07:00 UTC, each linking to the applicant; nothing more that day, nothing when there are none', async () => {
    const digestWatcher = await signUpRecruiter(ctx);
    const eachWatcher = await signUpRecruiter(ctx);
    const job = await postJob(ctx, digestWatcher.token, { job_title: 'Intune Engineer' });
    const other = await postJob(ctx, digestWatcher.token, { job_title: 'Azure Architect' });
    await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}/watch`, { token: eachWatcher.token });
    expect((await setMode(digestWatcher.token, 'daily')).statusCode).toBe(200);
    ctx.clock.advance(60_000);

    const first = await submitApplication(
      ctx,
      (await signUp(ctx)).token,
      job.job_id,
      applicationFields({ first_name: 'Priya', last_name: 'Raman' }),
    );
    const second = await submitApplication(
      ctx,
      (await signUp(ctx)).token,
      other.job_id,
      applicationFields({ first_name: 'Arjun', last_name: 'Mehta' }),
    );
    const ids = [first.json().application.application_id as number, second.json().application.application_id as number];
    await deliverMail(ctx.app);
    // The watcher on 'each' is told at once; the one on the digest is not.
    expect(eachMailsTo(eachWatcher.email)).toHaveLength(1);
    expect(mailsTo(digestWatcher.email)).toHaveLength(0);

    // Before 07:00 nothing goes out.
    await runSchedules();
    await deliverMail(ctx.app);
    expect(digestsTo(digestWatcher.email)).toHaveLength(0);

    toNextDigest();
    await runSchedules();
    await deliverMail(ctx.app);
    const [digest, ...more] = digestsTo(digestWatcher.email);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe(D.subject(2));
    expect(digest!.text).toContain(D.line('Priya Raman', 'Intune Engineer'));
    expect(digest!.text).toContain(D.line('Arjun Mehta', 'Azure Architect'));
    expect(digest!.text).toContain(`${ctx.config.siteUrl}${recruiterApplicantPath(job.job_id, ids[0]!)}`);
    expect(digest!.text).toContain(`${ctx.config.siteUrl}${recruiterApplicantPath(other.job_id, ids[1]!)}`);
    expect(digest!.html).toContain(`href="${ctx.config.siteUrl}${recruiterApplicantPath(job.job_id, ids[0]!)}"`);
    expect(eachMailsTo(eachWatcher.email)).toHaveLength(1);

    // Later the same day: the period has run, nothing more.
    ctx.clock.advance(3 * 3_600_000);
    await runSchedules();
    await deliverMail(ctx.app);
    expect(digestsTo(digestWatcher.email)).toHaveLength(1);

    // The next day there is nothing new: no e-mail.
    toNextDigest();
    await runSchedules();
    await deliverMail(ctx.app);
    expect(digestsTo(digestWatcher.email)).toHaveLength(1);
  });

  it('is sent once when two processes’ workers claim the same period together', async () => {
    const watcher = await signUpRecruiter(ctx);
    const job = await postJob(ctx, watcher.token, { job_title: 'Autopilot Specialist' });
    expect((await setMode(watcher.token, 'daily')).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    await submitApplication(ctx, (await signUp(ctx)).token, job.job_id, applicationFields({ first_name: 'Lakshmi', last_name: 'Iyer' }));
    await deliverMail(ctx.app);

    // A second server on the same database, with its own workers (as behind a load balancer).
    const second = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false, clock: ctx.clock });
    await second.ready();
    try {
      toNextDigest();
      await Promise.all([
        runSchedules(),
        second.backgroundJobs.scheduler.runOnce(),
        runSchedules(),
        second.backgroundJobs.scheduler.runOnce(),
      ]);
    } finally {
      // Its mail worker may hold the digest: closing finishes that send.
      await second.close();
    }
    await deliverMail(ctx.app);
    const digests = digestsTo(watcher.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(D.line('Lakshmi Iyer', 'Autopilot Specialist'));
  });

  it('going back to an e-mail each sends what the digest still held at once', async () => {
    const watcher = await signUpRecruiter(ctx);
    const job = await postJob(ctx, watcher.token, { job_title: 'Security Analyst' });
    expect((await setMode(watcher.token, 'daily')).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    await submitApplication(ctx, (await signUp(ctx)).token, job.job_id, applicationFields({ first_name: 'Meera', last_name: 'Pillai' }));
    await deliverMail(ctx.app);
    expect(mailsTo(watcher.email)).toHaveLength(0);

    ctx.clock.advance(60_000);
    expect((await setMode(watcher.token, 'each')).statusCode).toBe(200);
    await deliverMail(ctx.app);
    const [digest] = digestsTo(watcher.email);
    expect(digest!.text).toContain(D.line('Meera Pillai', 'Security Analyst'));

    await submitApplication(ctx, (await signUp(ctx)).token, job.job_id, applicationFields({ first_name: 'Ravi', last_name: 'Kumar' }));
    await deliverMail(ctx.app);
    expect(eachMailsTo(watcher.email).map((m) => m.subject)).toEqual(['New application for Security Analyst: Ravi Kumar']);
    toNextDigest();
    await runSchedules();
    await deliverMail(ctx.app);
    expect(digestsTo(watcher.email)).toHaveLength(1);
  });
});
