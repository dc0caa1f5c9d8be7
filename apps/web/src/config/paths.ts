import { CLIENT_ROUTES, isRecruiterAreaRole, jobPath, profileTabPath, routePath, type RouteRole } from '@careers/shared';

const { home, aboutUs, whyUs, ourValues, whoAreWe, careers, faq, apply, profile, login, signup, verifyOtp, forgotPassword, resetPassword } =
  CLIENT_ROUTES;

/**
 * The links the app builds, from the shared route table (`CLIENT_ROUTES`, PUB-1), where every
 * path is written once; this module adds the query strings of the pages that take them.
 */
export const paths = {
  home: home.pattern,
  aboutUs: aboutUs.pattern,
  whyUs: whyUs.pattern,
  ourValues: ourValues.pattern,
  whoAreWe: whoAreWe.pattern,
  careers: careers.pattern,
  faq: faq.pattern,
  job: (jobId: number | string) => jobPath(jobId),
  /** PRV-1. */
  privacy: CLIENT_ROUTES.privacy.pattern,
  apply: (jobId?: number | string) => (jobId === undefined ? apply.pattern : `${apply.pattern}?job=${jobId}`),
  /** APP-1: the same form, where a LinkedIn profile may stand in for the CV. */
  applyWithLinkedIn: (jobId: number | string) => `${apply.pattern}?job=${jobId}&mode=linkedin`,
  profile: profile.pattern,
  /** PRO-1's side menu tabs live in the URL. */
  profileTab: profileTabPath,
  login: login.pattern,
  signup: signup.pattern,
  verifyOtp: verifyOtp.pattern,
  forgotPassword: forgotPassword.pattern,
  resetPassword: resetPassword.pattern,
  /** REC-3: the recruiter area. */
  recruiter: {
    /** REC-16, REC-17: the workspace's home, the Dashboard. */
    home: CLIENT_ROUTES.recruiterHome.pattern,
    /** REC-18: the jobs table. */
    jobs: CLIENT_ROUTES.recruiterJobs.pattern,
    newJob: CLIENT_ROUTES.recruiterNewJob.pattern,
    job: (jobId: number | string) => routePath('recruiterJob', { jobId }),
    editJob: (jobId: number | string) => routePath('recruiterEditJob', { jobId }),
    /** REC-6: a job's pipeline board. */
    jobBoard: (jobId: number | string) => routePath('recruiterJobBoard', { jobId }),
    /** REC-8: the team page (admins). */
    team: CLIENT_ROUTES.recruiterTeam.pattern,
    /** REC-10: the talent pool search (its filters live in the query string) and a candidate. */
    talent: CLIENT_ROUTES.recruiterTalent.pattern,
    candidate: (candidateId: number | string) => routePath('recruiterCandidate', { candidateId }),
    /** REC-13: the recruiter's own settings. */
    settings: CLIENT_ROUTES.recruiterSettings.pattern,
    /** REC-40: the reports (their range and filters live in the query string). */
    reports: CLIENT_ROUTES.recruiterReports.pattern,
    /** REC-9: the access log (admins), optionally about one candidate. */
    audit: (filter: { candidate?: number } = {}) =>
      filter.candidate === undefined
        ? CLIENT_ROUTES.recruiterAudit.pattern
        : `${CLIENT_ROUTES.recruiterAudit.pattern}?candidate=${filter.candidate}`,
    /** REC-15: the system page (admins). */
    system: CLIENT_ROUTES.recruiterSystem.pattern,
    /** REC-25: the exchange rates (admins). */
    exchangeRates: CLIENT_ROUTES.recruiterExchangeRates.pattern,
    /** REC-29: the rejection message templates (admins). */
    messageTemplates: CLIENT_ROUTES.recruiterMessageTemplates.pattern,
  },
} as const;

/** Where a signed-in user belongs: candidates on their profile, recruiters and admins in their area (REC-2, REC-8). */
export const homeFor = (role: RouteRole | undefined) => (isRecruiterAreaRole(role) ? paths.recruiter.home : paths.profile);

/** REC-8: whether a signed-in user of `role` may open a page of this access level (an admin is also a recruiter). */
export const roleMayOpen = (access: RouteRole, role: RouteRole) => access === role || (access === 'recruiter' && role === 'admin');
