import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICANT_VIEW_MESSAGES as V,
  NOTE_MESSAGES as N,
  RECRUITER_MESSAGES as R,
  applicationTimeline,
  type Applicant,
} from '@careers/shared';
import { useLocation } from 'react-router';
import { renderWithApp } from '@/test/render';
import { Applicants } from './applicants';

afterEach(() => vi.unstubAllGlobals());

describe('applicants (REC-5)', () => {
  const applicant: Applicant = {
    application_id: 9,
    status: 'offer',
    mode: 'standard',
    dateApplied: '2026-03-02T09:00:00.000Z',
    applicationSteps: applicationTimeline('offer', [{ status: 'applied', at: '2026-03-02T09:00:00.000Z' }]),
    interview: null,
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
        return new Response(JSON.stringify({ job: { job_id: 5, status: 'open' }, applicants: [applicant] }));
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<Applicants jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.markNotSelected}: Priya Sharma` }));
    // REC-11: the card shows the ratings' average and count.
    expect(screen.getByText(N.ratingSummary(4.5, 2))).toBeTruthy();
    expect(screen.getByRole('group', { name: `Confirm ${R.markNotSelected}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.url.includes('/recruiter/applications/'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${R.moveTo('Hired')}: Priya Sharma` }));
    expect(await screen.findByText(R.moved('Hired'))).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/recruiter/applications/9/advance');
    expect(JSON.parse(post?.body as string)).toEqual({ from: 'offer' });
  });

  it('searches by name, filters by step and sorts by rating, and keeps the view in the URL (REC-14)', async () => {
    const raj: Applicant = {
      ...applicant,
      application_id: 10,
      status: 'applied',
      dateApplied: '2026-03-03T09:00:00.000Z',
      details: { ...applicant.details, first_name: 'Raj', last_name: 'Patel' },
      rating: { average: 5, count: 1 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ job: { job_id: 5, job_title: 'Job 5', status: 'open' }, applicants: [applicant, raj] })),
      ),
    );
    function Search() {
      return <output aria-label="query">{useLocation().search}</output>;
    }
    const user = userEvent.setup();
    renderWithApp(
      <>
        <Applicants jobId={5} />
        <Search />
      </>,
    );
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(names()).toEqual(['Priya Sharma', 'Raj Patel']);

    await user.selectOptions(screen.getByLabelText(V.sortLabel), V.sorts.rating);
    expect(names()).toEqual(['Raj Patel', 'Priya Sharma']);
    await user.selectOptions(screen.getByLabelText(V.stepLabel), 'Offer');
    expect(names()).toEqual(['Priya Sharma']);
    expect(screen.getByText(V.shown(1, 2))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(V.stepLabel), V.allSteps);
    await user.type(screen.getByLabelText(V.searchLabel), 'pat');
    expect(names()).toEqual(['Raj Patel']);
    expect(screen.getByLabelText('query').textContent).toBe('?q=pat&sort=rating');
  });
});

describe('interviews and watching (REC-12, REC-13)', () => {
  const underReview: Applicant = {
    application_id: 11,
    status: 'under_review',
    mode: 'linkedin',
    dateApplied: '2026-03-02T09:00:00.000Z',
    applicationSteps: applicationTimeline('under_review', [{ status: 'applied', at: '2026-03-02T09:00:00.000Z' }]),
    details: {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.in',
      mobiles: [{ code: '+91', number: '9876543211' }],
      linkedin_profile: '',
      additional_links: [],
      present_address: 'Pune',
      permanent_address: 'Pune',
      experience: [],
      education: [],
      certifications: [],
    },
    files: [],
    rating: { average: null, count: 0 },
    interview: null,
  };

  it('Move to Interview opens the interview form; bad input is explained there, good input rides on the move', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: R.moved('Interview'), applicant: { ...underReview, status: 'interview' } }));
        return new Response(JSON.stringify({ job: { job_id: 5, status: 'open' }, applicants: [underReview] }));
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<Applicants jobId={5} />);
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

describe('the board’s old address (REC-23)', () => {
  it('?view=board on the applicants page goes to the board’s own page', async () => {
    const job = { job_id: 5, job_title: 'Job 5', status: 'open', posted_date: '2026-03-01', location: 'Pune', job_type: 'Freelance' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ job, applicants: [] }))),
    );
    renderWithApp(<Applicants jobId={5} />, '?view=board');
    // The test's router has the applicants at '/' only: anywhere else is 'elsewhere'.
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});
