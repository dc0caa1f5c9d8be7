import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { OVERVIEW_MESSAGES as M, RECRUITER_MESSAGES as R, type JobsTable as JobsTableData, type JobsTableRow } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { JobsTable } from './jobs-table';

const job = (jobId: number, title: string, extra: Partial<JobsTableRow> = {}): JobsTableRow => ({
  jobId,
  title,
  location: 'Pune',
  isRemote: false,
  type: 'Full-time',
  status: 'open',
  department: 'Cloud',
  category: 'Microsoft Cloud',
  postedOn: '2026-06-01',
  closingDate: null,
  postedBy: { id: 7, name: 'Anna Schmidt' },
  applicants: 12,
  newSinceVisit: 3,
  counts: { applied: 5, under_review: 3, interview: 2, offer: 1, hired: 1, not_selected: 0, withdrawn: 0 },
  watching: false,
  demo: false,
  ...extra,
});

const table = (jobs: JobsTableRow[]): JobsTableData => ({
  jobs,
  total: jobs.length,
  page: 1,
  pageSize: 50,
  facets: {
    departments: ['Cloud', 'Security'],
    categories: ['Microsoft Cloud', 'Security'],
    locations: ['Berlin', 'Pune'],
    posters: [{ id: 7, name: 'Anna Schmidt' }],
  },
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let jobs: JobsTableRow[];

/** The network at `callApi`'s fetch: the jobs table answers `jobs`; a status change answers the job. */
beforeEach(() => {
  calls = [];
  jobs = [job(1, 'Azure Platform Engineer'), job(2, 'Security Analyst', { status: 'closed', newSinceVisit: 0, demo: true })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'PATCH') return new Response(JSON.stringify({ message: R.jobClosedNow, job: {} }));
      return new Response(JSON.stringify(table(jobs)));
    }),
  );
  // jsdom lays nothing out: the table's scroller is 600 px high.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 600 : 0;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const tableCalls = () =>
  calls.filter((c) => c.url.startsWith('/api/recruiter/workspace/jobs')).map((c) => new URL(c.url, 'http://x').searchParams);

describe('the jobs table (REC-18)', () => {
  it('shows each job as a row with its pipeline, new count, status and poster', async () => {
    renderWithApp(<JobsTable />);
    const row = (await screen.findByText('Azure Platform Engineer')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByRole('list', { name: '12 applications by step' })).toBeTruthy();
    expect(within(row).getByText(M.newSince(3))).toBeTruthy();
    expect(row.textContent).toContain('Anna Schmidt');
    expect(row.textContent).toContain('01-06-2026');
    const closed = screen.getByText('Security Analyst').closest('[role="row"]');
    expect(closed?.textContent).toContain(M.statusClosed);
    expect(closed?.textContent).toContain('Demo');
  });

  it('keeps search and filters in the address and asks the server for them', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <JobsTable />
        <Address />
      </>,
      '?status=open',
    );
    await screen.findByText('Azure Platform Engineer');
    expect(tableCalls()[0]?.get('status')).toBe('open');
    await user.type(screen.getByRole('searchbox', { name: M.searchPlaceholder }), 'azure');
    await waitFor(() => expect(address()).toContain('q=azure'));
    await waitFor(() => expect(tableCalls().at(-1)?.get('q')).toBe('azure'));
    await user.selectOptions(screen.getByRole('combobox', { name: `${M.filterDepartment}:` }), 'Security');
    await waitFor(() => expect(address()).toContain('department=Security'));
    expect(tableCalls().at(-1)?.get('department')).toBe('Security');
    expect(tableCalls().at(-1)?.get('status')).toBe('open');
  });

  it('sorts from the column headers: ascending, descending, then the default, in the address', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <JobsTable />
        <Address />
      </>,
    );
    await screen.findByText('Azure Platform Engineer');
    const header = () => screen.getByRole('columnheader', { name: M.colApplicants });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(address()).toContain('sort=applicants&dir=asc'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(tableCalls().at(-1)?.get('sort')).toBe('applicants'));
    expect(tableCalls().at(-1)?.get('dir')).toBe('asc');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(address()).toContain('dir=desc');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(address()).not.toContain('sort='));
    // Columns without a server sort have plain headers.
    expect(screen.getByRole('columnheader', { name: M.colPipeline }).getAttribute('aria-sort')).toBeNull();
  });

  it('opens a job’s applicants with one click on its row', async () => {
    const user = userEvent.setup();
    renderWithApp(<JobsTable />);
    await user.click(await screen.findByText('Azure Platform Engineer'));
    // The test router's other pages (here /recruiter/jobs/1) show "elsewhere".
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('closes a job from its row menu after a confirmation, and reopens a closed one', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <JobsTable />
        <Address />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: M.rowActions('Azure Platform Engineer') }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: M.closeJob }));
    const dialog = screen.getByRole('dialog', { name: M.closeConfirmTitle('Azure Platform Engineer') });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: M.closeJob }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/recruiter/jobs/1/status', body: { status: 'closed' } }),
    );
    expect(await screen.findByText(R.jobClosedNow)).toBeTruthy();
    // The row stays where it was: the click did not open the job.
    expect(address()).toBe('/');

    await user.click(screen.getByRole('button', { name: M.rowActions('Security Analyst') }));
    await user.click(screen.getByRole('menuitem', { name: M.reopenJob }));
    const reopen = screen.getByRole('dialog', { name: M.reopenConfirmTitle('Security Analyst') });
    await user.click(within(reopen).getByRole('button', { name: M.cancel }));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: M.rowActions('Security Analyst') }));
    await user.click(screen.getByRole('menuitem', { name: M.reopenJob }));
    await user.click(
      within(screen.getByRole('dialog', { name: M.reopenConfirmTitle('Security Analyst') })).getByRole('button', { name: M.reopenJob }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
        url: '/api/recruiter/jobs/2/status',
        body: { status: 'open' },
      }),
    );
  });
});
