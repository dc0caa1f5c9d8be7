import { describe, expect, it } from 'vitest';
import { BRAND, RECRUITING_COUNTRIES, type Job } from '@careers/shared';
import { jsonForScript } from '../../../src/platform/lib/escape.js';
import { jobPostingJsonLd, postalAddress } from '../../../src/domains/seo/job-posting.js';

const job: Job = {
  job_id: 1042,
  job_title: 'Senior Azure Cloud Architect',
  is_remote: true,
  job_type: 'Freelance',
  department: 'Cloud Engineering',
  job_description: '<p>Design the Azure landing zone.</p>',
  category: 'Microsoft Cloud',
  location: 'Remote (India)',
  status: 'open',
  posted_date: '2026-03-02',
  closing_date: '2026-05-31',
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: '2027-01-05',
  duration_months: 6,
  hours_per_week: 40,
  remote_countries: ['IN', 'PH'],
  cet_overlap_hours: 4,
  skills_required: ['azure-landing-zones', 'bicep', 'azure-policy'],
  skills_nice: ['terraform'],
};

describe('JobPosting JSON-LD (PUB-16)', () => {
  it('describes a remote job as TELECOMMUTE for applicants in India and Southeast Asia, with ISO dates', () => {
    const ld = jobPostingJsonLd(job, 'https://careers.example');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.job_title,
      description: job.job_description,
      datePosted: '2026-03-02',
      validThrough: '2026-05-31T23:59:59Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: BRAND.companyName },
      url: 'https://careers.example/job/1042',
      jobLocationType: 'TELECOMMUTE',
    });
    expect(ld.applicantLocationRequirements?.map((c) => c.name)).toEqual([
      ...RECRUITING_COUNTRIES.southAsia,
      ...RECRUITING_COUNTRIES.southeastAsia,
    ]);
    expect('jobLocation' in ld).toBe(false);
  });

  it('maps job types to schema.org employment types', () => {
    expect(jobPostingJsonLd({ ...job, job_type: 'Part-time' }, '').employmentType).toBe('PART_TIME');
    expect(jobPostingJsonLd({ ...job, job_type: 'Full-time' }, '').employmentType).toBe('FULL_TIME');
  });

  it('gives an onsite job its place from the location text, and an open-ended job no validThrough', () => {
    const ld = jobPostingJsonLd({ ...job, is_remote: false, location: 'Zurich, Switzerland (hybrid)', closing_date: null }, '');
    expect(ld).toMatchObject({
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Zurich', addressCountry: 'Switzerland' } },
    });
    expect('jobLocationType' in ld).toBe(false);
    expect('validThrough' in ld).toBe(false);
    expect(postalAddress('Frankfurt')).toEqual({ addressLocality: 'Frankfurt' });
  });

  it('cannot close its script element: < > & are escaped and the JSON still parses', () => {
    const hostile = { title: '</script><script>alert(1)</script> & <!--' };
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
