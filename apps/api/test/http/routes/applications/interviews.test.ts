import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_MESSAGES as R, applicantResponseSchema, applicationsResponseSchema } from '@careers/shared';
import { calendarIn } from '@careers/test-helpers';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, lastMailTo, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let recruiter: { email: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await signUpRecruiter(ctx);
});
afterAll(() => ctx.close());

/** 16 June 2026, 14:00 in Berlin (CEST, UTC+2): 12:00 UTC. The test clock starts on 10 June. */
const interview = {
  date: '2026-06-16',
  time: '14:00',
  time_zone: 'Europe/Berlin',
  duration_minutes: 45,
  meeting_url: 'https://meet.example.com/abc-defg-hij',
};

/** A candidate's application, moved by the recruiter to Under review (one step before Interview). */
async function applicationUnderReview() {
  const candidate = await signUp(ctx);
  const job = await postJob(ctx, recruiter.token);
  const applied = await submitApplication(ctx, candidate.token, job.job_id);
  const id: number = applied.json().application.application_id;
  const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, {
    token: recruiter.token,
    payload: { from: 'applied' },
  });
  expect(res.statusCode).toBe(200);
  return { candidate, job, id };
}

const toInterview = (id: number, payload: object = { from: 'under_review', interview }) =>
  call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiter.token, payload });

describe('interviews (REC-12)', () => {
  it('moving to Interview with a date e-mails the candidate an RFC 5545 invitation (METHOD:REQUEST, UTC start, organizer, attendee, link)', async () => {
    const { candidate, job, id } = await applicationUnderReview();
    const res = await toInterview(id);
    expect(res.statusCode).toBe(200);
    const { applicant } = applicantResponseSchema.parse(res.json());
    expect(applicant).toMatchObject({
      status: 'interview',
      interview: {
        starts_at: '2026-06-16T12:00:00.000Z',
        duration_minutes: 45,
        meeting_url: interview.meeting_url,
        time_zone: 'Europe/Berlin',
        sequence: 0,
      },
    });

    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(mail.subject).toContain(`${job.job_title}: Interview`);
    expect(mail.text).toContain('Tuesday 16 June 2026, 14:00 (Europe/Berlin; 12:00 UTC), 45 minutes');
    const invite = calendarIn(mail);
    expect(invite.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-06-16T12:00:00.000Z',
      startIsUtc: true,
      dtstamp: ctx.clock.now().toISOString(),
      durationMinutes: 45,
      location: interview.meeting_url,
      url: interview.meeting_url,
    });
    expect(invite.uid).toMatch(/^[0-9a-f-]{36}@/);
    expect(invite.organizer.toLowerCase()).toBe(`mailto:${recruiter.email.toLowerCase()}`);
    expect(invite.attendees.map((a) => a.toLowerCase())).toEqual([`mailto:${candidate.email.toLowerCase()}`]);
  });

  it('the candidate sees the interview on their timeline as an instant (their browser shows it in their own zone)', async () => {
    const { candidate, id } = await applicationUnderReview();
    await toInterview(id);
    const mine = applicationsResponseSchema.parse((await call(ctx, 'GET', '/api/applications', { token: candidate.token })).json());
    expect(mine.applications.find((a) => a.application_id === id)?.interview).toEqual({
      starts_at: '2026-06-16T12:00:00.000Z',
      duration_minutes: 45,
      meeting_url: interview.meeting_url,
      place: null,
      time_zone: 'Europe/Berlin',
      sequence: 0,
      cancelled_at: null,
      cancel_reason: null,
    });
  });

  it('moving the interview sends an updated invitation with the same UID and a higher SEQUENCE', async () => {
    const { candidate, id } = await applicationUnderReview();
    await toInterview(id);
    await deliverMail(ctx.app);
    const first = calendarIn(lastMailTo(ctx.config.dataDir, candidate.email));

    ctx.clock.advance(60_000);
    const moved = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview`, {
      token: recruiter.token,
      payload: { ...interview, date: '2026-06-17', time: '09:30', time_zone: 'America/New_York', duration_minutes: 60 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: R.interviewRescheduled,
      applicant: { interview: { starts_at: '2026-06-17T13:30:00.000Z', sequence: 1 } },
    });
    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, candidate.email);
    expect(mail.subject).toContain('has moved');
    const second = calendarIn(mail);
    expect(second).toMatchObject({
      uid: first.uid,
      sequence: 1,
      start: '2026-06-17T13:30:00.000Z',
      durationMinutes: 60,
      dtstamp: ctx.clock.now().toISOString(),
    });

    await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview`, { token: recruiter.token, payload: interview });
    await deliverMail(ctx.app);
    expect(calendarIn(lastMailTo(ctx.config.dataDir, candidate.email))).toMatchObject({ uid: first.uid, sequence: 2 });
  });

  it('each application interview has its own UID', async () => {
    const a = await applicationUnderReview();
    const b = await applicationUnderReview();
    await toInterview(a.id);
    await toInterview(b.id);
    await deliverMail(ctx.app);
    expect(calendarIn(lastMailTo(ctx.config.dataDir, a.candidate.email)).uid).not.toBe(
      calendarIn(lastMailTo(ctx.config.dataDir, b.candidate.email)).uid,
    );
  });

  it('moving to Interview without a date still works and sends no calendar part; scheduling later sends the first invitation', async () => {
    const { candidate, id } = await applicationUnderReview();
    const res = await toInterview(id, { from: 'under_review' });
    expect(res.json()).toMatchObject({ applicant: { status: 'interview', interview: null } });
    await deliverMail(ctx.app);
    expect(lastMailTo(ctx.config.dataDir, candidate.email).calendar).toBe('');

    const scheduled = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview`, { token: recruiter.token, payload: interview });
    expect(scheduled.json()).toMatchObject({ message: R.interviewScheduled, applicant: { interview: { sequence: 0 } } });
    await deliverMail(ctx.app);
    expect(calendarIn(lastMailTo(ctx.config.dataDir, candidate.email))).toMatchObject({ sequence: 0, start: '2026-06-16T12:00:00.000Z' });
  });

  it('refuses bad interview input with a 400 a person understands, and changes nothing', async () => {
    const { id, job } = await applicationUnderReview();
    // Everything the set-up queued (its step and watcher mails) goes out first, so the count below
    // sees only what the refused requests would send.
    await deliverMail(ctx.app);
    const sent = readOutbox(ctx.config.dataDir).length;
    const cases: [object, string][] = [
      [{ ...interview, date: '2026-02-30' }, R.interviewDateInvalid],
      [{ ...interview, time: '25:00' }, R.interviewTimeInvalid],
      [{ ...interview, time_zone: 'Mars/Olympus' }, R.interviewTimeZoneInvalid],
      [{ ...interview, duration_minutes: 5 }, R.interviewDurationInvalid],
      [{ ...interview, meeting_url: 'javascript:alert(1)' }, R.interviewLinkInvalid],
      [{ ...interview, meeting_url: 'http://meet.example.com/x' }, R.interviewLinkInvalid],
      [{ ...interview, date: '2026-06-09' }, R.interviewInPast],
    ];
    for (const [bad, message] of cases) {
      const res = await toInterview(id, { from: 'under_review', interview: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir).length).toBe(sent);
    const list = (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter.token })).json();
    expect(list.applicants[0]).toMatchObject({ status: 'under_review', interview: null });
  });

  it('an interview rides only on the move to Interview, and only an application at Interview can be scheduled', async () => {
    const candidate = await signUp(ctx);
    const job = await postJob(ctx, recruiter.token);
    const id: number = (await submitApplication(ctx, candidate.token, job.job_id)).json().application.application_id;
    const early = await toInterview(id, { from: 'applied', interview });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(R.interviewNotAtStep);
    const put = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview`, { token: recruiter.token, payload: interview });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(R.interviewNotAtStep);
    const missing = await call(ctx, 'PUT', `/api/recruiter/applications/999999/interview`, { token: recruiter.token, payload: interview });
    expect(missing.statusCode).toBe(404);
  });
});
