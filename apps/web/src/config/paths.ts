import { jobPath, RECRUITER_PATHS } from '@careers/shared';

/** Every route path of the web app in one place (SPEC 2.1). */
export const paths = {
  home: '/',
  aboutUs: '/aboutus',
  whyUs: '/whyus',
  ourValues: '/ourvalues',
  whoAreWe: '/whoarewe',
  careers: '/careers',
  faq: '/faq',
  job: (jobId: number | string) => jobPath(jobId),
  apply: (jobId?: number | string) => (jobId === undefined ? '/apply' : `/apply?job=${jobId}`),
  /** D14: the same form, where a LinkedIn profile may stand in for the CV. */
  applyWithLinkedIn: (jobId: number | string) => `/apply?job=${jobId}&mode=linkedin`,
  profile: '/profile',
  /** SPEC 2.12's side menu tabs live in the URL (issue 5). */
  profileTab: (tab: 'applied' | 'saved') => `/profile?tab=${tab}`,
  login: '/login',
  signup: '/signup',
  verifyOtp: '/verifyOtp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** D16: the recruiter area (shared with the server, which must know these paths exist). */
  recruiter: RECRUITER_PATHS,
} as const;

/** Where a signed-in user belongs: candidates on their profile, recruiters in their area (D16). */
export const homeFor = (role: 'candidate' | 'recruiter' | undefined) => (role === 'recruiter' ? paths.recruiter.home : paths.profile);
