import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INTERVIEW_SCHEDULING_MESSAGES as S,
  applicantResponseSchema,
  candidateSlotsResponseSchema,
  candidateSlotsSchema,
  dashboardSchema,
  recruiterSlotsSchema,
} from '@careers/shared';
import { calendarIn } from '@careers/test-helpers';
import { users } from '../../../../src/platform/db/schema/accounts.js';
import { signUp } from '../../../helpers/accounts.js';
import { signUpRecruiter } from '../../../helpers/applications.js';
import { bookSlot, candidateAtInterview, concurrentBookings, offerSlots } from '../../../helpers/interview-slots.js';
import { deliverMail, lastMailTo, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

/**
 * REC-30, REC-31, APP-13 (docs/decisions/049): a recruiter in Europe/Zurich offers times on both sides of
 * the European switches to and from summer time (28 March and 31 October 2027); candidates in
 * Asia/Kolkata, Asia/Manila and Asia/Ho_Chi_Minh see, book, move and lose them on their own clocks.
 */
let ctx: TestContext;
let recruiter: { email: string; password: string; token: string };
let interviewer: { email: string; token: string };
let interviewerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await signUpRecruiter(ctx);
  interviewer = await signUpRecruiter(ctx, 'jonas.keller@example.ch', 'Jonas Keller');
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, interviewer.email));
  interviewerId = row!.id;
});
afterAll(() => ctx.close());

/** Four times around the March switch (CET, UTC+1, until Sunday 28 March 01:00 UTC; CEST, UTC+2, after). */
const MARCH = {
  time_zone: 'Europe/Zurich',
  slots: [
    { date: '2027-03-29', time: '10:00', duration_minutes: 45 },
    { date: '2027-03-26', time: '10:00', duration_minutes: 45 },
    { date: '2027-03-28', time: '09:00', duration_minutes: 30 },
    { date: '2027-03-29', time: '17:30', duration_minutes: 60 },
  ],
  meeting_url: 'https://meet.google.com/abc-defg-hij',
};

const signIn = async (username: string, password: string): Promise<string> => {
  const res = await call(ctx, 'POST', '/api/login', { payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
};
const recruiterSlots = async (id: number) =>
  recruiterSlotsSchema.parse(
    (await call(ctx, 'GET', `/api/recruiter/applications/${id}/interview-slots`, { token: recruiter.token })).json(),
  );
const candidatePage = async (token: string, id: number, query = '') =>
  candidateSlotsSchema.parse((await call(ctx, 'GET', `/api/applications/${id}/interview-slots${query}`, { token })).json());

describe('offered interview times (REC-30, APP-13)', () => {
  it('two requests for one time at the same moment: one booking, the others a clear 409 (PGlite; the .pg test runs it on PostgreSQL)', async () => {
    await concurrentBookings(ctx, recruiter.token);
  });

  it('the recruiter’s picker shows each time on the candidate’s clock (Asia/Kolkata, profile), marks those outside 08:00–20:00 for them; the candidate is e-mailed the times in IST with the recruiter’s beside them', async () => {
    const { candidate, job, id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    const res = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview-slots`, {
      token: recruiter.token,
      payload: { ...MARCH, interviewer_ids: [interviewerId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(S.offerSent(4));
    const view = await recruiterSlots(id);
    expect(view.candidate_zone).toEqual({ time_zone: 'Asia/Kolkata', source: 'profile' });
    expect(view.interviewer_ids).toEqual([interviewerId]);
    expect(
      view.slots.map((s) => ({ at: s.starts_at, theirs: s.candidate.label, mine: s.recruiter.label, outside: s.outside_candidate_day })),
    ).toEqual([
      {
        at: '2027-03-26T09:00:00.000Z',
        theirs: 'Friday 26 March 2027, 14:30–15:15 (GMT+5:30)',
        mine: 'Friday 26 March 2027, 10:00–10:45 (GMT+1)',
        outside: false,
      },
      {
        at: '2027-03-28T07:00:00.000Z',
        theirs: 'Sunday 28 March 2027, 12:30–13:00 (GMT+5:30)',
        mine: 'Sunday 28 March 2027, 09:00–09:30 (GMT+2)',
        outside: false,
      },
      {
        at: '2027-03-29T08:00:00.000Z',
        theirs: 'Monday 29 March 2027, 13:30–14:15 (GMT+5:30)',
        mine: 'Monday 29 March 2027, 10:00–10:45 (GMT+2)',
        outside: false,
      },
      {
        at: '2027-03-29T15:30:00.000Z',
        theirs: 'Monday 29 March 2027, 21:00–22:00 (GMT+5:30)',
        mine: 'Monday 29 March 2027, 17:30–18:30 (GMT+2)',
        outside: true,
      },
    ]);

    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(mail.subject).toBe(S.mail.offeredSubject(job.job_title));
    expect(mail.text).toContain('Friday 26 March 2027, 14:30–15:15 (GMT+5:30)');
    expect(mail.text).toContain('Recruiter’s time: Monday 29 March 2027, 10:00–10:45 (GMT+2)');
    expect(mail.text).toContain(S.mail.offeredZone('Asia/Kolkata'));
    expect(mail.text).toContain(`/applications/${id}/interview`);
  });

  it('booking sends one invitation to both sides (ORGANIZER, ATTENDEEs, the same UID and instant); a move keeps the UID with a higher SEQUENCE and frees the old time', async () => {
    // Jonas works from London and says so in his settings (REC-32): his e-mails read his clock.
    const london = await call(ctx, 'PUT', '/api/recruiter/settings', {
      token: interviewer.token,
      payload: { applicationMails: 'each', timeZone: 'Europe/London' },
    });
    expect(london.statusCode, london.body).toBe(200);
    const { candidate, job, id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    const { slots } = await offerSlots(ctx, recruiter.token, id, { ...MARCH, interviewer_ids: [interviewerId] });
    const monday = slots.find((s) => s.starts_at === '2027-03-29T08:00:00.000Z')!;
    const friday = slots.find((s) => s.starts_at === '2027-03-26T09:00:00.000Z')!;

    const booked = await bookSlot(ctx, candidate.token, id, monday.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const answer = candidateSlotsResponseSchema.parse(booked.json());
    expect(answer.message).toBe(S.bookedDone);
    expect(answer.page.interview).toMatchObject({ starts_at: '2027-03-29T08:00:00.000Z', sequence: 0, cancelled_at: null });
    expect(answer.page.interview_time?.label).toBe('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)');
    expect(answer.page.can_change).toBe(true);

    await deliverMail(ctx.app);
    const toCandidate = lastMailTo(ctx.config.dataDir, candidate.email);
    const toRecruiter = lastMailTo(ctx.config.dataDir, recruiter.email);
    const toInterviewer = lastMailTo(ctx.config.dataDir, interviewer.email);
    expect(toCandidate.subject).toBe(S.mail.bookedSubject(job.job_title));
    expect(toCandidate.text).toContain('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)');
    expect(toCandidate.text).toContain('Monday 29 March 2027, 10:00–10:45 (GMT+2)');
    expect(toRecruiter.text).toMatch(/Your time\W+Monday 29 March 2027, 10:00–10:45 \(GMT\+2\)/);
    expect(toRecruiter.text).toMatch(/Candidate’s time\W+Monday 29 March 2027, 13:30–14:15 \(GMT\+5:30\)/);
    expect(toInterviewer.text).toMatch(/Your time\W+Monday 29 March 2027, 09:00–09:45 \(GMT\+1\)/);
    const [mine, theirs, colleague] = [toCandidate, toRecruiter, toInterviewer].map(calendarIn);
    for (const invite of [mine!, theirs!, colleague!]) {
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: mine!.uid,
        sequence: 0,
        start: '2027-03-29T08:00:00.000Z',
        startIsUtc: true,
        durationMinutes: 45,
        status: 'CONFIRMED',
        url: MARCH.meeting_url,
      });
      expect(invite.organizer.toLowerCase()).toBe(`mailto:${recruiter.email.toLowerCase()}`);
      expect(invite.attendees.map((a) => a.toLowerCase()).sort()).toEqual(
        [`mailto:${candidate.email.toLowerCase()}`, `mailto:${interviewer.email.toLowerCase()}`].sort(),
      );
    }

    ctx.clock.advance(60_000);
    const moved = await bookSlot(ctx, candidate.token, id, friday.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(S.movedDone);
    await deliverMail(ctx.app);
    const movedMail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(movedMail.subject).toBe(S.mail.movedSubject(job.job_title));
    expect(movedMail.text).toContain('Friday 26 March 2027, 14:30–15:15 (GMT+5:30)');
    expect(calendarIn(movedMail)).toMatchObject({ uid: mine!.uid, sequence: 1, start: '2027-03-26T09:00:00.000Z' });
    expect(calendarIn(lastMailTo(ctx.config.dataDir, interviewer.email))).toMatchObject({ uid: mine!.uid, sequence: 1 });
    expect(lastMailTo(ctx.config.dataDir, recruiter.email).text).toContain('Friday 26 March 2027, 10:00–10:45 (GMT+1)');
    // The Monday time is open again; the Friday one is the interview.
    const page = await candidatePage(candidate.token, id);
    expect(page.slots.map((s) => [s.starts_at, s.booked])).toEqual([
      ['2027-03-26T09:00:00.000Z', true],
      ['2027-03-28T07:00:00.000Z', false],
      ['2027-03-29T08:00:00.000Z', false],
      ['2027-03-29T15:30:00.000Z', false],
    ]);
    // The same time again: 409.
    const again = await bookSlot(ctx, candidate.token, id, friday.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.alreadyBooked);
  });

  it('October switch: a candidate in Asia/Manila (profile) sees 16:00 before and 17:00 after it; one in Asia/Ho_Chi_Minh without a profile zone gets their browser’s, which the recruiter then sees', async () => {
    const OCTOBER = {
      time_zone: 'Europe/Zurich',
      slots: [
        { date: '2027-10-29', time: '10:00', duration_minutes: 30 },
        { date: '2027-10-31', time: '10:00', duration_minutes: 30 },
        { date: '2027-11-01', time: '10:00', duration_minutes: 30 },
      ],
      place: 'Bahnhofstrasse 1, 8001 Zürich',
      interviewer_ids: [],
    };
    const manila = await candidateAtInterview(ctx, recruiter.token, 'Asia/Manila');
    await offerSlots(ctx, recruiter.token, manila.id, OCTOBER);
    const page = await candidatePage(manila.candidate.token, manila.id);
    expect(page.candidate_zone).toEqual({ time_zone: 'Asia/Manila', source: 'profile' });
    expect(page.place).toBe(OCTOBER.place);
    expect(page.slots.map((s) => [s.candidate.label, s.recruiter.label])).toEqual([
      ['Friday 29 October 2027, 16:00–16:30 (GMT+8)', 'Friday 29 October 2027, 10:00–10:30 (GMT+2)'],
      ['Sunday 31 October 2027, 17:00–17:30 (GMT+8)', 'Sunday 31 October 2027, 10:00–10:30 (GMT+1)'],
      ['Monday 1 November 2027, 17:00–17:30 (GMT+8)', 'Monday 1 November 2027, 10:00–10:30 (GMT+1)'],
    ]);
    const booked = await bookSlot(ctx, manila.candidate.token, manila.id, page.slots[2]!.id);
    expect(booked.statusCode).toBe(200);
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, manila.candidate.email);
    expect(mail.text).toContain('Monday 1 November 2027, 17:00–17:30 (GMT+8)');
    expect(mail.text).toContain(OCTOBER.place);
    expect(calendarIn(mail)).toMatchObject({ start: '2027-11-01T09:00:00.000Z', location: OCTOBER.place, url: '' });

    const hcm = await candidateAtInterview(ctx, recruiter.token);
    await offerSlots(ctx, recruiter.token, hcm.id, OCTOBER);
    expect((await recruiterSlots(hcm.id)).candidate_zone).toEqual({ time_zone: 'UTC', source: 'none' });
    const theirs = await candidatePage(hcm.candidate.token, hcm.id, '?time_zone=Asia/Ho_Chi_Minh');
    expect(theirs.candidate_zone).toEqual({ time_zone: 'Asia/Ho_Chi_Minh', source: 'browser' });
    expect(theirs.slots.map((s) => s.candidate.label)).toEqual([
      'Friday 29 October 2027, 15:00–15:30 (GMT+7)',
      'Sunday 31 October 2027, 16:00–16:30 (GMT+7)',
      'Monday 1 November 2027, 16:00–16:30 (GMT+7)',
    ]);
    expect((await recruiterSlots(hcm.id)).candidate_zone).toEqual({ time_zone: 'Asia/Ho_Chi_Minh', source: 'browser' });
  });

  it('refuses what breaks the rules with a message a person understands', async () => {
    const { id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    const put = (payload: object) =>
      call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview-slots`, { token: recruiter.token, payload });
    const one = await put({ ...MARCH, slots: MARCH.slots.slice(0, 1) });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe(S.slotsCount(2, 12));
    const past = await put({ ...MARCH, slots: [MARCH.slots[0], { date: '2026-06-01', time: '10:00', duration_minutes: 30 }] });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(S.slotInPast);
    const nowhere = await put({ time_zone: 'Europe/Zurich', slots: MARCH.slots });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(S.placeOrLink);
    const stranger = await put({ ...MARCH, interviewer_ids: [999_999] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(S.interviewerUnknown);
  });

  it('another candidate’s application is not found; a candidate with no times offered sees none', async () => {
    const { candidate, id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    const { slots } = await offerSlots(ctx, recruiter.token, id, { ...MARCH, interviewer_ids: [] });
    const other = await signUp(ctx);
    for (const res of [
      await call(ctx, 'GET', `/api/applications/${id}/interview-slots`, { token: other.token }),
      await bookSlot(ctx, other.token, id, slots[0]!.id),
      await call(ctx, 'POST', `/api/applications/${id}/interview/cancel`, { token: other.token, payload: { reason: 'x' } }),
      await call(ctx, 'POST', `/api/applications/${id}/interview/other-times`, { token: other.token, payload: { note: 'x' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(S.notFound);
    }
    expect((await candidatePage(candidate.token, id)).slots).toHaveLength(4);
  });

  it('“none of these times work”: the note joins the conversation and the job’s watchers are e-mailed', async () => {
    const { candidate, id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    await offerSlots(ctx, recruiter.token, id, { ...MARCH, interviewer_ids: [] });
    const note = 'Mornings in Zurich work best for me, any weekday.';
    const res = await call(ctx, 'POST', `/api/applications/${id}/interview/other-times`, { token: candidate.token, payload: { note } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(S.otherTimesSent);
    await deliverMail(ctx.app);
    expect(lastMailTo(ctx.config.dataDir, recruiter.email).text).toContain(note);
    const thread = await call(ctx, 'GET', `/api/recruiter/applications/${id}/messages`, { token: recruiter.token });
    expect(JSON.stringify(thread.json())).toContain(note);
  });

  it('within 12 hours the candidate can neither move nor cancel (409 with the reason); the recruiter cancels: METHOD:CANCEL, same UID, higher SEQUENCE, shown as cancelled; new times can be offered', async () => {
    const { candidate, job, id } = await candidateAtInterview(ctx, recruiter.token, 'Asia/Kolkata');
    const { slots } = await offerSlots(ctx, recruiter.token, id, { ...MARCH, interviewer_ids: [interviewerId] });
    expect((await bookSlot(ctx, candidate.token, id, slots[0]!.id)).statusCode).toBe(200);
    await deliverMail(ctx.app);
    const first = calendarIn(lastMailTo(ctx.config.dataDir, candidate.email));

    // 26 March 2027 09:00 UTC is the interview: 11 hours before it.
    ctx.clock.advance(Date.parse('2027-03-25T22:00:00.000Z') - ctx.clock.now().getTime());
    // Months later: both sign in again.
    candidate.token = await signIn(candidate.email, candidate.password);
    recruiter.token = await signIn(recruiter.email, recruiter.password);
    const page = await candidatePage(candidate.token, id);
    expect(page).toMatchObject({ can_change: false, change_until: '2027-03-25T21:00:00.000Z' });
    const move = await bookSlot(ctx, candidate.token, id, slots[1]!.id);
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(S.tooLate(12));
    const cancel = await call(ctx, 'POST', `/api/applications/${id}/interview/cancel`, {
      token: candidate.token,
      payload: { reason: 'Something came up' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(S.tooLate(12));

    const upcoming = async () =>
      dashboardSchema
        .parse((await call(ctx, 'GET', '/api/recruiter/workspace/dashboard', { token: recruiter.token })).json())
        .interviews.map((i) => i.applicationId);
    expect(await upcoming()).toContain(id);
    const byRecruiter = await call(ctx, 'POST', `/api/recruiter/applications/${id}/interview/cancel`, {
      token: recruiter.token,
      payload: { reason: 'The interviewer is ill; we will offer new times.' },
    });
    expect(byRecruiter.statusCode).toBe(200);
    const { applicant } = applicantResponseSchema.parse(byRecruiter.json());
    expect(applicant.interview).toMatchObject({
      cancelled_at: ctx.clock.now().toISOString(),
      cancel_reason: 'The interviewer is ill; we will offer new times.',
      sequence: 1,
    });
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(mail.subject).toBe(S.mail.cancelledSubject(job.job_title));
    expect(mail.text).toContain('The interviewer is ill');
    for (const invite of [mail, lastMailTo(ctx.config.dataDir, interviewer.email)].map(calendarIn)) {
      expect(invite.contentType).toMatch(/method=CANCEL/i);
      expect(invite).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: first.uid,
        sequence: 1,
        start: '2027-03-26T09:00:00.000Z',
      });
    }
    // The dashboard's upcoming interviews (REC-17) leave it out.
    expect(await upcoming()).not.toContain(id);
    const again = await call(ctx, 'POST', `/api/recruiter/applications/${id}/interview/cancel`, {
      token: recruiter.token,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);

    // New times, and the candidate books one: the same event comes back (same UID, SEQUENCE 2).
    const renewed = await offerSlots(ctx, recruiter.token, id, {
      ...MARCH,
      slots: [
        { date: '2027-04-05', time: '10:00', duration_minutes: 45 },
        { date: '2027-04-06', time: '10:00', duration_minutes: 45 },
      ],
      interviewer_ids: [],
    });
    expect((await bookSlot(ctx, candidate.token, id, renewed.slots[0]!.id)).statusCode).toBe(200);
    await deliverMail(ctx.app);
    expect(calendarIn(lastMailTo(ctx.config.dataDir, candidate.email))).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 2,
      start: '2027-04-05T08:00:00.000Z',
    });
    expect(readOutbox(ctx.config.dataDir).length).toBeGreaterThan(0);
  });
});
