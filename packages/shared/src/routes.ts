/**
 * PUB-1's client routes: the one table of the web app's pages. The web router (its paths and its
 * guard layouts), the web app's `paths` and navigation, and the server (index.html with 200 for
 * these paths, 404 for any other, so search engines and link previews see a real not-found status)
 * all read it.
 */

/**
 * Who may open a page. The web router puts each group behind its guard layout:
 * - `public`: anyone;
 * - `guest`: signed-out visitors only (a signed-in user goes back where they came from, or home);
 * - `candidate` / `recruiter`: signed-in users of that role (ACC-13: anonymous visitors go to /login
 *   and come back afterwards; REC-2: a user of the other role goes to their own home); `recruiter`
 *   admits admins too (REC-8: an admin is a recruiter who also manages the team);
 * - `admin`: admins only (a recruiter goes to the recruiter home).
 */
export const ROUTE_ACCESS = ['public', 'guest', 'candidate', 'recruiter', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** The signed-in roles. */
export type RouteRole = Extract<RouteAccess, 'candidate' | 'recruiter' | 'admin'>;

export interface ClientRoute {
  /** The URL path. A `:name` segment is a record id: a positive integer of up to 10 digits. */
  readonly pattern: `/${string}`;
  readonly access: RouteAccess;
  /** Landing paths (PUB-3): the landing section the path scrolls to and its navigation label. */
  readonly nav?: { readonly section: string; readonly label: string };
  /** Query parameters that carry an e-mailed link's credential: the server's log never shows their values (docs/decisions/028). */
  readonly secretQuery?: readonly string[];
}

export const CLIENT_ROUTES = {
  home: { pattern: '/', access: 'public' },
  // PUB-3: the six top-navigation links, in their order; each shows the landing page at its section.
  aboutUs: { pattern: '/aboutus', access: 'public', nav: { section: 'about-us', label: 'About Us' } },
  whyUs: { pattern: '/whyus', access: 'public', nav: { section: 'why-us', label: 'Why Us?' } },
  ourValues: { pattern: '/ourvalues', access: 'public', nav: { section: 'our-values', label: 'Our Values' } },
  whoAreWe: { pattern: '/whoarewe', access: 'public', nav: { section: 'who-are-we', label: 'Who are we?' } },
  careers: { pattern: '/careers', access: 'public', nav: { section: 'careers', label: 'Careers' } },
  faq: { pattern: '/faq', access: 'public', nav: { section: 'faq', label: 'FAQs' } },
  job: { pattern: '/job/:jobId', access: 'public' },
  // PRV-1: the privacy notice.
  privacy: { pattern: '/privacy', access: 'public' },
  // ALR-2, ALR-5: where a job alert's confirm and unsubscribe links land (says what happened).
  jobAlertLink: { pattern: '/job-alerts', access: 'public', secretQuery: ['confirm', 'unsubscribe'] },
  profile: { pattern: '/profile', access: 'candidate' },
  apply: { pattern: '/apply', access: 'candidate' },
  // APP-13: the candidate picks, moves or cancels their interview (the offered-times e-mail links here).
  applicationInterview: { pattern: '/applications/:applicationId/interview', access: 'candidate' },
  login: { pattern: '/login', access: 'guest' },
  signup: { pattern: '/signup', access: 'public' },
  verifyOtp: { pattern: '/verifyOtp', access: 'public' },
  forgotPassword: { pattern: '/forgot-password', access: 'public' },
  resetPassword: { pattern: '/reset-password', access: 'public', secretQuery: ['token'] },
  // REC-3, REC-16: the recruiter workspace; its home is the Dashboard (REC-17), the jobs live under /recruiter/jobs.
  recruiterHome: { pattern: '/recruiter', access: 'recruiter' },
  // REC-18: the jobs table.
  recruiterJobs: { pattern: '/recruiter/jobs', access: 'recruiter' },
  recruiterNewJob: { pattern: '/recruiter/jobs/new', access: 'recruiter' },
  recruiterJob: { pattern: '/recruiter/jobs/:jobId', access: 'recruiter' },
  recruiterEditJob: { pattern: '/recruiter/jobs/:jobId/edit', access: 'recruiter' },
  // REC-6, REC-23: a job's pipeline board.
  recruiterJobBoard: { pattern: '/recruiter/jobs/:jobId/board', access: 'recruiter' },
  // REC-8: the team page, admins only.
  recruiterTeam: { pattern: '/recruiter/team', access: 'admin' },
  // REC-10: the talent pool search and a found candidate.
  recruiterTalent: { pattern: '/recruiter/talent', access: 'recruiter' },
  recruiterCandidate: { pattern: '/recruiter/candidates/:candidateId', access: 'recruiter' },
  // REC-13: a recruiter's own settings (how they hear of new applications).
  recruiterSettings: { pattern: '/recruiter/settings', access: 'recruiter' },
  // REC-40: the recruiting reports (funnel, time in step, sources, jobs); the weekly summary e-mail links here.
  recruiterReports: { pattern: '/recruiter/reports', access: 'recruiter' },
  // REC-9: the access log of candidates' personal data, admins only.
  recruiterAudit: { pattern: '/recruiter/audit', access: 'admin' },
  // REC-15: the system page (build, queues, schedules, delivery, backups), admins only.
  recruiterSystem: { pattern: '/recruiter/system', access: 'admin' },
  // REC-25: the exchange rates pay is shown in a candidate's currency with, admins only.
  recruiterExchangeRates: { pattern: '/recruiter/exchange-rates', access: 'admin' },
  /** REC-29: the team's rejection message templates (admins). */
  recruiterMessageTemplates: { pattern: '/recruiter/message-templates', access: 'admin' },
} as const satisfies Record<string, ClientRoute>;

export type RouteName = keyof typeof CLIENT_ROUTES;

/** The `:name` segments of a pattern, as a union of names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof CLIENT_ROUTES)[N]['pattern']>, number | string>;

const PARAM = /:([A-Za-z]+)/g;

/** A route's URL path, its `:name` segments filled in (encoded). */
export function routePath<N extends RouteName>(
  name: N,
  ...[params]: [ParamNames<(typeof CLIENT_ROUTES)[N]['pattern']>] extends [never] ? [] : [RouteParams<N>]
): string {
  const values: Partial<Record<string, number | string>> = params ?? {};
  return CLIENT_ROUTES[name].pattern.replace(PARAM, (_, key: string) => encodeURIComponent(String(values[key])));
}

export const jobPath = (jobId: number | string) => routePath('job', { jobId });

/** PRO-1's profile tabs live in the URL; the API's status e-mails link to Applied Jobs. */
export const profileTabPath = (tab: 'applied' | 'saved' | 'alerts') => `${CLIENT_ROUTES.profile.pattern}?tab=${tab}`;
/** REC-13: one applicant on their job's page in the recruiter area (the watchers' e-mails link here). */
export const recruiterApplicantPath = (jobId: number, applicationId: number) =>
  `${routePath('recruiterJob', { jobId })}#applicant-${applicationId}`;
/** APP-13: the candidate's interview page of one application. */
export const applicationInterviewPath = (applicationId: number) => routePath('applicationInterview', { applicationId });
/** The link in a password-reset e-mail and in a new recruiter's invitation (ACC-11, REC-4). */
export const resetPasswordPath = (token: string) => `${CLIENT_ROUTES.resetPassword.pattern}?token=${encodeURIComponent(token)}`;

/** Every page's credential-carrying query parameters (`secretQuery`): the server's request log redacts them. */
export const clientSecretQueryParams = (): string[] => [
  ...new Set(Object.values(CLIENT_ROUTES).flatMap((route: ClientRoute) => route.secretQuery ?? [])),
];

/** The areas of pages for signed-in users (candidates and recruiters), by first path segment: robots.txt keeps crawlers out. */
export const signedInAreas = (): string[] => [
  ...new Set(
    Object.values(CLIENT_ROUTES).flatMap((route) =>
      route.access === 'candidate' || route.access === 'recruiter' || route.access === 'admin' ? [`/${route.pattern.split('/')[1]}`] : [],
    ),
  ),
];

/** A record id as a route parameter (the database's serial ids). */
const ID_SEGMENT = '([1-9]\\d{0,9})';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isRouteName = (name: string): name is RouteName => Object.hasOwn(CLIENT_ROUTES, name);
/** The table's route names, in its order. */
export const ROUTE_NAMES: readonly RouteName[] = Object.keys(CLIENT_ROUTES).filter(isRouteName);

let matchers: { name: RouteName; keys: string[]; regex: RegExp }[] | undefined;
/** Each route's pattern as a regular expression (built on first use, so bundles that never match paths drop this). */
function routeMatchers() {
  matchers ??= ROUTE_NAMES.map((name) => {
    const { pattern } = CLIENT_ROUTES[name];
    const keys = [...pattern.matchAll(PARAM)].map((match) => match[1] ?? '');
    // split() with a capturing group alternates literal text and parameter names.
    const source = pattern
      .split(PARAM)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : ID_SEGMENT))
      .join('');
    return { name, keys, regex: new RegExp(`^${source}$`) };
  });
  return matchers;
}

/**
 * The route a URL path shows (trailing slashes ignored), with its parameters; undefined for any
 * other path (the not-found page, HTTP 404 from the server).
 */
export function matchRoute(urlPath: string): { name: RouteName; params: Record<string, string> } | undefined {
  const normalised = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  for (const { name, keys, regex } of routeMatchers()) {
    const match = regex.exec(normalised);
    if (match) return { name, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** PUB-3: the six top-navigation links in order: path, label and the landing section each shows. */
export const NAV_ROUTES = Object.values(CLIENT_ROUTES).flatMap((route) => ('nav' in route ? [{ path: route.pattern, ...route.nav }] : []));

/** A landing path: one of the six top-navigation paths. */
export type LandingPath = (typeof NAV_ROUTES)[number]['path'];

/** The landing section each landing path shows (the return type asks for every landing path, and no other). */
function landingSections(): Readonly<Record<LandingPath, string>> {
  const { aboutUs, whyUs, ourValues, whoAreWe, careers, faq } = CLIENT_ROUTES;
  return {
    [aboutUs.pattern]: aboutUs.nav.section,
    [whyUs.pattern]: whyUs.nav.section,
    [ourValues.pattern]: ourValues.nav.section,
    [whoAreWe.pattern]: whoAreWe.nav.section,
    [careers.pattern]: careers.nav.section,
    [faq.pattern]: faq.nav.section,
  };
}
/** The landing section each landing path shows. A pure call: the web app, which does not use it, leaves it out. */
export const LANDING_SECTIONS = /* @__PURE__ */ landingSections();
