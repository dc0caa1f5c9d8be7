import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REPORTS_MESSAGES as R,
  REPORTS_PAGE_MESSAGES as M,
  type FunnelReport,
  type JobsReport,
  type ReportFilters,
  type SourcesReport,
  type TimeReport,
} from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { ReportsPage } from './reports-page';

const echo = { from: '2026-10-01', to: '2026-12-31', filters: {} };
const funnel = (applied: number): FunnelReport => ({
  ...echo,
  steps: [
    { step: 'applied', reached: applied, conversion: applied ? 60 : null },
    { step: 'under_review', reached: applied ? 6 : 0, conversion: applied ? 50 : null },
    { step: 'interview', reached: applied ? 3 : 0, conversion: applied ? 66.7 : null },
    { step: 'offer', reached: applied ? 2 : 0, conversion: applied ? 50 : null },
    { step: 'hired', reached: applied ? 1 : 0, conversion: null },
  ],
  notSelected: applied ? 2 : 0,
  withdrawn: applied ? 1 : 0,
});
const time: TimeReport = {
  ...echo,
  steps: [
    { step: 'applied', n: 6, medianDays: 2, p90Days: 5 },
    { step: 'under_review', n: 3, medianDays: 4, p90Days: 9 },
    { step: 'interview', n: 2, medianDays: 7, p90Days: 12 },
    { step: 'offer', n: 1, medianDays: null, p90Days: null },
  ],
  firstReview: { n: 6, medianDays: 2, p90Days: 5 },
  hire: { n: 1, medianDays: 21, p90Days: 21 },
};
const sources: SourcesReport = {
  ...echo,
  sources: [
    { source: 'linkedin', applications: 7, interviews: 2, hires: 1, hiresPer100: 14.3 },
    { source: 'direct', applications: 3, interviews: 1, hires: 0, hiresPer100: 0 },
  ],
};
const jobs: JobsReport = {
  ...echo,
  asOf: '2026-11-27T08:00:00.000Z',
  stuckDays: 14,
  openJobs: 4,
  openJobsWithApplicationsThisWeek: 2,
  applicationsThisWeek: 5,
  stuck: 3,
  offersAccepted: 1,
  offersDeclined: 1,
  jobs: [
    { jobId: 7, jobTitle: 'Azure Platform Engineer', open: true, applicationsThisWeek: 5, stuck: 3, offersAccepted: 1, offersDeclined: 1 },
  ],
};
const filters: ReportFilters = {
  jobs: [{ jobId: 7, jobTitle: 'Azure Platform Engineer', open: true }],
  departments: ['Modern Workplace'],
  categories: ['Security'],
  countries: ['IN'],
  sources: ['direct', 'linkedin'],
};

let urls: string[];
let applied: number;
beforeEach(() => {
  urls = [];
  applied = 10;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const path = new URL(url, 'http://localhost').pathname;
      const answers: Record<string, unknown> = {
        '/api/recruiter/reports/filters': filters,
        '/api/recruiter/reports/funnel': funnel(applied),
        '/api/recruiter/reports/time': time,
        '/api/recruiter/reports/sources': sources,
        '/api/recruiter/reports/jobs': jobs,
      };
      if (path.endsWith('.csv')) return new Response('Step,Applications\r\n', { headers: { 'content-type': 'text/csv' } });
      return new Response(JSON.stringify(answers[path]));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the reports page (REC-40)', () => {
  it('shows each report as a chart named for its table, and the table with the same numbers', async () => {
    renderWithApp(<ReportsPage />, '?from=2026-10-01&to=2026-12-31');
    const funnelTable = await screen.findByRole('table', { name: /^Funnel, 01-10-2026 to 31-12-2026/ });
    expect(rowsOf(funnelTable)).toEqual([
      ['Applied', '10', '60%'],
      ['Under review', '6', '50%'],
      ['Interview', '3', '66.7%'],
      ['Offer', '2', '50%'],
      ['Hired', '1', '—'],
      ['Not selected', '2', '—'],
      ['Withdrawn', '1', '—'],
    ]);
    const chart = screen.getByRole('img', { name: M.chartName(M.funnel.title) });
    expect(chart.getAttribute('aria-describedby')).toBe(funnelTable.id);
    // The chart draws one bar per step, labelled with the same numbers.
    expect(chart.textContent).toContain('Under review');
    expect(chart.querySelectorAll('svg text').length).toBeGreaterThan(5);

    const timeTable = await screen.findByRole('table', { name: new RegExp(`^${R.timeTitle}`) });
    expect(rowsOf(timeTable).at(-1)).toEqual([R.timeToHire, '1', '21', '21']);
    expect(rowsOf(timeTable)[3]).toEqual(['Offer', '1', '—', '—']);
    const sourcesTable = await screen.findByRole('table', { name: new RegExp(`^${R.sourcesTitle}`) });
    expect(rowsOf(sourcesTable)).toEqual([
      ['linkedin', '7', '2', '1', '14.3'],
      ['direct', '3', '1', '0', '0'],
    ]);
    const jobsTable = await screen.findByRole('table', { name: new RegExp(`^${R.jobsTitle}`) });
    expect(within(jobsTable).getByRole('link', { name: 'Azure Platform Engineer' }).getAttribute('href')).toBe('/recruiter/jobs/7');
    for (const title of [M.funnel.title, R.timeTitle, R.sourcesTitle, R.jobsTitle])
      expect(screen.getByRole('img', { name: M.chartName(title) })).toBeTruthy();
    expect(urls).toContain('/api/recruiter/reports/funnel?from=2026-10-01&to=2026-12-31');
  });

  it('keeps the range and the filters in the address and asks the reports with them', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReportsPage />, '?from=2026-10-01&to=2026-12-31');
    await screen.findByRole('table', { name: /^Funnel/ });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: `${M.range}:` }).value).toBe('custom');
    expect(screen.getByLabelText<HTMLInputElement>(`${M.from}:`).value).toBe('2026-10-01');
    await user.selectOptions(screen.getByRole('combobox', { name: `${M.filterSource}:` }), 'linkedin');
    await waitFor(() => expect(urls).toContain('/api/recruiter/reports/sources?from=2026-10-01&to=2026-12-31&source=linkedin'));
    await user.selectOptions(screen.getByRole('combobox', { name: `${M.filterJob}:` }), '7');
    await waitFor(() => expect(urls).toContain('/api/recruiter/reports/funnel?from=2026-10-01&to=2026-12-31&jobId=7&source=linkedin'));
    await user.click(screen.getByRole('button', { name: M.clear }));
    await user.selectOptions(screen.getByRole('combobox', { name: `${M.range}:` }), 'this-year');
    const year = new Date().toISOString().slice(0, 4);
    await waitFor(() => expect(urls.some((url) => url.startsWith(`/api/recruiter/reports/jobs?from=${year}-01-01&to=`))).toBe(true));
    expect(screen.queryByLabelText(`${M.from}:`)).toBeNull();
  });

  it('says what is wrong with a custom range and asks nothing until it is right', async () => {
    renderWithApp(<ReportsPage />, '?from=2026-12-31&to=2026-10-01');
    expect((await screen.findByRole('alert')).textContent).toBe(R.rangeReversed);
    expect(urls.filter((url) => url.includes('/funnel'))).toEqual([]);
  });

  it('downloads a report as CSV with the same range and filters', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderWithApp(<ReportsPage />, '?from=2026-10-01&to=2026-12-31&country=IN');
    await user.click(await screen.findByRole('button', { name: M.downloadNamed(R.sourcesTitle) }));
    await waitFor(() => expect(urls).toContain('/api/recruiter/reports/sources.csv?from=2026-10-01&to=2026-12-31&country=IN'));
  });

  it('shows one empty state when no application was sent in the range, and still today’s jobs', async () => {
    applied = 0;
    renderWithApp(<ReportsPage />, '?range=last-quarter');
    expect(await screen.findByText(M.emptyTitle)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Funnel/ })).toBeNull();
    expect(await screen.findByRole('table', { name: new RegExp(`^${R.jobsTitle}`) })).toBeTruthy();
  });
});
