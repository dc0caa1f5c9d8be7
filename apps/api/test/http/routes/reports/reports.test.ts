import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STEP_LABELS,
  REPORTS_MESSAGES,
  candidateOfferSchema,
  funnelReportSchema,
  jobsReportSchema,
  reportFiltersSchema,
  sourcesReportSchema,
  timeReportSchema,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { sendOffer } from '../../../helpers/offers.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

const DAY = 86_400_000;
const JUNE = { from: '2026-06-01', to: '2026-06-30' };
/** The first half of June: every move in it is made by day 4 (14 June); later moves must not change it. */
const EARLY_JUNE = { from: '2026-06-01', to: '2026-06-15' };

interface Login {
  email: string;
  password: string;
  token: string;
}

/**
 * REC-37..REC-39 (docs/decisions/053): five applications moved through their steps at known times on the test
 * clock (it starts on Wednesday 10 June 2026, 10:00 UTC), and the reports' exact numbers.
 *
 *   day 0  (10 Jun): p1, p2, p4 apply to the cloud job (p1, p2 from India, p4 from the Philippines);
 *                    p3 applies to the security job from the Philippines, counted under 'linkedin'
 *   day 1  (11 Jun): p1, p2, p3 → Under review
 *   day 3  (13 Jun): p1 → Interview; p2 → Not selected
 *   day 4  (14 Jun): p3 withdraws
 *   day 10 (20 Jun): p1 → Offer, and the recruiter sends p1 an offer
 *   day 12 (22 Jun): p1 accepts it → Hired
 *   day 14 (24 Jun): p5 applies to the security job; day 15 (25 Jun): the jobs report (p4 waits since day 0)
 *   day 21 (1 Jul):  p6 applies to the cloud job from the Philippines, reaches Offer and is sent one;
 *                    day 22 (2 Jul): p6 declines it; day 30 (10 Jul): the jobs report of July
 */
describe('the recruiting reports (REC-37..REC-39)', () => {
  let ctx: TestContext;
  let recruiter: Login;
  let cloudJob: number;
  let securityJob: number;
  const apps: Record<string, number> = {};
  const candidates: Record<string, Login> = {};
  let earlyFunnel: unknown;
  let earlyTime: unknown;
  let earlySources: unknown;

  const login = async (who: Login) => {
    const res = await call(ctx, 'POST', '/api/login', { payload: { username: who.email, password: who.password } });
    expect(res.statusCode, res.body).toBe(200);
    who.token = res.json().access_token as string;
  };
  /** Move the clock to `day` days after the start, then sign the recruiter in again (sessions are shorter). */
  const toDay = async (day: number) => {
    ctx.clock.advance(Date.parse('2026-06-10T10:00:00Z') + day * DAY - ctx.clock.now().getTime());
    await login(recruiter);
  };
  /** `key` applies to `jobId` with that mobile; with `source`, the browser's first and last touch were that `utm_source` (APP-15). */
  const apply = async (key: string, jobId: number, code: string, number: string, source?: string) => {
    const candidate = await signUp(ctx);
    candidates[key] = candidate;
    const touch = {
      source,
      medium: 'social',
      campaign: null,
      referrerDomain: null,
      landingPath: '/',
      at: '2026-06-01T08:00:00.000Z',
      ref: null,
    };
    const res = source
      ? await call(ctx, 'POST', '/api/applications', {
          token: candidate.token,
          payload: { job_id: jobId, ...applicationFields({ mobiles: [{ code, number }] }), source_touches: { first: touch, last: touch } },
        })
      : await submitApplication(ctx, candidate.token, jobId, { mobiles: [{ code, number }] });
    expect(res.statusCode, res.body).toBe(201);
    apps[key] = res.json().application.application_id as number;
  };
  const advance = async (key: string, from: string) => {
    const res = await call(ctx, 'POST', `/api/recruiter/applications/${apps[key]}/advance`, { token: recruiter.token, payload: { from } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The recruiter makes and sends `key` an offer (REC-33) for a day rate inside the job's range, open until `expires`. */
  /** The recruiter makes and sends `key` an offer (REC-33) for a day rate inside the job's range, open until `expires` UTC. */
  const offerTo = (key: string, expires: string) =>
    sendOffer(ctx, recruiter.token, apps[key]!, {
      role: 'Azure Platform Engineer',
      start_date: '2026-08-01',
      expires_at: expires,
      expires_time_zone: 'UTC',
    });
  /** `key` signs in and answers their offer (APP-14): accepts with their typed name (→ Hired) or declines. */
  const answerOffer = async (key: string, answer: 'accept' | 'decline') => {
    const candidate = candidates[key]!;
    await login(candidate);
    const mine = await call(ctx, 'GET', `/api/applications/${apps[key]}/offer`, { token: candidate.token });
    expect(mine.statusCode, mine.body).toBe(200);
    const { account_name, offer } = candidateOfferSchema.parse(mine.json());
    const payload = answer === 'accept' ? { full_name: account_name } : { reason: '' };
    const res = await call(ctx, 'POST', `/api/offers/${offer!.id}/${answer}`, { token: candidate.token, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async (kind: string, query: Record<string, string | number>, token = recruiter.token) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    return call(ctx, 'GET', `/api/recruiter/reports/${kind}?${search.toString()}`, { token });
  };
  const json = async (kind: string, query: Record<string, string | number>) => {
    const res = await report(kind, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const funnel = async (query: Record<string, string | number>) => funnelReportSchema.parse(await json('funnel', query));
  const reached = (f: { steps: { reached: number }[]; notSelected: number; withdrawn: number }) => [
    ...f.steps.map((s) => s.reached),
    f.notSelected,
    f.withdrawn,
  ];

  beforeAll(async () => {
    ctx = await createTestApp();
    recruiter = await signUpRecruiter(ctx);
    cloudJob = (await postJob(ctx, recruiter.token, { job_title: 'Azure Platform Engineer' })).job_id;
    securityJob = (
      await postJob(ctx, recruiter.token, { job_title: 'Security Analyst', category: 'Security', department: 'Security Operations' })
    ).job_id;
    await apply('p1', cloudJob, '+91', '9876543210');
    await apply('p2', cloudJob, '+91', '9876543211');
    await apply('p4', cloudJob, '+63', '9171234567');
    // p3 came from a LinkedIn post (APP-15: the first touch's utm_source is the source counted).
    await apply('p3', securityJob, '+63', '9171234568', 'linkedin');

    await toDay(1);
    for (const key of ['p1', 'p2', 'p3']) await advance(key, 'applied');
    await toDay(3);
    await advance('p1', 'under_review');
    const notSelected = await call(ctx, 'POST', `/api/recruiter/applications/${apps.p2}/not-selected`, {
      token: recruiter.token,
      payload: {},
    });
    expect(notSelected.statusCode, notSelected.body).toBe(200);
    await toDay(4);
    await login(candidates.p3!);
    const withdrawn = await call(ctx, 'POST', `/api/applications/${apps.p3}/withdraw`, { token: candidates.p3!.token, payload: {} });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // The first half of June as it stands once its last move is made.
    earlyFunnel = await json('funnel', EARLY_JUNE);
    earlyTime = await json('time', EARLY_JUNE);
    earlySources = await json('sources', EARLY_JUNE);

    await toDay(10);
    await advance('p1', 'interview');
    await offerTo('p1', '2026-06-30T18:00');
    await toDay(12);
    await answerOffer('p1', 'accept');
    await toDay(14);
    await apply('p5', securityJob, '+91', '9876543212');
    await toDay(15);
  });
  afterAll(() => ctx.close());

  it('counts the applications reaching each step, the conversion to the next, not selected and withdrawn (REC-37)', async () => {
    const f = await funnel(JUNE);
    expect(f).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      filters: {},
      steps: [
        { step: 'applied', reached: 5, conversion: 60 },
        { step: 'under_review', reached: 3, conversion: 33.3 },
        { step: 'interview', reached: 1, conversion: 100 },
        { step: 'offer', reached: 1, conversion: 100 },
        { step: 'hired', reached: 1, conversion: null },
      ],
      notSelected: 1,
      withdrawn: 1,
    });
    // A range counts the moves dated in it: 11 June holds the three reviews only.
    expect(reached(await funnel({ from: '2026-06-11', to: '2026-06-11' }))).toEqual([0, 3, 0, 0, 0, 0, 0]);
    expect(reached(await funnel({ from: '2026-07-01', to: '2026-07-31' }))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives the median and 90th percentile whole days in each step, to first review and to hire (REC-38)', async () => {
    const t = timeReportSchema.parse(await json('time', JUNE));
    expect(t.steps).toEqual([
      // p1, p2, p3 each left Applied after one day.
      { step: 'applied', n: 3, medianDays: 1, p90Days: 1 },
      // p1 after 2 days (Interview), p2 after 2 (Not selected), p3 after 3 (withdrew).
      { step: 'under_review', n: 3, medianDays: 2, p90Days: 3 },
      { step: 'interview', n: 1, medianDays: 7, p90Days: 7 },
      { step: 'offer', n: 1, medianDays: 2, p90Days: 2 },
    ]);
    expect(t.firstReview).toEqual({ n: 3, medianDays: 1, p90Days: 1 });
    expect(t.hire).toEqual({ n: 1, medianDays: 12, p90Days: 12 });
  });

  it('counts applications, interviews and hires per source, and hires per 100 applications (REC-38)', async () => {
    const s = sourcesReportSchema.parse(await json('sources', JUNE));
    expect(s.sources).toEqual([
      { source: 'direct', applications: 4, interviews: 1, hires: 1, hiresPer100: 25 },
      { source: 'linkedin', applications: 1, interviews: 0, hires: 0, hiresPer100: 0 },
    ]);
  });

  it('keeps a past range as it was when applications move later (numbers from the recorded history)', async () => {
    expect(await json('funnel', EARLY_JUNE)).toEqual(earlyFunnel);
    expect(await json('time', EARLY_JUNE)).toEqual(earlyTime);
    expect(await json('sources', EARLY_JUNE)).toEqual(earlySources);
    expect(reached(funnelReportSchema.parse(earlyFunnel))).toEqual([4, 3, 1, 0, 0, 1, 1]);
  });

  it('answers a range across months as the sum of its whole months and its days (docs/decisions/053)', async () => {
    // June is read from its month row; 20 May to 30 June from May's day rows and June's month row; 16 to 30 June from
    // June's day rows.
    const across = { from: '2026-05-20', to: '2026-06-30' };
    for (const kind of ['funnel', 'time', 'sources'] as const) {
      const { from, to, ...june } = await json(kind, JUNE);
      const { from: acrossFrom, to: acrossTo, ...wider } = await json(kind, across);
      expect([acrossFrom, acrossTo]).toEqual([across.from, across.to]);
      expect([from, to]).toEqual([JUNE.from, JUNE.to]);
      expect(wider).toEqual(june);
    }
    const late = reached(await funnel({ from: '2026-06-16', to: '2026-06-30' }));
    expect(late).toEqual([1, 0, 0, 1, 1, 0, 0]);
    expect(reached(await funnel({ ...across, category: 'Security', country: 'PH' }))).toEqual([1, 1, 0, 0, 0, 0, 1]);
  });

  it('filters by job, department, category, the candidate’s country and source, combined', async () => {
    expect(reached(await funnel({ ...JUNE, jobId: securityJob }))).toEqual([2, 1, 0, 0, 0, 0, 1]);
    expect(reached(await funnel({ ...JUNE, department: 'Security Operations' }))).toEqual([2, 1, 0, 0, 0, 0, 1]);
    expect(reached(await funnel({ ...JUNE, category: 'Security' }))).toEqual([2, 1, 0, 0, 0, 0, 1]);
    expect(reached(await funnel({ ...JUNE, country: 'ph' }))).toEqual([2, 1, 0, 0, 0, 0, 1]);
    expect(reached(await funnel({ ...JUNE, country: 'IN' }))).toEqual([3, 2, 1, 1, 1, 1, 0]);
    expect(reached(await funnel({ ...JUNE, source: 'LinkedIn' }))).toEqual([1, 1, 0, 0, 0, 0, 1]);
    expect(reached(await funnel({ ...JUNE, jobId: cloudJob, country: 'PH' }))).toEqual([1, 0, 0, 0, 0, 0, 0]);
    const filtered = await funnel({ ...JUNE, jobId: cloudJob, source: 'direct' });
    expect(filtered.filters).toEqual({ jobId: cloudJob, source: 'direct' });
    const time = timeReportSchema.parse(await json('time', { ...JUNE, country: 'PH' }));
    expect(time.steps[1]).toEqual({ step: 'under_review', n: 1, medianDays: 3, p90Days: 3 });
    expect(time.hire).toEqual({ n: 0, medianDays: null, p90Days: null });
    const filters = reportFiltersSchema.parse(await json('filters', {}));
    expect(filters.sources).toEqual(['direct', 'linkedin']);
    expect(filters.countries).toEqual(['IN', 'PH']);
    expect(filters.departments).toContain('Security Operations');
    expect(filters.jobs.map((j) => j.jobId).sort()).toEqual([cloudJob, securityJob].sort());
  });

  it('shows today’s jobs: applications of the last 7 days, stuck applications, offers answered in the range (REC-39)', async () => {
    // p1's offer, accepted on 22 June, is answered in June.
    const j = jobsReportSchema.parse(await json('jobs', JUNE));
    expect(j).toMatchObject({
      asOf: '2026-06-25T10:00:00.000Z',
      stuckDays: 14,
      openJobs: 2,
      openJobsWithApplicationsThisWeek: 1,
      applicationsThisWeek: 1,
      stuck: 1,
      offersAccepted: 1,
      offersDeclined: 0,
    });
    expect(j.jobs).toEqual([
      {
        jobId: cloudJob,
        jobTitle: 'Azure Platform Engineer',
        open: true,
        applicationsThisWeek: 0,
        stuck: 1,
        offersAccepted: 1,
        offersDeclined: 0,
      },
      {
        jobId: securityJob,
        jobTitle: 'Security Analyst',
        open: true,
        applicationsThisWeek: 1,
        stuck: 0,
        offersAccepted: 0,
        offersDeclined: 0,
      },
    ]);
    // The weekly summary e-mail's figures (issue 25, item 5) are the same reports'.
    expect(await ctx.app.reports.summary(JUNE)).toEqual({
      ...JUNE,
      applications: 5,
      hires: 1,
      stuck: 1,
      stuckDays: 14,
      topSources: [
        { source: 'direct', applications: 4, hires: 1 },
        { source: 'linkedin', applications: 1, hires: 0 },
      ],
    });
    // July: p6 (the Philippines) applies on the 1st, reaches Offer and declines it on the 2nd; on the 10th p6's
    // application is no longer of the last 7 days, and p4 (the Philippines, waiting since 10 June) is still stuck.
    await toDay(21);
    await apply('p6', cloudJob, '+63', '9171234569');
    for (const from of ['applied', 'under_review', 'interview']) await advance('p6', from);
    await offerTo('p6', '2026-07-20T18:00');
    await toDay(22);
    await answerOffer('p6', 'decline');
    await toDay(30);
    const july = jobsReportSchema.parse(await json('jobs', { from: '2026-07-01', to: '2026-07-31', country: 'PH' }));
    expect(july).toMatchObject({ applicationsThisWeek: 0, stuck: 1, offersAccepted: 0, offersDeclined: 1 });
  });

  it('answers each report as CSV with the same numbers as its JSON', async () => {
    const csvOf = async (kind: string, query: Record<string, string | number>) => {
      const res = await report(`${kind}.csv`, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`report-${kind}-2026-06-01-to-2026-06-30.csv`);
      const rows: string[][] = parse(res.body, { bom: true });
      return rows;
    };
    const cell = (value: number | null) => (value === null ? '' : String(value));
    const f = await funnel(JUNE);
    expect(await csvOf('funnel', JUNE)).toEqual([
      [REPORTS_MESSAGES.columns.step, REPORTS_MESSAGES.columns.reached, REPORTS_MESSAGES.columns.conversion],
      ...f.steps.map((s) => [APPLICATION_STEP_LABELS[s.step], cell(s.reached), cell(s.conversion)]),
      [APPLICATION_STEP_LABELS.not_selected, cell(f.notSelected), ''],
      [APPLICATION_STEP_LABELS.withdrawn, cell(f.withdrawn), ''],
    ]);
    const t = timeReportSchema.parse(await json('time', JUNE));
    const timeRows = (await csvOf('time', JUNE)).slice(1);
    expect(timeRows).toEqual([
      ...t.steps.map((s) => [APPLICATION_STEP_LABELS[s.step], cell(s.n), cell(s.medianDays), cell(s.p90Days)]),
      [REPORTS_MESSAGES.firstReview, cell(t.firstReview.n), cell(t.firstReview.medianDays), cell(t.firstReview.p90Days)],
      [REPORTS_MESSAGES.timeToHire, cell(t.hire.n), cell(t.hire.medianDays), cell(t.hire.p90Days)],
    ]);
    const s = sourcesReportSchema.parse(await json('sources', JUNE));
    expect((await csvOf('sources', JUNE)).slice(1)).toEqual(
      s.sources.map((r) => [r.source, cell(r.applications), cell(r.interviews), cell(r.hires), cell(r.hiresPer100)]),
    );
    const j = jobsReportSchema.parse(await json('jobs', JUNE));
    expect((await csvOf('jobs', JUNE)).slice(1)).toEqual(
      j.jobs.map((r) => [
        cell(r.jobId),
        r.jobTitle,
        cell(r.applicationsThisWeek),
        cell(r.stuck),
        cell(r.offersAccepted),
        cell(r.offersDeclined),
      ]),
    );
  });

  it('is for recruiters and admins: 401 anonymous, 403 candidates', async () => {
    const anonymous = await call(ctx, 'GET', '/api/recruiter/reports/funnel?from=2026-06-01&to=2026-06-30');
    expect(anonymous.statusCode).toBe(401);
    const candidate = await signUp(ctx);
    for (const kind of ['funnel', 'time.csv', 'filters']) expect((await report(kind, JUNE, candidate.token)).statusCode).toBe(403);
  });

  it('refuses bad dates, a reversed or too long range and unknown filters with a message (400)', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const res = await report('funnel', query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused({ from: '2026-02-30', to: '2026-03-31' }, REPORTS_MESSAGES.fromInvalid);
    await refused({ from: '2026-03-01', to: 'yesterday' }, REPORTS_MESSAGES.toInvalid);
    await refused({ to: '2026-03-31' }, REPORTS_MESSAGES.fromInvalid);
    await refused({ from: '2026-04-01', to: '2026-03-31' }, REPORTS_MESSAGES.rangeReversed);
    await refused({ from: '2020-01-01', to: '2026-03-31' }, REPORTS_MESSAGES.rangeTooLong(1096));
    await refused({ ...JUNE, country: 'Atlantis' }, REPORTS_MESSAGES.countryInvalid);
    await refused({ ...JUNE, category: 'Cooking' }, REPORTS_MESSAGES.categoryInvalid);
    await refused({ ...JUNE, jobId: 'abc' }, REPORTS_MESSAGES.jobInvalid);
    const csv = await report('sources.csv', { from: '2026-06-31', to: '2026-07-01' });
    expect(csv.statusCode).toBe(400);
  });
});
