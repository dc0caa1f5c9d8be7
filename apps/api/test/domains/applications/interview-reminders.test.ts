import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox, type OutboxMail } from '../../helpers/outbox.js';
import { repositoriesOf } from '../../helpers/repositories.js';
import { bookSlot, candidateAtInterview, offerSlots } from '../../helpers/interview-slots.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * REC-32 (docs/decisions/051): reminders 24 hours and one hour before an interview, to the candidate and
 * to the interviewers (the organiser and `application_interviewers`), each once, driven by the
 * interview's current row: none for a cancelled interview, only the new time's for a moved one, late
 * only while the interview has not started. Time comes from the test clock; the scheduled job
 * (`interview-reminders`) runs when the test says so.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A fresh session (the clock moves by days here, past a session's life). */
async function signIn(ctx: TestContext, who: Person) {
  const res = await call(ctx, 'POST', '/api/login', { payload: { username: who.email, password: who.password } });
  expect(res.statusCode, res.body).toBe(200);
  who.token = res.json().access_token as string;
  return who.token;
}

async function recruiter(ctx: TestContext, name: string): Promise<Person> {
  const { email, password, token } = await signUpRecruiter(ctx, undefined, name);
  const user = await repositoriesOf(ctx).users.findByEmail(email);
  if (!user) throw new Error('no recruiter row');
  return { id: user.id, email, password, token };
}

async function candidate(ctx: TestContext, timeZone: string | null): Promise<Person> {
  const { email, password, token } = await signUp(ctx);
  const user = await repositoriesOf(ctx).users.findByEmail(email);
  if (!user) throw new Error('no candidate row');
  // PRO-20's time zone, set on the candidate's profile terms.
  if (timeZone) {
    const terms = await call(ctx, 'PUT', '/api/profile/terms', { token, payload: { time_zone: timeZone } });
    expect(terms.statusCode, terms.body).toBe(200);
  }
  return { id: user.id, email, password, token };
}

/** `who` applies to `jobId`; the recruiter moves the application to the Interview step with no time yet. */
async function atInterviewStep(ctx: TestContext, by: Person, who: Person, jobId: number) {
  await signIn(ctx, by);
  await signIn(ctx, who);
  const submitted = await submitApplication(ctx, who.token, jobId);
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().application.application_id as number;
  for (const from of ['applied', 'under_review']) {
    const moved = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: by.token, payload: { from } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

/** `who` applies to `jobId`; the recruiter moves the application to Interview at `date` `time` in Europe/Zurich. */
async function interviewed(ctx: TestContext, by: Person, who: Person, jobId: number, date: string, time: string, name = 'Priya Sharma') {
  const [first, last] = name.split(' ');
  await signIn(ctx, by);
  await signIn(ctx, who);
  const submitted = await submitApplication(ctx, who.token, jobId, { first_name: first, last_name: last });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().application.application_id as number;
  const review = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: by.token, payload: { from: 'applied' } });
  expect(review.statusCode, review.body).toBe(200);
  const moved = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, {
    token: by.token,
    payload: {
      from: 'under_review',
      interview: { date, time, time_zone: 'Europe/Zurich', duration_minutes: 45, meeting_url: 'https://meet.example.com/abc' },
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}

const startOf = async (ctx: TestContext, applicationId: number) => {
  const { rows } = await ctx.database.db.execute<{ starts_at: string | Date }>(
    sql`SELECT starts_at FROM application_interviews WHERE application_id = ${applicationId}`,
  );
  return new Date(rows[0]!.starts_at);
};

/** Move the test clock to `at` (never back). */
function clockTo(ctx: TestContext, at: Date) {
  const ms = at.getTime() - ctx.clock.now().getTime();
  expect(ms, `the clock is already past ${at.toISOString()}`).toBeGreaterThanOrEqual(0);
  ctx.clock.advance(ms);
}

/** The scheduled jobs due now (among them `interview-reminders`), then the mail they queued. */
async function runSchedules(ctx: TestContext) {
  await ctx.app.backgroundJobs.scheduler.runOnce();
  await deliverMail(ctx.app);
}

const reminders = (ctx: TestContext): OutboxMail[] => readOutbox(ctx.config.dataDir).filter((m) => m.subject.startsWith('Reminder:'));
const remindersTo = (ctx: TestContext, email: string) => reminders(ctx).filter((m) => m.to.includes(email));

describe('interview reminders (REC-32)', () => {
  let ctx: TestContext;
  let anna: Person;
  let ravi: Person;
  let jobId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    anna = await recruiter(ctx, 'Anna Schmidt');
    ravi = await recruiter(ctx, 'Ravi Kumar');
    jobId = (await postJob(ctx, anna.token, { job_title: 'Azure Platform Engineer' })).job_id;
    // Anna's own zone, in her settings; Ravi has chosen none.
    const saved = await call(ctx, 'PUT', '/api/recruiter/settings', {
      token: anna.token,
      payload: { applicationMails: 'each', timeZone: 'europe/zurich' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual({ applicationMails: 'each', timeZone: 'Europe/Zurich', weeklySummary: false });
  });
  afterAll(() => ctx.close());

  it('the recruiter’s time zone setting refuses a zone nobody knows, and keeps its value when left out', async () => {
    const bad = await call(ctx, 'PUT', '/api/recruiter/settings', {
      token: anna.token,
      payload: { applicationMails: 'each', timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a time zone from the list');
    const kept = await call(ctx, 'PUT', '/api/recruiter/settings', { token: anna.token, payload: { applicationMails: 'each' } });
    expect(kept.json().settings.timeZone).toBe('Europe/Zurich');
    expect((await call(ctx, 'GET', '/api/recruiter/settings', { token: anna.token })).json().settings.timeZone).toBe('Europe/Zurich');
  });

  it('advancing the clock sends each reminder once, to the candidate, the organiser and the other interviewers', async () => {
    const priya = await candidate(ctx, 'Asia/Kolkata');
    // Wednesday 17 June 2026, 10:00 in Zurich (CEST) = 08:00 UTC = 13:30 in India.
    // REC-30: Anna offers two times with Ravi as the other interviewer; Priya books the first (APP-13).
    const id = await atInterviewStep(ctx, anna, priya, jobId);
    const { slots } = await offerSlots(ctx, anna.token, id, {
      time_zone: 'Europe/Zurich',
      slots: [
        { date: '2026-06-17', time: '10:00', duration_minutes: 45 },
        { date: '2026-06-18', time: '10:00', duration_minutes: 45 },
      ],
      meeting_url: 'https://meet.example.com/abc',
      interviewer_ids: [ravi.id],
    });
    const booked = await bookSlot(ctx, priya.token, id, slots[0]!.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const startsAt = await startOf(ctx, id);
    expect(startsAt.toISOString()).toBe('2026-06-17T08:00:00.000Z');
    const before = reminders(ctx).length;

    // A minute before the 24-hour mark: nothing.
    clockTo(ctx, new Date(startsAt.getTime() - 24 * HOUR - MINUTE));
    await runSchedules(ctx);
    expect(reminders(ctx)).toHaveLength(before);

    // At the mark, and again a minute later (the next period's run): one each.
    clockTo(ctx, new Date(startsAt.getTime() - 24 * HOUR));
    await runSchedules(ctx);
    ctx.clock.advance(MINUTE);
    await runSchedules(ctx);
    await ctx.app.interviewReminders.sendDue();
    await deliverMail(ctx.app);
    const first = remindersTo(ctx, priya.email);
    expect(first.map((m) => m.subject)).toEqual(['Reminder: your interview for Azure Platform Engineer is in 24 hours']);
    expect(first[0]!.text).toContain('Wednesday 17 June 2026, 13:30 Asia/Kolkata (UTC+05:30), 45 minutes');
    expect(first[0]!.text).toContain('https://meet.example.com/abc');
    const toAnna = remindersTo(ctx, anna.email);
    expect(toAnna.map((m) => m.subject)).toEqual(['Reminder: interview with Priya Sharma for Azure Platform Engineer in 24 hours']);
    expect(toAnna[0]!.text).toContain('Wednesday 17 June 2026, 10:00 Europe/Zurich (UTC+02:00), 45 minutes');
    expect(toAnna[0]!.text).not.toContain('Choose your time zone');
    // Ravi chose no zone: the interview's own (the organiser's), named, and a hint to choose his.
    const toRavi = remindersTo(ctx, ravi.email);
    expect(toRavi).toHaveLength(1);
    expect(toRavi[0]!.text).toContain('10:00 Europe/Zurich (UTC+02:00)');
    expect(toRavi[0]!.text).toContain('Choose your time zone in Settings');

    // The one-hour reminder, once.
    clockTo(ctx, new Date(startsAt.getTime() - HOUR));
    await runSchedules(ctx);
    ctx.clock.advance(MINUTE);
    await runSchedules(ctx);
    expect(remindersTo(ctx, priya.email).map((m) => m.subject)).toEqual([
      'Reminder: your interview for Azure Platform Engineer is in 24 hours',
      'Reminder: your interview for Azure Platform Engineer starts in one hour',
    ]);
    expect(remindersTo(ctx, anna.email)).toHaveLength(2);
    expect(remindersTo(ctx, ravi.email)).toHaveLength(2);
    // APP-13: the 24-hour reminder says the time can still be moved or cancelled; an hour before, it no longer can.
    const [day, hour] = remindersTo(ctx, priya.email);
    expect(day!.text).toContain('You can move or cancel the interview up to 12 hours before it starts.');
    expect(hour!.text).not.toContain('move or cancel');

    // After the start: nothing more, ever.
    ctx.clock.advance(2 * HOUR);
    await runSchedules(ctx);
    expect(reminders(ctx)).toHaveLength(before + 6);
  });

  it('a cancelled interview gets no reminder, nor one whose application left the Interview step', async () => {
    const meera = await candidate(ctx, 'Asia/Manila');
    const arjun = await candidate(ctx, null);
    const day = new Date(ctx.clock.now().getTime() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const cancelled = await interviewed(ctx, anna, meera, jobId, day, '09:00', 'Meera Iyer');
    const rejected = await interviewed(ctx, anna, arjun, jobId, day, '11:00', 'Arjun Rao');
    // REC-31: the recruiter calls it off.
    const off = await call(ctx, 'POST', `/api/recruiter/applications/${cancelled}/interview/cancel`, {
      token: anna.token,
      payload: { reason: 'Position filled' },
    });
    expect(off.statusCode, off.body).toBe(200);
    // REC-6: not selected at the Interview step.
    const no = await call(ctx, 'POST', `/api/recruiter/applications/${rejected}/not-selected`, { token: anna.token });
    expect(no.statusCode, no.body).toBe(200);
    const startsAt = await startOf(ctx, cancelled);
    for (const lead of [24 * HOUR, HOUR]) {
      clockTo(ctx, new Date(startsAt.getTime() - lead));
      await runSchedules(ctx);
    }
    expect(remindersTo(ctx, meera.email)).toEqual([]);
    expect(remindersTo(ctx, arjun.email)).toEqual([]);
  });

  it('an interview in person, booked from offered times (REC-30), names its place; once the recruiter calls it off (REC-31) no reminder follows', async () => {
    // A fresh team member organises it, so the other tests' reminders to Anna do not count here.
    const olga = await recruiter(ctx, 'Olga Weber');
    const { candidate: lina, id } = await candidateAtInterview(ctx, olga.token, 'Asia/Manila');
    const day = new Date(ctx.clock.now().getTime() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const place = 'Northwind Cloud Services, Bahnhofstrasse 10, 8001 Zürich';
    const { slots } = await offerSlots(ctx, olga.token, id, {
      time_zone: 'Europe/Zurich',
      slots: [
        { date: day, time: '09:00', duration_minutes: 60 },
        { date: day, time: '14:00', duration_minutes: 60 },
      ],
      place,
      interviewer_ids: [],
    });
    const booked = await bookSlot(ctx, lina.token, id, slots[1]!.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const startsAt = await startOf(ctx, id);
    expect(startsAt.toISOString()).toBe(slots[1]!.starts_at);

    clockTo(ctx, new Date(startsAt.getTime() - 24 * HOUR));
    await runSchedules(ctx);
    const first = remindersTo(ctx, lina.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(`Place`);
    expect(first[0]!.text).toContain(place);
    expect(first[0]!.text).not.toContain('Meeting link');
    expect(remindersTo(ctx, olga.email)[0]!.text).toContain(place);

    await signIn(ctx, olga);
    const off = await call(ctx, 'POST', `/api/recruiter/applications/${id}/interview/cancel`, {
      token: olga.token,
      payload: { reason: 'The client postponed the project' },
    });
    expect(off.statusCode, off.body).toBe(200);
    clockTo(ctx, new Date(startsAt.getTime() - HOUR));
    await runSchedules(ctx);
    expect(remindersTo(ctx, lina.email)).toHaveLength(1);
    expect(remindersTo(ctx, olga.email)).toHaveLength(1);
  });

  it('a moved interview is reminded of for its new time only', async () => {
    const lin = await candidate(ctx, 'Asia/Ho_Chi_Minh');
    const day = (n: number) => new Date(ctx.clock.now().getTime() + n * 24 * HOUR).toISOString().slice(0, 10);
    const id = await interviewed(ctx, anna, lin, jobId, day(3), '09:00', 'Lin Nguyen');
    const oldStart = await startOf(ctx, id);
    // Two days ahead, the recruiter moves it two days later (REC-12's change: same UID, next SEQUENCE).
    clockTo(ctx, new Date(oldStart.getTime() - 48 * HOUR));
    const moved = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview`, {
      token: await signIn(ctx, anna),
      payload: {
        date: day(4),
        time: '15:00',
        time_zone: 'Europe/Zurich',
        duration_minutes: 30,
        meeting_url: 'https://meet.example.com/new',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = await startOf(ctx, id);
    // The old time's moments pass: nothing.
    for (const lead of [24 * HOUR, HOUR]) {
      clockTo(ctx, new Date(oldStart.getTime() - lead));
      await runSchedules(ctx);
    }
    expect(remindersTo(ctx, lin.email)).toEqual([]);
    // The new time's: each once, with the new time and link, in Ho Chi Minh City's time.
    for (const lead of [24 * HOUR, HOUR]) {
      clockTo(ctx, new Date(newStart.getTime() - lead));
      await runSchedules(ctx);
    }
    const sent = remindersTo(ctx, lin.email);
    expect(sent).toHaveLength(2);
    const local = newStart.toISOString().slice(11, 16);
    expect(local).toBe('13:00'); // 15:00 in Zurich in summer
    for (const mail of sent) {
      expect(mail.text).toContain('20:00 Asia/Ho Chi Minh (UTC+07:00), 30 minutes');
      expect(mail.text).toContain('https://meet.example.com/new');
    }
  });

  it('a reminder whose moment passed while no server ran is sent late while the interview has not started, and the nearer one only', async () => {
    const dev = await candidate(ctx, 'Asia/Kolkata');
    const day = (n: number) => new Date(ctx.clock.now().getTime() + n * 24 * HOUR).toISOString().slice(0, 10);
    const late = await interviewed(ctx, anna, dev, jobId, day(3), '09:00', 'Dev Patel');
    const startsAt = await startOf(ctx, late);
    // Down from before the 24-hour mark until 20 hours before: the 24-hour reminder goes, late.
    clockTo(ctx, new Date(startsAt.getTime() - 20 * HOUR));
    await runSchedules(ctx);
    expect(remindersTo(ctx, dev.email).map((m) => m.subject)).toEqual([
      'Reminder: your interview for Azure Platform Engineer is in 24 hours',
    ]);
    // Down again until ten minutes before: the one-hour reminder, late.
    clockTo(ctx, new Date(startsAt.getTime() - 10 * MINUTE));
    await runSchedules(ctx);
    expect(remindersTo(ctx, dev.email)).toHaveLength(2);

    // No zone in Sam's profile: his reminder is in UTC, named, and says why.
    const sam = await candidate(ctx, null);
    const missed = await interviewed(ctx, anna, sam, jobId, day(3), '09:00', 'Sam Das');
    const missedStart = await startOf(ctx, missed);
    // Down past both marks, back 30 minutes before: only the one-hour reminder (the 24-hour one is stale).
    clockTo(ctx, new Date(missedStart.getTime() - 30 * MINUTE));
    await runSchedules(ctx);
    expect(remindersTo(ctx, sam.email).map((m) => m.subject)).toEqual([
      'Reminder: your interview for Azure Platform Engineer starts in one hour',
    ]);
    const utc = missedStart.toISOString().slice(11, 16);
    expect(remindersTo(ctx, sam.email)[0]!.text).toContain(`${utc} UTC, 45 minutes`);
    expect(remindersTo(ctx, sam.email)[0]!.text).toContain('Your time zone is not set in your profile, so the time is shown in UTC.');

    const kim = await candidate(ctx, 'Asia/Manila');
    const started = await interviewed(ctx, anna, kim, jobId, day(3), '09:00', 'Kim Cruz');
    // Down until after the start: nothing, ever.
    clockTo(ctx, new Date((await startOf(ctx, started)).getTime() + MINUTE));
    await runSchedules(ctx);
    expect(remindersTo(ctx, kim.email)).toEqual([]);
  });

  it('an interview booked less than 24 hours ahead gets no 24-hour reminder (its invitation has just come), only the one-hour one', async () => {
    const zoe = await candidate(ctx, 'Asia/Manila');
    // Booked at 08:00 UTC for 18:00 in Zurich the same summer day (16:00 UTC).
    const now = ctx.clock.now();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 8));
    clockTo(ctx, next);
    const id = await interviewed(ctx, anna, zoe, jobId, next.toISOString().slice(0, 10), '18:00', 'Zoe Reyes');
    const startsAt = await startOf(ctx, id);
    await runSchedules(ctx);
    expect(remindersTo(ctx, zoe.email)).toEqual([]);
    clockTo(ctx, new Date(startsAt.getTime() - HOUR));
    await runSchedules(ctx);
    expect(remindersTo(ctx, zoe.email).map((m) => m.subject)).toEqual([
      'Reminder: your interview for Azure Platform Engineer starts in one hour',
    ]);
  });
});
