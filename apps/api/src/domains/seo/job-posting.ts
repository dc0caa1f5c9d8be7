import { BRAND, RECRUITING_COUNTRIES, jobPath, type Job } from '@careers/shared';

/** PUB-16: schema.org employment types for our job types. */
const EMPLOYMENT_TYPE: Record<Job['job_type'], 'CONTRACTOR' | 'PART_TIME' | 'FULL_TIME'> = {
  Freelance: 'CONTRACTOR',
  'Part-time': 'PART_TIME',
  'Full-time': 'FULL_TIME',
};

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
 * PUB-16: the job as schema.org JobPosting structured data (Google's job search reads it). Dates are
 * ISO 8601; an open-ended job has no validThrough. Remote jobs are TELECOMMUTE for applicants in India
 * and Southeast Asia (PUB-4's audience); onsite jobs carry their place from the location text.
 */
export function jobPostingJsonLd(job: Job, siteUrl: string) {
  const url = `${siteUrl}${jobPath(job.job_id)}`;
  const where = job.is_remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [...RECRUITING_COUNTRIES.southAsia, ...RECRUITING_COUNTRIES.southeastAsia].map((name) => ({
          '@type': 'Country',
          name,
        })),
      }
    : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...postalAddress(job.location) } } };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description,
    identifier: { '@type': 'PropertyValue', name: BRAND.companyName, value: String(job.job_id) },
    datePosted: job.posted_date,
    ...(job.closing_date ? { validThrough: `${job.closing_date}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.job_type],
    hiringOrganization: { '@type': 'Organization', name: BRAND.companyName, sameAs: BRAND.companyUrl, logo: `${siteUrl}/favicon.svg` },
    industry: job.category,
    occupationalCategory: job.department,
    url,
    ...where,
  };
}
