/**
 * GEN-4: the brand and contact details, in one place for the web app (header, footer, cards) and the
 * server (link previews, JobPosting structured data). The public site address is not here: it is
 * the server's SITE_URL setting.
 */
export const BRAND = {
  companyName: 'Northwind Cloud Services',
  shortName: 'Northwind',
  careersEmail: 'careers@northwind.example',
  /** The company's main site, shown in the "Can't find a role?" card. */
  companyUrl: 'https://www.northwind.example',
} as const;

/** A job page's document title: the server sends it (PUB-16) and the browser sets it on client navigation. */
export const jobPageTitle = (jobTitle: string) => `${jobTitle} | Careers at ${BRAND.companyName}`;

/**
 * PUB-4: the audience is mainly in India and Southeast Asia. Used in the careers intro and as the
 * JobPosting's applicantLocationRequirements for remote jobs (PUB-16), so both always agree.
 */
export const RECRUITING_COUNTRIES = {
  southAsia: ['India'],
  southeastAsia: ['Indonesia', 'Malaysia', 'Philippines', 'Singapore', 'Thailand', 'Vietnam'],
} as const;
