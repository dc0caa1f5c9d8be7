import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Job } from '@careers/shared';
import { JobCard } from './job-card';

const job: Job = {
  job_id: 1042,
  job_title: 'Senior Azure Cloud Architect',
  is_remote: false,
  job_type: 'Part-time',
  department: 'Cloud Engineering',
  job_description: '<p>Design the <strong>Azure landing zone</strong> for a Swiss private bank moving out of two data centres.</p>',
  category: 'Microsoft Cloud',
  location: 'Zurich, Switzerland (hybrid)',
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
};

describe('JobCard (PUB-10)', () => {
  it('shows title, Onsite, type, department and a 45-character snippet, linking to its own job', () => {
    const router = createMemoryRouter([{ path: '/', element: <JobCard job={job} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: job.job_title })).toHaveProperty('pathname', '/job/1042');
    expect(screen.getByText('Onsite')).toBeTruthy();
    expect(screen.getByText('Part-time')).toBeTruthy();
    expect(screen.getByText('Cloud Engineering')).toBeTruthy();
    expect(screen.getByText('Design the Azure landing zone for a Swiss pri...')).toBeTruthy();
  });

  it('shows the pay range, the engagement and the countries applicants may work from (PUB-18)', () => {
    const remote: Job = {
      ...job,
      is_remote: true,
      pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
      start_date: '2027-01-05',
      duration_months: 6,
      hours_per_week: 40,
      remote_countries: ['IN', 'PH'],
    };
    const router = createMemoryRouter([{ path: '/', element: <JobCard job={remote} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('€600–750 / day')).toBeTruthy();
    expect(screen.getByText('From 05-01-2027 · 6 months · 40 h/week')).toBeTruthy();
    expect(screen.getByText('You may work from India and Philippines')).toBeTruthy();
  });

  it('a job from before terms shows no empty terms', () => {
    const router = createMemoryRouter([{ path: '/', element: <JobCard job={job} /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).not.toMatch(/per day|\/ day|You may work from|h\/week/);
  });
});
