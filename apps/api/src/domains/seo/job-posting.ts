import { BRAND, RECRUITING_COUNTRIES, countryName, jobPath, minorToMajor, skillById, type Job, type PayUnit } from '@careers/shared';

/** PUB-16: schema.org employment types for our job types. */
const EMPLOYMENT_TYPE: Record<Job['job_type'], 'CONTRACTOR' | 'PART_TIME' | 'FULL_TIME'> = {
  Freelance: 'CONTRACTOR',
  'Part-time': 'PART_TIME',
  'Full-time': 'FULL_TIME',
};

/** PUB-18: schema.org's unitText for our pay units. */
const UNIT_TEXT: Record<PayUnit, 'HOUR' | 'DAY' | 'MONTH' | 'YEAR'> = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' };

/** PUB-18: the pay range as a MonetaryAmount, amounts in major units (600, not 60000 cents). */
function baseSalary(pay: NonNullable<Job['pay']>) {
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: minorToMajor(pay.min, pay.currency),
      maxValue: minorToMajor(pay.max, pay.currency),
      unitText: UNIT_TEXT[pay.unit],
    },
  };
}

/** 'Zurich, Switzerland (hybrid)' → locality Zurich, country Switzerland. */
export function postalAddress(location: string): { addressLocality?: string; addressCountry?: string } {
  const parts = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { addressLocality: parts[0] };
  return { addressLocality: parts[0], addressCountry: parts[parts.length - 1] };
}

/**
 * The names of the countries a remote job's applicants may work from: those the job names, or for a job
 * from before terms, India and Southeast Asia (PUB-4's audience). The JobPosting and the XML feed (PUB-21) agree.
 */
export function applicantCountries(job: Pick<Job, 'remote_countries'>): string[] {
  return job.remote_countries.length > 0
    ? job.remote_countries.map(countryName)
    : [...RECRUITING_COUNTRIES.southAsia, ...RECRUITING_COUNTRIES.southeastAsia];
}

/**
 * PUB-16, PUB-18: the job as schema.org JobPosting structured data (Google's job search reads it). Dates
 * are ISO 8601; an open-ended job has no validThrough. Remote jobs are TELECOMMUTE for applicants in the
 * countries the job names (a job from before terms: India and Southeast Asia, PUB-4's audience); onsite
 * jobs carry their place from the location text. The pay range is `baseSalary`, the skills `skills`.
 * directApply is false: an anonymous visitor logs in before the application form (APP-1).
 */
export function jobPostingJsonLd(job: Job, siteUrl: string) {
  const url = `${siteUrl}${jobPath(job.job_id)}`;
  const countries = applicantCountries(job);
  const where = job.is_remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: countries.map((name) => ({ '@type': 'Country', name })),
      }
    : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...postalAddress(job.location) } } };
  const skills = [...job.skills_required, ...job.skills_nice].map((id) => skillById(id)?.name ?? id);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description,
    identifier: { '@type': 'PropertyValue', name: BRAND.companyName, value: String(job.job_id) },
    datePosted: job.posted_date,
    ...(job.closing_date ? { validThrough: `${job.closing_date}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.job_type],
    ...(job.pay ? { baseSalary: baseSalary(job.pay) } : {}),
    ...(skills.length > 0 ? { skills: skills.join(', ') } : {}),
    directApply: false,
    hiringOrganization: { '@type': 'Organization', name: BRAND.companyName, sameAs: BRAND.companyUrl, logo: `${siteUrl}/favicon.svg` },
    industry: job.category,
    occupationalCategory: job.department,
    url,
    ...where,
  };
}
