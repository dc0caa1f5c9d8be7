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
});
