/**
 * REC-41, REC-42: the weekly summary e-mail a team member may opt into: sent Monday at this local time in
 * the member's zone (their setting, else UTC), summarising the week before (Monday to Sunday).
 */
export const WEEKLY_SUMMARY_LOCAL_TIME = '07:00';
/** How many sources the summary names (most applications first). */
export const WEEKLY_SUMMARY_TOP_SOURCES = 3;

/** REC-42: the reports page for a date range (yyyy-MM-dd, both included), the summary's link. */
export const reportsRangePath = (from: string, to: string) => `/recruiter/reports?${new URLSearchParams({ from, to }).toString()}`;

/** REC-42: the weekly summary e-mail's texts. */
export const WEEKLY_SUMMARY_MAIL = {
  subject: (from: string, to: string) => `Your weekly recruiting summary: ${from} to ${to}`,
  intro: (from: string, to: string) => `Here is how recruiting went last week, Monday ${from} to Sunday ${to}.`,
  applications: (n: number) => `${n} new ${n === 1 ? 'application' : 'applications'}`,
  hires: (n: number) => `${n} ${n === 1 ? 'hire' : 'hires'}`,
  stuck: (n: number, days: number) => `${n} ${n === 1 ? 'application' : 'applications'} in progress with no move for ${days} days or more`,
  topSourcesTitle: 'Where last week’s applicants came from',
  source: (source: string, applications: number, hires: number) =>
    `${source}: ${applications} ${applications === 1 ? 'application' : 'applications'}, ${hires} ${hires === 1 ? 'hire' : 'hires'}`,
  noSources: 'No applications last week.',
  seeReport: 'See the report for last week',
  footer:
    'You get this e-mail because you chose the weekly summary in your settings. Turn it off on the Settings page of the recruiter area.',
} as const;
