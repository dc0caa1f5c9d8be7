import { describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '@careers/shared';
import { jobFromLinkState } from './job-link-state';

const job: Job = {
  job_id: 1042,
  job_title: 'Azure SME & Architect',
  is_remote: true,
  job_type: 'Freelance',
  department: 'Cloud',
  job_description: '<p>Design landing zones.</p>',
  category: 'Microsoft Cloud',
  location: 'Remote',
  status: 'open',
  posted_date: '2026-11-02',
  closing_date: null,
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '2027-01-05',
  duration_months: 6,
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['azure-landing-zones', 'bicep', 'azure-policy'],
  skills_nice: ['terraform'],
};

describe("the job a card's link hands to the job page (PUB-10)", () => {
  it('is the whole job when the state holds the job of this page', () => {
    expect(jobFromLinkState({ job, jobId: job.job_id }, '1042')).toEqual(job);
    expect(jobFromLinkState({ job: { ...job, closing_date: '2026-12-31' } }, '1042')).toEqual({ ...job, closing_date: '2026-12-31' });
  });

  it('is nothing for another job, no state, or a state that is not a whole job (the page asks the server)', () => {
    const broken: unknown[] = [
      { ...job, job_type: 'Internship' },
      { ...job, closing_date: undefined },
      { ...job, is_remote: 'yes' },
      { job_id: 1042, job_title: 'Azure SME & Architect' },
    ];
    for (const candidate of broken) {
      expect(jobSchema.safeParse(candidate).success).toBe(false);
      expect(jobFromLinkState({ job: candidate }, '1042')).toBeUndefined();
    }
    expect(jobFromLinkState({ job }, '7')).toBeUndefined();
    expect(jobFromLinkState(null, '1042')).toBeUndefined();
    expect(jobFromLinkState({ jobId: 1042 }, '1042')).toBeUndefined();
  });
});
