import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_SCHEDULING_MESSAGES as S, zonedTime, type CandidateSlots } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { InterviewBooking } from './interview-booking';

afterEach(() => vi.unstubAllGlobals());

const slot = (id: number, at: string, booked = false) => ({
  id,
  starts_at: at,
  duration_minutes: 45,
  recruiter: zonedTime(new Date(at), 45, 'Europe/Zurich'),
  candidate: zonedTime(new Date(at), 45, 'Asia/Kolkata'),
  outside_candidate_day: false,
  booked,
});

const page: CandidateSlots = {
  application_id: 7,
  job_title: 'Azure Architect',
  candidate_zone: { time_zone: 'Asia/Kolkata', source: 'profile' },
  slots: [slot(1, '2027-03-26T09:00:00.000Z'), slot(2, '2027-03-29T08:00:00.000Z')],
  meeting_url: 'https://meet.example.com/abc',
  place: null,
  interview: null,
  interview_time: null,
  change_until: null,
  can_change: false,
};

describe('APP-13: the candidate’s interview page', () => {
  it('lists the open times by the candidate’s day, in their zone with the recruiter’s beside them; one click books one', async () => {
    const booked = {
      ...page,
      slots: [page.slots[0]!, { ...page.slots[1]!, booked: true }],
      interview: {
        starts_at: '2027-03-29T08:00:00.000Z',
        duration_minutes: 45,
        meeting_url: page.meeting_url,
        place: null,
        time_zone: 'Europe/Zurich',
        sequence: 0,
        cancelled_at: null,
        cancel_reason: null,
      },
      interview_time: page.slots[1]!.candidate,
      change_until: '2027-03-28T20:00:00.000Z',
      can_change: true,
    };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = init?.method === 'POST' ? { message: S.bookedDone, page: booked } : page;
      expect(url).toMatch(init?.method === 'POST' ? /\/api\/applications\/7\/interview-slots\/2\/book$/ : /time_zone=/);
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<InterviewBooking applicationId={7} />);

    expect(await screen.findByRole('heading', { level: 1, name: S.pageTitle })).toBeTruthy();
    expect(screen.getByText(S.yourZone('Asia/Kolkata'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Friday 26 March 2027' })).toBeTruthy();
    expect(screen.getByText(S.recruiterTime('Monday 29 March 2027, 10:00–10:45 (GMT+2)'))).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: S.bookTime('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)') }));
    const mine = await screen.findByRole('region', { name: S.yourInterview });
    expect(within(mine).getByText('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)')).toBeTruthy();
    expect(within(mine).getByText(S.moveHint(12))).toBeTruthy();
    // The booked time leaves the list; the other one is offered to move to.
    expect(screen.getByRole('heading', { name: S.moveTo })).toBeTruthy();
    expect(screen.queryByRole('button', { name: S.bookTime('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)') })).toBeNull();
  });
});
