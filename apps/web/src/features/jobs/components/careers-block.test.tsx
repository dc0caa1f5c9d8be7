import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_TEXTS, UI_MESSAGES, type Job, type JobListResponse } from '@careers/shared';
import { CareersBlock } from './careers-block';

afterEach(() => vi.unstubAllGlobals());

const job = (id: number): Job => ({
  job_id: id,
  job_title: `Azure Engineer ${id}`,
  is_remote: true,
  job_type: 'Freelance',
  department: 'Cloud Engineering',
  job_description: '<p>Build landing zones.</p>',
  category: 'Microsoft Cloud',
  location: 'Remote (India)',
  status: 'open',
  posted_date: '2026-11-01',
  closing_date: null,
  pay: null,
  start_date: null,
  duration_months: null,
  hours_per_week: null,
  remote_countries: [],
  cet_overlap_hours: null,
  skills_required: [],
  skills_nice: [],
});

const page = (n: number, total = 12): JobListResponse => ({
  job_openings: [1, 2, 3, 4, 5].map((i) => job(n * 10 + i)),
  total,
  page: n,
  pageSize: 5,
});

interface Call {
  url: URL;
  signal: AbortSignal | null | undefined;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives, one request at a time. */
function fakeApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({
            url: new URL(input, 'http://localhost'),
            signal: init?.signal,
            answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
          });
        }),
    ),
  );
  return calls;
}

/** The careers block alone: a router and nothing else, in particular no QueryClientProvider (PUB-17). */
function renderBlock(url = '/') {
  Element.prototype.scrollIntoView = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <CareersBlock /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const list = () =>
  screen.getAllByRole('list').find((ul) => ul.getAttribute('aria-hidden') !== 'true' && within(ul).queryAllByRole('link').length > 0);

describe('the careers block on the landing route (PUB-6, PUB-7; PUB-17: no React Query on first render)', () => {
  it('lists the open jobs and their count without a QueryClientProvider', async () => {
    const calls = fakeApi();
    renderBlock();
    expect(screen.getByText(UI_MESSAGES.loadingJobs)).toBeTruthy();
    // PUB-9: no "(0)" before the count is known.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PAGE_TEXTS.currentJobOpeningsUncounted);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/api/getJobOpenings');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', pageSize: '5' });
    calls[0]!.answer(200, page(1));
    expect(await screen.findByRole('heading', { name: PAGE_TEXTS.currentJobOpenings(12) })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Azure Engineer 11' })).toBeTruthy();
  });

  it('keeps the previous page on screen while the next loads, and drops a superseded request', async () => {
    const calls = fakeApi();
    const router = renderBlock();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(200, page(1));
    await screen.findByRole('link', { name: 'Azure Engineer 11' });

    await router.navigate('/?page=2');
    await waitFor(() => expect(calls).toHaveLength(2));
    // Page 2 is on its way: page 1 stays, marked busy.
    expect(list()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('link', { name: 'Azure Engineer 11' })).toBeTruthy();

    await router.navigate('/?page=3');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.signal?.aborted).toBe(true);
    calls[2]!.answer(200, page(3));
    expect(await screen.findByRole('link', { name: 'Azure Engineer 31' })).toBeTruthy();
    expect(list()?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows "No Jobs Found." when the API refuses the search, without retrying a 4xx', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderBlock();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(200, page(1));
    await screen.findByRole('link', { name: 'Azure Engineer 11' });

    await user.type(screen.getByRole('searchbox', { name: 'Position / role' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('q')).toBe('x');
    calls[1]!.answer(400, { message: 'Bad search' });
    expect(await screen.findByText(UI_MESSAGES.noJobsFound)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Azure Engineer 11' })).toBeNull();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PAGE_TEXTS.currentJobOpeningsUncounted);
  });

  it('says a failed list could not be loaded, with no count, and Try again asks again (PUB-9)', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderBlock();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(404, { message: 'Not found' });
    expect(await screen.findByText(UI_MESSAGES.noJobsFound)).toBeTruthy();
    expect(screen.getByText(PAGE_TEXTS.jobListFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PAGE_TEXTS.currentJobOpeningsUncounted);
    expect(screen.queryByText(/\(0\)/)).toBeNull();

    await user.click(screen.getByRole('button', { name: PAGE_TEXTS.jobListRetry }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByText(UI_MESSAGES.loadingJobs)).toBeTruthy();
    calls[1]!.answer(200, page(1));
    expect(await screen.findByRole('heading', { name: PAGE_TEXTS.currentJobOpenings(12) })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Azure Engineer 11' })).toBeTruthy();
    expect(screen.queryByText(PAGE_TEXTS.jobListFailed)).toBeNull();
  });

  it('says No Jobs Found. without a failure when nothing matches, with the count (0)', async () => {
    const calls = fakeApi();
    renderBlock();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(200, { job_openings: [], total: 0, page: 1, pageSize: 5 });
    expect(await screen.findByText(UI_MESSAGES.noJobsFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PAGE_TEXTS.currentJobOpenings(0));
    expect(screen.queryByText(PAGE_TEXTS.jobListFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.jobListRetry })).toBeNull();
  });
});
