import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jobAlertLink,
  AUTH_MESSAGES,
  JOB_ALERT_CONFIRM_DAYS,
  JOB_ALERT_MESSAGES as M,
  SEARCH_FILTER_MESSAGES as S,
  createJobAlertResponseSchema,
  jobAlertsResponseSchema,
  jobPath,
  type JobInput,
} from '@careers/shared';
import { signAlertToken } from '../../../../src/domains/job-alerts/alert-tokens.js';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { deliverMail, readOutbox, type OutboxMail } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call, freshIp } from '../../../helpers/call.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

let ctx: TestContext;
let recruiterToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
});
// Tests move the clock by days: a recruiter signed in afresh for each.
beforeEach(async () => {
  recruiterToken = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

let seq = 0;
/** A word no other test's jobs carry (this file has its own database), so alerts of one test never match another's jobs. */
const uniqueWord = () => `Zq${(seq += 1)}xKestrel`;
const mailsTo = async (email: string): Promise<OutboxMail[]> => {
  await deliverMail(ctx.app);
  return readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
};
const alertMailsTo = async (email: string) => (await mailsTo(email)).filter((m) => /List-Unsubscribe:/i.test(m.raw));
/** Move the clock to the start of the next period of `everyMs` (plus a second) and run the due schedules. */
const runNextPeriod = async (everyMs: number) => {
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(Math.floor(now / everyMs) * everyMs + everyMs - now + 1_000);
  await ctx.app.backgroundJobs.scheduler.runOnce();
};
const runInstant = () => runNextPeriod(60_000);
const toNextDaily = async () => {
  const at = 7 * 3_600_000;
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(Math.floor((now - at) / DAY_MS) * DAY_MS + at + DAY_MS - now + 1_000);
  await ctx.app.backgroundJobs.scheduler.runOnce();
};
const post = (overrides: Partial<JobInput>) => postJob(ctx, recruiterToken, overrides);
const createAlert = (token: string | undefined, payload: Record<string, unknown>, ip = freshIp()) =>
  call(ctx, 'POST', '/api/job-alerts', { ...(token ? { token } : {}), payload, ip });
/** A header of the message, unfolded (nodemailer folds a long one onto the next line). */
const header = (mail: OutboxMail, name: string) =>
  (new RegExp(`^${name}:((?:.*)(?:\\n[ \\t].*)*)`, 'mi').exec(mail.raw.split('\n\n')[0] ?? '')?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();
const unsubscribeUrl = (mail: OutboxMail) => header(mail, 'List-Unsubscribe').replace(/^<|>$/g, '');
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const confirmLinkIn = (mail: OutboxMail) => {
  const link = /http:\/\/careers\.test\/job-alerts\?confirm=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no confirm link in the mail');
  return decodeURIComponent(new URL(link).searchParams.get('confirm') ?? '');
};
const unsubscribe = (token: string) =>
  call(ctx, 'POST', `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('job alerts for signed-in candidates (ALR-1)', () => {
  it('saves the careers filters with a frequency, lists them, and refuses bad input, anonymous reads and recruiters', async () => {
    const candidate = await signUp(ctx);
    const res = await createAlert(candidate.token, {
      q: 'Azure',
      location: 'Pune',
      category: 'Security',
      type: 'Full-time',
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(200);
    const body = createJobAlertResponseSchema.parse(res.json());
    expect(body.message).toBe(M.created);
    expect(body.job_alert).toMatchObject({
      q: 'Azure',
      department: null,
      location: 'Pune',
      category: 'Security',
      type: 'Full-time',
      frequency: 'daily',
    });

    const list = await call(ctx, 'GET', '/api/job-alerts', { token: candidate.token });
    expect(list.statusCode).toBe(200);
    expect(jobAlertsResponseSchema.parse(list.json()).job_alerts.map((a) => a.id)).toEqual([body.job_alert?.id]);

    const bad = await createAlert(candidate.token, { q: 'Azure', frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.frequencyInvalid);
    expect((await createAlert(candidate.token, { category: 'Cooking', frequency: 'daily' })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/api/job-alerts')).statusCode).toBe(401);
    expect((await createAlert(recruiterToken, { q: 'Azure', frequency: 'daily' })).statusCode).toBe(403);
    expect((await createAlert(undefined, { q: 'Azure', frequency: 'daily' })).json().message).toBe(M.emailNeeded);
  });

  it('keeps at most 10 alerts per candidate', async () => {
    const candidate = await signUp(ctx);
    for (let i = 0; i < 10; i += 1)
      expect((await createAlert(candidate.token, { q: `Role ${i}`, frequency: 'weekly' })).statusCode).toBe(200);
    const eleventh = await createAlert(candidate.token, { q: 'One more', frequency: 'weekly' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(M.tooMany);
    expect(
      jobAlertsResponseSchema.parse((await call(ctx, 'GET', '/api/job-alerts', { token: candidate.token })).json()).job_alerts,
    ).toHaveLength(10);
  });

  it('deletes only the candidate’s own alert', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const id = createJobAlertResponseSchema.parse((await createAlert(owner.token, { q: 'Delete me', frequency: 'instant' })).json())
      .job_alert?.id;
    expect((await call(ctx, 'DELETE', `/api/job-alerts/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/job-alerts/abc', { token: owner.token })).statusCode).toBe(400);
    const done = await call(ctx, 'DELETE', `/api/job-alerts/${id}`, { token: owner.token });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(M.deleted);
    expect((await call(ctx, 'GET', '/api/job-alerts', { token: owner.token })).json()).toEqual({ job_alerts: [] });
  });

  it('e-mails an instant alert within ALERTS_POLL_SECONDS of a matching job, by the careers search’s rules, each job once, with one-click unsubscribe', async () => {
    const word = uniqueWord();
    const before = await post({ job_title: `${word} Engineer (old)` });
    const candidate = await signUp(ctx);
    await createAlert(candidate.token, { q: word.toLowerCase(), location: 'pune', frequency: 'instant' });
    ctx.clock.advance(1_000);
    const match = await post({ job_title: `Senior ${word} Engineer`, location: 'Pune, India' });
    await post({ job_title: `${word} Engineer`, location: 'Chennai' });
    await post({ job_title: 'Unrelated Analyst', location: 'Pune' });
    // The careers search finds exactly the job the alert sends.
    const search = await call(ctx, 'GET', `/api/getJobOpenings?q=${word.toLowerCase()}&location=pune`);
    expect(search.json().job_openings.map((j: { job_id: number }) => j.job_id)).toEqual([match.job_id]);

    await runInstant();
    const [mail, ...more] = await alertMailsTo(candidate.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(M.instantSubject(`Senior ${word} Engineer`));
    // ALR-8: the keywords are described, not quoted; 'pune' is named as an open job spells it.
    expect(mail?.text).toContain(M.alertIntro(`${M.summaryKeywords}, Pune`));
    // Issue 25 (APP-15): the job's link says it came from a job-alert e-mail, so the application counts under it.
    const link = jobAlertLink('http://careers.test', jobPath(match.job_id));
    expect(link).toBe(`http://careers.test${jobPath(match.job_id)}?utm_source=job-alert&utm_medium=email`);
    expect(mail?.text).toContain(link);
    // The HTML's links, with the ampersands the mail escapes read back.
    const hrefs = [...(mail?.html.matchAll(/href="([^"]*)"/g) ?? [])].map((m) => m[1]!.replace(/&(#38|amp);/g, '&'));
    expect(hrefs).toContain(link);
    expect(mail?.text).not.toContain(jobPath(before.job_id));
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail!)).toMatch(/^http:\/\/careers\.test\/api\/job-alerts\/unsubscribe\?token=/);

    // Never the same job twice: not on the next round, nor when it is closed and reopened.
    await runInstant();
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${match.job_id}/status`, { token: recruiterToken, payload: { status: 'closed' } });
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${match.job_id}/status`, { token: recruiterToken, payload: { status: 'open' } });
    await runInstant();
    expect(await alertMailsTo(candidate.email)).toHaveLength(1);

    // A job reopened after the alert was saved is new to it.
    await call(ctx, 'PATCH', `/api/recruiter/jobs/${before.job_id}/status`, { token: recruiterToken, payload: { status: 'closed' } });
    await runInstant();
    expect(await alertMailsTo(candidate.email)).toHaveLength(1);

    // One-click unsubscribe: no sign-in, and then nothing more.
    const stop = await unsubscribe(tokenOf(unsubscribeUrl(mail!)));
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toBe(M.unsubscribed);
    expect((await unsubscribe(tokenOf(unsubscribeUrl(mail!)))).json().message).toBe(M.alreadyGone);
    expect((await call(ctx, 'GET', '/api/job-alerts', { token: candidate.token })).json()).toEqual({ job_alerts: [] });
    await post({ job_title: `${word} Engineer II`, location: 'Pune' });
    await runInstant();
    expect(await alertMailsTo(candidate.email)).toHaveLength(1);
  });

  it('ALR-9: an alert may require a minimum pay, a country to work from and skills, matched as the careers search matches them', async () => {
    const word = uniqueWord();
    const candidate = await signUp(ctx);
    // ₹50,000 a day (€483.09 at the seeded 103.5 INR a euro), from the Philippines, with Intune.
    const saved = await createAlert(candidate.token, {
      q: word,
      minPay: { amount: 5_000_000, currency: 'INR', unit: 'day' },
      workFrom: 'ph',
      skills: ['intune', 'intune'],
      frequency: 'instant',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(createJobAlertResponseSchema.parse(saved.json()).job_alert).toMatchObject({
      minPay: { amount: 5_000_000, currency: 'INR', unit: 'day' },
      workFrom: 'PH',
      skills: ['intune'],
    });
    ctx.clock.advance(1_000);
    const terms = { remote_countries: ['IN', 'PH'], skills_required: ['intune'], skills_nice: [] };
    const match = await post({
      job_title: `${word} Endpoint Engineer`,
      pay: { min: 45_000, max: 50_000, currency: 'EUR', unit: 'day' },
      ...terms,
    });
    // €60 an hour is €480 a day: below ₹50,000.
    await post({ job_title: `${word} Hourly Engineer`, pay: { min: 5_000, max: 6_000, currency: 'EUR', unit: 'hour' }, ...terms });
    await post({ job_title: `${word} India Engineer`, ...terms, remote_countries: ['IN'] });
    await post({ job_title: `${word} Azure Engineer`, ...terms, skills_required: ['azure'] });
    // The careers search finds exactly the job the alert sends.
    const search = await call(ctx, 'GET', `/api/getJobOpenings?q=${word}&minPay=50,000&currency=INR&unit=day&workFrom=PH&skills=intune`);
    expect(search.json().job_openings.map((j: { job_id: number }) => j.job_id)).toEqual([match.job_id]);

    await runInstant();
    const [mail, ...more] = await alertMailsTo(candidate.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(M.instantSubject(`${word} Endpoint Engineer`));
    // ALR-8: the country and skill are named (from lists), the amount is not.
    expect(mail?.text).toContain(
      M.alertIntro(`${M.summaryKeywords}, ${S.minPayMailSummary}, ${S.workFromWords('Philippines')}, Microsoft Intune`),
    );
    expect(mail?.text).not.toContain('50,000');

    const bad = [
      { skills: ['intune', 'no-such-skill'] },
      { workFrom: 'XX' },
      { minPay: { amount: 5000.5, currency: 'INR', unit: 'day' } },
      { minPay: { amount: 5000, currency: 'INR', unit: 'week' } },
      { minPay: { amount: 5000, currency: 'JPY', unit: 'day' } },
    ];
    for (const payload of bad) {
      const res = await createAlert(candidate.token, { ...payload, frequency: 'daily' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await createAlert(candidate.token, { skills: ['no-such-skill'], frequency: 'daily' })).json().message).toContain(
      S.skillsInvalid('no-such-skill'),
    );
  });

  it('sends a daily digest of the new matches once, and nothing when there are none', async () => {
    const word = uniqueWord();
    const candidate = await signUp(ctx);
    await createAlert(candidate.token, { q: word, frequency: 'daily' });
    ctx.clock.advance(1_000);
    const a = await post({ job_title: `${word} Lead` });
    const b = await post({ job_title: `${word} Architect` });
    await runInstant();
    expect(await alertMailsTo(candidate.email)).toHaveLength(0);
    await toNextDaily();
    const mails = await alertMailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(M.digestSubject(2));
    expect(mails[0]?.text).toContain(jobPath(a.job_id));
    expect(mails[0]?.text).toContain(jobPath(b.job_id));
    await toNextDaily();
    expect(await alertMailsTo(candidate.email)).toHaveLength(1);
  });

  it('sends a weekly digest once a week', async () => {
    const word = uniqueWord();
    const candidate = await signUp(ctx);
    await createAlert(candidate.token, { q: word, frequency: 'weekly' });
    ctx.clock.advance(1_000);
    const job = await post({ job_title: `${word} Consultant` });
    await toNextDaily();
    expect(await alertMailsTo(candidate.email)).toHaveLength(0);
    await runNextPeriod(WEEK_MS);
    const mails = await alertMailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(M.digestSubject(1));
    expect(mails[0]?.text).toContain(jobPath(job.job_id));
  });
});

describe('anonymous job alerts: double opt-in and signed links (ALR-2, ALR-5)', () => {
  it('sends nothing before the confirmation link is followed, then the matches; the link works without signing in', async () => {
    const word = uniqueWord();
    const email = `anon-${word.toLowerCase()}@example.in`;
    const res = await createAlert(undefined, { q: word, email, frequency: 'instant' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: M.checkInbox });
    const [confirmMail] = await mailsTo(email);
    expect(confirmMail?.subject).toBe(M.confirmSubject);
    expect(confirmMail?.html).toContain('http://careers.test/job-alerts?confirm=');

    ctx.clock.advance(1_000);
    await post({ job_title: `${word} Before Confirming` });
    await runInstant();
    expect(await alertMailsTo(email)).toHaveLength(0);

    const token = confirmLinkIn(confirmMail!);
    const confirmed = await call(ctx, 'GET', `/api/job-alerts/confirm?token=${encodeURIComponent(token)}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(M.confirmed);
    expect((await call(ctx, 'GET', `/api/job-alerts/confirm?token=${encodeURIComponent(token)}`)).json().message).toBe(M.alreadyConfirmed);

    ctx.clock.advance(1_000);
    const job = await post({ job_title: `${word} After Confirming` });
    await runInstant();
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(jobPath(job.job_id));
    expect(mails[0]?.text).not.toContain('Before Confirming');
  });

  it('refuses an unsubscribe token for another alert, a forged one and a confirm token; the real one stops only its alert', async () => {
    const word = uniqueWord();
    const email = `two-${word.toLowerCase()}@example.in`;
    const candidate = await signUp(ctx);
    const mine = createJobAlertResponseSchema.parse(
      (await createAlert(candidate.token, { q: word, frequency: 'instant' })).json(),
    ).job_alert;
    await createAlert(undefined, { q: word, email, frequency: 'instant' });
    const [confirmMail] = await mailsTo(email);
    const confirmToken = confirmLinkIn(confirmMail!);
    await call(ctx, 'GET', `/api/job-alerts/confirm?token=${encodeURIComponent(confirmToken)}`);
    ctx.clock.advance(1_000);
    await post({ job_title: `${word} Specialist` });
    await runInstant();
    const [anonMail] = await alertMailsTo(email);
    const anonToken = tokenOf(unsubscribeUrl(anonMail!));
    const [anonId, signature] = anonToken.split('.');

    for (const bad of [`${mine?.id}.${signature}`, `${anonId}.${'A'.repeat(43)}`, confirmToken, 'garbage', '']) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(bad === '' ? M.tokenInvalid : M.tokenInvalid);
    }
    expect((await call(ctx, 'GET', '/api/job-alerts', { token: candidate.token })).json().job_alerts).toHaveLength(1);

    expect((await unsubscribe(anonToken)).json().message).toBe(M.unsubscribed);
    ctx.clock.advance(1_000);
    await post({ job_title: `${word} Specialist II` });
    await runInstant();
    expect(await alertMailsTo(email)).toHaveLength(1);
    expect(await alertMailsTo(candidate.email)).toHaveLength(2);
    expect((await call(ctx, 'GET', `/api/job-alerts/confirm?token=${encodeURIComponent(anonToken)}`)).statusCode).toBe(400);
  });

  it('rate-limits confirmation mails per address and per client address, charged when queued', async () => {
    const email = `limit-${uniqueWord().toLowerCase()}@example.in`;
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await createAlert(undefined, { q: `R${i}`, email, frequency: 'daily' }, ip)).statusCode).toBe(202);
    const sixth = await createAlert(undefined, { q: 'R6', email, frequency: 'daily' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(await mailsTo(email)).toHaveLength(5);
    // From other client addresses the address's own limit (10 an hour) still holds.
    for (let i = 0; i < 5; i += 1) expect((await createAlert(undefined, { q: `S${i}`, email, frequency: 'daily' })).statusCode).toBe(202);
    expect((await createAlert(undefined, { q: 'S6', email, frequency: 'daily' })).statusCode).toBe(409);
  });
});

describe('the security review’s findings on anonymous alerts (docs/decisions/029)', () => {
  it('ALR-2: limits anonymous sign-ups per client address like registration (20 an hour, whatever addresses they name)', async () => {
    const ip = freshIp();
    const word = uniqueWord().toLowerCase();
    for (let i = 0; i < 20; i += 1) {
      const res = await createAlert(undefined, { email: `many-${i}-${word}@example.in`, frequency: 'daily' }, ip);
      expect(res.statusCode).toBe(202);
    }
    const refused = await createAlert(undefined, { email: `many-20-${word}@example.in`, frequency: 'daily' }, ip);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // Registration's answer (ACC-17), word for word.
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyRequests(wait));
    expect(await mailsTo(`many-20-${word}@example.in`)).toHaveLength(0);
    // Another client address, and a signed-in candidate from this one, are not held back.
    expect((await createAlert(undefined, { email: `other-${word}@example.in`, frequency: 'daily' })).statusCode).toBe(202);
    expect((await createAlert((await signUp(ctx)).token, { frequency: 'daily' }, ip)).statusCode).toBe(200);
    // The next hour, the client address may sign up again.
    ctx.clock.advance(wait * 1000);
    expect((await createAlert(undefined, { email: `many-20-${word}@example.in`, frequency: 'daily' }, ip)).statusCode).toBe(202);
  });

  it('ALR-2: one address gets at most 10 confirmation mails, from however many client addresses', async () => {
    const email = `flooded-${uniqueWord().toLowerCase()}@example.in`;
    const answers: number[] = [];
    for (let i = 0; i < 15; i += 1) answers.push((await createAlert(undefined, { email, frequency: 'daily' })).statusCode);
    expect(answers.filter((status) => status === 202)).toHaveLength(10);
    expect(await mailsTo(email)).toHaveLength(10);
  });

  it('ALR-8: the confirmation mail names only known filter values and quotes none of the caller’s text', async () => {
    const word = uniqueWord();
    await post({ job_title: `${word} Engineer`, department: 'Cloud Engineering', location: `${word} Bay, Portugal` });
    const email = `quoted-${word.toLowerCase()}@example.in`;
    const res = await createAlert(undefined, {
      q: 'Your account is locked.\nSign in at https://evil.example/login now',
      department: 'Payroll: call +1 555 0100',
      location: `${word.toLowerCase()} bay, portugal`,
      category: 'Security',
      type: 'Full-time',
      email,
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(email);
    for (const part of [mail?.text ?? '', mail?.html ?? '', mail?.subject ?? '']) {
      expect(part).not.toMatch(/evil\.example|locked|Sign in at|Payroll|555/);
    }
    for (const line of [
      M.searchKeywords,
      M.searchDepartmentDescribed,
      M.searchCategory('Security'),
      M.searchType('Full-time'),
      // A location an open job carries is named, in the catalogue's own spelling.
      M.searchLocation(`${word} Bay, Portugal`),
    ])
      expect(mail?.text).toContain(line);

    // A department that an open job carries is named too; without filters it is any job.
    const second = `named-${word.toLowerCase()}@example.in`;
    await createAlert(undefined, { department: 'cloud engineering', email: second, frequency: 'weekly' });
    expect((await mailsTo(second))[0]?.text).toContain(M.searchDepartment('Cloud Engineering'));
    const third = `any-${word.toLowerCase()}@example.in`;
    await createAlert(undefined, { email: third, frequency: 'weekly' });
    expect((await mailsTo(third))[0]?.text).toContain(M.searchAny);
  });

  it('ALR-7: a confirmation link works for 7 days, then says it expired and how to sign up again', async () => {
    const word = uniqueWord().toLowerCase();
    const confirmFor = async (email: string) => {
      await createAlert(undefined, { email, frequency: 'weekly' });
      const [mail] = await mailsTo(email);
      expect(mail?.text).toContain(`${JOB_ALERT_CONFIRM_DAYS} days`);
      return `/api/job-alerts/confirm?token=${encodeURIComponent(confirmLinkIn(mail!))}`;
    };
    const early = await confirmFor(`early-${word}@example.in`);
    const late = await confirmFor(`late-${word}@example.in`);
    ctx.clock.advance(JOB_ALERT_CONFIRM_DAYS * DAY_MS - 1_000);
    expect((await call(ctx, 'GET', early)).json()).toEqual({ message: M.confirmed });
    ctx.clock.advance(1_000);
    const expired = await call(ctx, 'GET', late);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ requestId: expect.any(String), message: M.linkExpired });
    // An alert confirmed in time stays on: its link keeps saying so.
    expect((await call(ctx, 'GET', early)).json()).toEqual({ message: M.alreadyConfirmed });
    // The end is signed into the link: one whose end has passed never starts an alert, however young.
    const young = await confirmFor(`young-${word}@example.in`);
    const alertId = Number(decodeURIComponent(young.split('token=')[1] ?? '').split('.')[0]);
    const ended = signAlertToken(ctx.config.jwtSecret, 'confirm', alertId, new Date(ctx.clock.now().getTime() - 1_000));
    expect((await call(ctx, 'GET', `/api/job-alerts/confirm?token=${encodeURIComponent(ended)}`)).json()).toEqual({
      requestId: expect.any(String),
      message: M.linkExpired,
    });
    expect((await call(ctx, 'GET', young)).json()).toEqual({ message: M.confirmed });
  });

  it('ALR-5: the unsubscribe link does not expire: it works a year after its mail', async () => {
    const word = uniqueWord();
    const candidate = await signUp(ctx);
    await createAlert(candidate.token, { q: word, frequency: 'instant' });
    ctx.clock.advance(1_000);
    await post({ job_title: `${word} Consultant` });
    await runInstant();
    const [mail] = await alertMailsTo(candidate.email);
    ctx.clock.advance(365 * DAY_MS);
    expect((await unsubscribe(tokenOf(unsubscribeUrl(mail!)))).json()).toEqual({ message: M.unsubscribed });
  });
});
