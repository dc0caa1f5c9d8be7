import { expect } from 'vitest';
import { INTERVIEW_SCHEDULING_MESSAGES as S, type SlotOfferInput } from '@careers/shared';
import { signUp } from './accounts.js';
import { postJob, submitApplication } from './applications.js';
import { call } from './call.js';
import type { TestContext } from './test-app.js';

/** REC-30, APP-13: a candidate (with their profile's time zone, if given) whose application is at Interview. */
export async function candidateAtInterview(ctx: TestContext, recruiterToken: string, timeZone?: string) {
  const candidate = await signUp(ctx);
  if (timeZone) {
    const terms = await call(ctx, 'PUT', '/api/profile/terms', { token: candidate.token, payload: { time_zone: timeZone } });
    expect(terms.statusCode).toBe(200);
  }
  const job = await postJob(ctx, recruiterToken);
  const applied = await submitApplication(ctx, candidate.token, job.job_id);
  const id: number = applied.json().application.application_id;
  for (const from of ['applied', 'under_review']) {
    const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: recruiterToken, payload: { from } });
    expect(res.statusCode).toBe(200);
  }
  return { candidate, job, id };
}

/** REC-30: the recruiter offers times; answers the offered slots (earliest first). */
export async function offerSlots(ctx: TestContext, recruiterToken: string, id: number, offer: SlotOfferInput) {
  const res = await call(ctx, 'PUT', `/api/recruiter/applications/${id}/interview-slots`, { token: recruiterToken, payload: offer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offer as { slots: { id: number; starts_at: string }[] };
}

export const bookSlot = (ctx: TestContext, token: string, id: number, slotId: number) =>
  call(ctx, 'POST', `/api/applications/${id}/interview-slots/${slotId}/book`, { token });

/**
 * APP-13: two requests for one time at the same moment give one booking and one 409 with a clear
 * message (the time was taken, or it is already theirs). On PostgreSQL they truly run side by side;
 * the database decides (a conditional update: the second waits for the first, then finds it booked).
 */
export async function concurrentBookings(ctx: TestContext, recruiterToken: string) {
  const { candidate, id } = await candidateAtInterview(ctx, recruiterToken, 'Asia/Kolkata');
  const { slots } = await offerSlots(ctx, recruiterToken, id, {
    time_zone: 'Europe/Zurich',
    slots: [
      { date: '2027-03-26', time: '09:00', duration_minutes: 45 },
      { date: '2027-03-29', time: '09:00', duration_minutes: 45 },
      { date: '2027-03-30', time: '09:00', duration_minutes: 45 },
    ],
    meeting_url: 'https://teams.microsoft.com/l/meetup-join/abc',
    interviewer_ids: [],
  });
  const [first] = slots.map((s) => s.id);
  const sameSlot = await Promise.all(Array.from({ length: 6 }, () => bookSlot(ctx, candidate.token, id, first!)));
  expect(sameSlot.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  for (const loser of sameSlot.filter((r) => r.statusCode === 409)) expect([S.slotTaken, S.alreadyBooked]).toContain(loser.json().message);
  // One interview, at that time; the other times stay open.
  const page = await call(ctx, 'GET', `/api/applications/${id}/interview-slots`, { token: candidate.token });
  expect(page.json().interview).toMatchObject({ starts_at: slots[0]!.starts_at, sequence: 0 });
  expect(page.json().slots.map((s: { booked: boolean }) => s.booked)).toEqual([true, false, false]);

  return { id, slots: slots.map((s) => s.id) };
}
