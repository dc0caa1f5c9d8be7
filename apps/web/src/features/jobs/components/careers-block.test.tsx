import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_TEXTS, SEARCH_FILTER_MESSAGES as S, UI_MESSAGES, type Job, type JobListResponse } from '@careers/shared';
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

describe('the filters on pay, country and skills (PUB-20)', () => {
  it('puts them in the URL and the API call: a country and a skill at once, the minimum pay with Search', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    const router = renderBlock('/?q=azure');
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(200, page(1));
    const country = await screen.findByLabelText(S.workFromLabel);

    await user.selectOptions(country, 'PH');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({ page: '1', pageSize: '5', q: 'azure', workFrom: 'PH' });
    calls[1]!.answer(200, page(1));

    // Skills are picked by name or alias ("AAD" is Microsoft Entra ID) with Enter, which does not submit the search.
    await user.type(screen.getByLabelText(S.skillsLabel), 'AAD{Enter}');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url.searchParams.get('skills')).toBe('entra-id');
    expect(screen.getByRole('button', { name: S.removeSkill('Microsoft Entra ID') })).toBeTruthy();
    await user.type(screen.getByLabelText(S.skillsLabel), 'no such thing{Enter}');
    expect(screen.getByText(S.skillsNone)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: S.minPayLabel }), '5,000');
    await user.selectOptions(screen.getByLabelText(S.currencyLabel), 'INR');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(Object.fromEntries(calls[3]!.url.searchParams)).toMatchObject({ minPay: '5,000', currency: 'INR', unit: 'day', workFrom: 'PH' });
    expect(router.state.location.search).toContain('minPay=5%2C000&currency=INR&unit=day');

    // An amount that is not one is refused in place, with the API's words.
    await user.clear(screen.getByRole('textbox', { name: S.minPayLabel }));
    await user.type(screen.getByRole('textbox', { name: S.minPayLabel }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(S.minPayInvalid)).toBeTruthy();
    expect(calls).toHaveLength(4);
  });

  it('drops an unknown skill from a shared link instead of failing the search', async () => {
    const calls = fakeApi();
    const router = renderBlock('/?skills=intune,not-a-skill&workFrom=ph');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.url.searchParams.get('workFrom')).toBe('PH');
    await waitFor(() => expect(router.state.location.search).toBe('?skills=intune&workFrom=ph'));
    expect(await screen.findByRole('button', { name: S.removeSkill('Microsoft Intune') })).toBeTruthy();
  });
});
