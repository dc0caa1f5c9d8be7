import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERVIEW_MESSAGES as M, type Dashboard as DashboardData } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { Dashboard } from './dashboard';

const answer = (demo = { jobs: 0, candidates: 0 }): DashboardData => ({
  newPerJob: [{ jobId: 1, jobTitle: 'Azure Platform Engineer', jobStatus: 'open', n: 4 }],
  stalled: {
    days: 7,
    total: 1,
    capped: false,
    items: [
      { applicationId: 9, jobId: 1, jobTitle: 'Azure Platform Engineer', name: 'Meera Iyer', status: 'under_review', daysInStep: 12 },
    ],
  },
  watched: [
    {
      jobId: 1,
      jobTitle: 'Azure Platform Engineer',
      jobStatus: 'open',
      applicants: 6,
      counts: { applied: 4, under_review: 1, interview: 1, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 },
    },
  ],
  interviews: [
    {
      applicationId: 10,
      jobId: 1,
      jobTitle: 'Azure Platform Engineer',
      name: 'Priya Sharma',
      startsAt: '2026-06-16T12:00:00.000Z',
      durationMinutes: 45,
      timeZone: 'UTC',
    },
  ],
  activity: [
    {
      at: '2026-06-10T09:00:00.000Z',
      kind: 'moved',
      actor: 'Anna Schmidt',
      applicationId: 10,
      name: 'Priya Sharma',
      jobId: 1,
      jobTitle: 'Azure Platform Engineer',
      status: 'interview',
    },
  ],
  demo,
});

let urls: string[];
let demo = { jobs: 0, candidates: 0 };
beforeEach(() => {
  urls = [];
  demo = { jobs: 0, candidates: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer(demo)));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard (REC-17)', () => {
  it('shows every section with links into the job’s applicants', async () => {
    renderWithApp(<Dashboard />);
    await screen.findByText('Meera Iyer');
    const fresh = screen.getByRole('region', { name: M.newTitle });
    expect(
      within(fresh)
        .getByRole('link', { name: /Azure Platform Engineer/ })
        .getAttribute('href'),
    ).toBe('/recruiter/jobs/1');
    const stalled = screen.getByRole('region', { name: M.stalledTitle(7) });
    expect(
      within(stalled)
        .getByRole('link', { name: /Meera Iyer/ })
        .getAttribute('href'),
    ).toBe('/recruiter/jobs/1#applicant-9');
    expect(stalled.textContent).toContain('12 days');
    expect(screen.getByRole('region', { name: M.interviewsTitle }).textContent).toContain('Priya Sharma');
    expect(within(screen.getByRole('region', { name: M.watchedTitle })).getByRole('list', { name: '6 applications by step' })).toBeTruthy();
    expect(screen.getByRole('region', { name: M.activityTitle }).textContent).toContain(
      M.activityMoved('Anna Schmidt', 'Priya Sharma', 'Interview'),
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks again with another stalled threshold', async () => {
    const user = userEvent.setup();
    renderWithApp(<Dashboard />);
    await screen.findByRole('region', { name: M.stalledTitle(7) });
    expect(urls.at(-1)).toBe('/api/recruiter/workspace/dashboard?stalledDays=7');
    await user.selectOptions(screen.getByRole('combobox', { name: M.stalledDaysLabel }), '14');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/recruiter/workspace/dashboard?stalledDays=14'));
  });

  it('says when the workspace holds demo data and how to remove it', async () => {
    demo = { jobs: 3, candidates: 12 };
    renderWithApp(<Dashboard />);
    const banner = await screen.findByRole('note');
    expect(banner.textContent).toContain(M.demoBanner);
    expect(banner.textContent).toContain('npm run db:remove-demo');
  });
});
