import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECRUITER_MESSAGES as R, applicationTimeline, type Applicant } from '@careers/shared';
import { sampleApplicant } from '@/test/applicant';
import { renderWithApp } from '@/test/render';
import { StepActions } from './step-actions';

afterEach(() => vi.unstubAllGlobals());

describe('the moves of one applicant (REC-6)', () => {
  const applicant: Applicant = {
    application_id: 9,
    status: 'offer',
    mode: 'standard',
    dateApplied: '2026-03-02T09:00:00.000Z',
    applicationSteps: applicationTimeline('offer', [{ status: 'applied', at: '2026-03-02T09:00:00.000Z' }]),
    interview: null,
    screening_answers: [],
    does_not_meet: [],
    details: {
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@example.in',
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: '',
      additional_links: [],
      present_address: '12 MG Road, Bengaluru',
      permanent_address: '12 MG Road, Bengaluru',
      experience: [],
      education: [],
      certifications: [],
    },
    files: [{ id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', kind: 'cv', name: 'priya-cv.pdf', size: 120_000 }],
    rating: { average: 4.5, count: 2 },
  };

  it('offers the next step, and Not selected only after a confirmation; each sends what the recruiter saw', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: R.moved('Hired'), applicant: { ...applicant, status: 'hired' } }));
        throw new Error(`unexpected ${url}`);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={applicant} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.markNotSelected}: Priya Sharma` }));
    expect(screen.getByRole('group', { name: `Confirm ${R.markNotSelected}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.url.includes('/recruiter/applications/'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${R.moveTo('Hired')}: Priya Sharma` }));
    expect(await screen.findByText(R.moved('Hired'))).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/recruiter/applications/9/advance');
    expect(JSON.parse(post?.body as string)).toEqual({ from: 'offer' });
  });
});

describe('interviews and watching (REC-12, REC-13)', () => {
  const underReview = sampleApplicant(11, 'under_review', {
    details: { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.in', mobiles: [{ code: '+91', number: '9876543211' }] },
  });

  it('Move to Interview opens the interview form; bad input is explained there, good input rides on the move', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: R.moved('Interview'), applicant: { ...underReview, status: 'interview' } }));
        throw new Error(`unexpected ${url}`);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={underReview} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.moveTo('Interview')}: Ravi Kumar` }));
    const form = screen.getByRole('form', { name: `${R.interviewTitle}: Ravi Kumar` });
    await user.type(within(form).getByLabelText(R.interviewLink), 'http://insecure.example.com');
    await user.click(within(form).getByRole('button', { name: R.moveTo('Interview') }));
    expect(within(form).getByText(R.interviewDateInvalid)).toBeTruthy();
    expect(within(form).getByText(R.interviewLinkInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/advance'))).toEqual([]);

    await user.type(within(form).getByLabelText(R.interviewDate), '2026-06-16');
    await user.type(within(form).getByLabelText(R.interviewTime), '14:00');
    const zone = within(form).getByLabelText(R.interviewTimeZone);
    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    const link = within(form).getByLabelText(R.interviewLink);
    await user.clear(link);
    await user.type(link, 'https://meet.example.com/abc');
    await user.click(within(form).getByRole('button', { name: R.moveTo('Interview') }));
    expect(await screen.findByText(R.moved('Interview'))).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/recruiter/applications/11/advance');
    expect(JSON.parse(post?.body as string)).toEqual({
      from: 'under_review',
      interview: {
        date: '2026-06-16',
        time: '14:00',
        time_zone: 'Europe/Berlin',
        duration_minutes: 30,
        meeting_url: 'https://meet.example.com/abc',
      },
    });
  });
});
