import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICANT_VIEW_MESSAGES as V,
  BOARD_MESSAGES as B,
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

describe('the pipeline board (REC-6)', () => {
  const person = (id: number, first: string, status: Applicant['status'], day: number): Applicant => ({
    application_id: id,
    status,
    mode: 'linkedin',
    dateApplied: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
    applicationSteps: applicationTimeline(status, []),
    details: {
      first_name: first,
      last_name: 'Sharma',
      email: `${first.toLowerCase()}@example.in`,
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: '',
      additional_links: [],
      present_address: 'Pune',
      permanent_address: 'Pune',
      experience: [],
      education: [],
      certifications: [],
    },
    files: [],
    rating: id === 1 ? { average: 4.5, count: 2 } : { average: null, count: 0 },
    interview: null,
  });

  /** The API as the board sees it: `states` answers each GET in turn (the last one from then on); `post` each move. */
  function api(states: Applicant[][], post: (url: string, body: unknown) => Response) {
    const calls: { url: string; body: unknown }[] = [];
    let gets = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
        if (init?.method === 'POST') return post(url, init.body);
        const applicants = states[Math.min(gets, states.length - 1)];
        gets += 1;
        return new Response(JSON.stringify({ job: { job_id: 5, job_title: 'Job 5', status: 'open' }, applicants }));
      }),
    );
    return calls;
  }

  function renderBoard() {
    function Search() {
      return <output aria-label="query">{useLocation().search}</output>;
    }
    renderWithApp(
      <>
        <Applicants jobId={5} />
        <Search />
      </>,
    );
  }

  const column = (label: string) => screen.getByRole('region', { name: label });
  const count = (label: string) => within(column(label)).getByRole('heading', { level: 3 }).textContent;
  const cards = (label: string) =>
    within(column(label))
      .queryAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);

  it('is the other view of the list, kept in the URL: a column per step with its count, cards with date and rating', async () => {
    api([[person(1, 'Priya', 'applied', 2), person(2, 'Asha', 'applied', 1), person(3, 'Meera', 'offer', 3)]], () => new Response('{}'));
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: B.boardView }));
    expect(screen.getByLabelText('query').textContent).toBe('?view=board');
    expect(screen.getByRole('button', { name: B.boardView }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Applied2, 2 applicants',
      'Under review0, 0 applicants',
      'Interview0, 0 applicants',
      'Offer1, 1 applicant',
      'Hired0, 0 applicants',
      'Not selected0, 0 applicants',
      'Withdrawn0, 0 applicants',
    ]);
    expect(cards('Applied')).toEqual(['Asha Sharma', 'Priya Sharma']);
    const priya = within(column('Applied')).getAllByRole('listitem')[1]!;
    expect(priya.textContent).toContain('Applied on 02-03-2026');
    expect(priya.textContent).toContain(N.ratingSummary(4.5, 2));
    expect(within(column('Under review')).getByText(B.emptyColumn)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: B.listView }));
    expect(screen.getByLabelText('query').textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Applied' })).toBeNull();
  });

  it('"Move to…" lists only the allowed steps, works with the keyboard, and moves the card with its count', async () => {
    const priya = person(1, 'Priya', 'applied', 2);
    const calls = api(
      [[priya], [{ ...priya, status: 'under_review' }]],
      () => new Response(JSON.stringify({ message: R.moved('Under review'), applicant: { ...priya, status: 'under_review' } })),
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: B.boardView }));
    const trigger = screen.getByRole('button', { name: B.moveToLabel('Priya Sharma') });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const moves = screen.getByRole('list', { name: B.movesOf('Priya Sharma') });
    // No skipping: from Applied, only Under review or Not selected.
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Under review', 'Not selected']);
    expect(document.activeElement?.textContent).toBe('Under review');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Not selected');
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(R.moved('Under review'))).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/recruiter/applications/1/advance')?.body).toEqual({ from: 'applied' });
    await vi.waitFor(() => expect(cards('Under review')).toEqual(['Priya Sharma']));
    expect(count('Applied')).toBe('Applied0, 0 applicants');
    expect(count('Under review')).toBe('Under review1, 1 applicant');
    // Focus follows the card to its new column.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('Priya Sharma'));
  });

  it('a stale move shows the server’s message and the board refreshes to where the application is now', async () => {
    const priya = person(1, 'Priya', 'applied', 2);
    api(
      [[priya], [{ ...priya, status: 'interview' }]],
      () => new Response(JSON.stringify({ message: R.alreadyMoved('Interview') }), { status: 409 }),
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: B.boardView }));
    await user.click(screen.getByRole('button', { name: B.moveToLabel('Priya Sharma') }));
    await user.click(within(screen.getByRole('list', { name: B.movesOf('Priya Sharma') })).getByRole('button', { name: 'Under review' }));
    expect(await screen.findByText(R.alreadyMoved('Interview'))).toBeTruthy();
    await vi.waitFor(() => expect(cards('Interview')).toEqual(['Priya Sharma']));
    expect(cards('Applied')).toEqual([]);
  });

  it('Interview opens the list’s interview form in a dialog, and Not selected asks first; final steps offer no move', async () => {
    const ravi = person(1, 'Ravi', 'under_review', 2);
    const calls = api(
      [[ravi, person(2, 'Hema', 'hired', 1)]],
      (url) =>
        new Response(JSON.stringify({ message: url.endsWith('/advance') ? R.moved('Interview') : R.notSelectedDone, applicant: ravi })),
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: B.boardView }));
    expect(within(column('Hired')).getByText(B.noMoves)).toBeTruthy();
    expect(screen.queryByRole('button', { name: B.moveToLabel('Hema Sharma') })).toBeNull();

    await user.click(screen.getByRole('button', { name: B.moveToLabel('Ravi Sharma') }));
    await user.click(screen.getByRole('button', { name: 'Interview' }));
    const dialog = screen.getByRole('dialog', { name: `${R.interviewTitle}: Ravi Sharma` });
    const form = within(dialog).getByRole('form', { name: `${R.interviewTitle}: Ravi Sharma` });
    await user.click(within(form).getByRole('button', { name: R.moveTo('Interview') }));
    expect(within(form).getByText(R.interviewDateInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/advance'))).toEqual([]);
    await user.click(within(form).getByRole('button', { name: R.moveWithoutDate }));
    expect(await screen.findByText(R.moved('Interview'))).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/recruiter/applications/1/advance')?.body).toEqual({ from: 'under_review' });

    await user.click(screen.getByRole('button', { name: B.moveToLabel('Ravi Sharma') }));
    await user.click(screen.getByRole('button', { name: 'Not selected' }));
    const confirm = screen.getByRole('dialog', { name: R.markNotSelected });
    expect(within(confirm).getByText(B.confirmNotSelected('Ravi Sharma'))).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/not-selected'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: B.confirm }));
    expect(await screen.findByText(R.notSelectedDone)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/recruiter/applications/1/not-selected')).toHaveLength(1);
  });
});
