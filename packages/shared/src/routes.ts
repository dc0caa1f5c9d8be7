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
