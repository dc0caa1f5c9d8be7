/**
 * SPEC 2.1's client routes, shared by the web router and the server (which answers 404 for any
 * other path, so search engines and link previews see a real not-found status).
 */
export const LANDING_SECTIONS = {
  '/aboutus': 'about-us',
  '/whyus': 'why-us',
  '/ourvalues': 'our-values',
  '/whoarewe': 'who-are-we',
  '/careers': 'careers',
  '/faq': 'faq',
} as const;
export type LandingPath = keyof typeof LANDING_SECTIONS;

export const STATIC_CLIENT_PATHS: readonly string[] = [
  '/',
  ...Object.keys(LANDING_SECTIONS),
  '/apply',
  '/profile',
  '/login',
  '/signup',
  '/verifyOtp',
  '/forgot-password',
  '/reset-password',
];

export const JOB_PATH_PATTERN = /^\/job\/([^/]+)\/?$/;
export const jobPath = (jobId: number | string) => `/job/${jobId}`;

/** D16: the recruiter area's client routes (signed-in pages: the server only needs to know they exist). */
export const RECRUITER_PATHS = {
  home: '/recruiter',
  newJob: '/recruiter/jobs/new',
  job: (jobId: number | string) => `/recruiter/jobs/${jobId}`,
  editJob: (jobId: number | string) => `/recruiter/jobs/${jobId}/edit`,
} as const;
export const RECRUITER_PATH_PATTERN = /^\/recruiter(\/jobs\/(new|[1-9]\d{0,9}(\/edit)?))?\/?$/;
