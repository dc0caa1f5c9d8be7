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

describe('JobPosting JSON-LD (PUB-16, PUB-18)', () => {
  it('describes a remote job as TELECOMMUTE for applicants in its countries, with ISO dates, its pay and skills', () => {
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
    expect(ld.applicantLocationRequirements?.map((c) => c.name)).toEqual(['India', 'Philippines']);
    expect('jobLocation' in ld).toBe(false);
    expect(ld).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 600, maxValue: 750, unitText: 'DAY' },
      },
      skills: 'Azure Landing Zones, Bicep, Azure Policy, Terraform',
    });
  });

  it("a remote job from before terms is for PUB-4's audience, and has no baseSalary", () => {
    const ld = jobPostingJsonLd({ ...job, pay: null, remote_countries: [], skills_required: [], skills_nice: [] }, '');
    expect(ld.applicantLocationRequirements?.map((c) => c.name)).toEqual([
      ...RECRUITING_COUNTRIES.southAsia,
      ...RECRUITING_COUNTRIES.southeastAsia,
    ]);
    expect('baseSalary' in ld).toBe(false);
    expect('skills' in ld).toBe(false);
  });

  it('states amounts in major units for hourly, monthly and yearly pay', () => {
    expect(jobPostingJsonLd({ ...job, pay: { min: 6_550, max: 8_000, currency: 'GBP', unit: 'hour' } }, '').baseSalary).toMatchObject({
      currency: 'GBP',
      value: { minValue: 65.5, maxValue: 80, unitText: 'HOUR' },
    });
    expect(
      jobPostingJsonLd({ ...job, pay: { min: 11_000_000, max: 13_500_000, currency: 'CHF', unit: 'year' } }, '').baseSalary?.value,
    ).toMatchObject({
      minValue: 110_000,
      maxValue: 135_000,
      unitText: 'YEAR',
    });
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
