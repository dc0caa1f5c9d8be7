import type { ComponentType } from 'react';
import type { RouteName } from '@careers/shared';

/**
 * PUB-17: the code of the account, application and profile pages, through this one table (a small chunk of
 * its own), as the workspace's pages come through `./workspace/pages` (docs/decisions/031). The landing
 * route's entry then holds one dynamic import for all of them, not one per page with its list of chunks
 * to preload. The job page keeps its own import in `./router`: a visitor from a job board or the sitemap
 * lands there, and it should not wait for a second chunk.
 */
export const SITE_PAGES = {
  privacy: () => import('./routes/privacy'),
  jobAlertLink: () => import('./routes/job-alert-link'),
  apply: () => import('./routes/apply'),
  // APP-13: in the profile page's chunk.
  applicationInterview: () => import('./routes/profile').then((m) => ({ default: m.ApplicationInterviewRoute })),
  profile: () => import('./routes/profile'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  verifyOtp: () => import('./routes/verify-otp'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
} satisfies Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>>;

/** The site's pages that load through the table. */
export type SitePageName = keyof typeof SITE_PAGES;
