/**
 * REC-16: the words of the recruiter workspace's frame (navigation, member, search, drawer) and of
 * its UI kit (tables, panels, empty states). Pages keep their own messages files.
 */
export const WORKSPACE_MESSAGES = {
  productName: 'Recruiting',
  /** ACC-8, REC-16: one login page for every account; the account's role decides where it lands. */
  login: {
    title: 'Log in',
    description: 'Welcome back. Candidates go to their profile and applications, the recruiting team to its workspace.',
    passwordSet: 'Your password is set. Log in with it to continue.',
  },
  navLabel: 'Workspace',
  skipToContent: 'Skip to content',
  nav: {
    dashboard: 'Dashboard',
    jobs: 'Jobs',
    candidates: 'Candidates',
    reports: 'Reports',
    team: 'Team',
    settings: 'Settings',
    accessLog: 'Access log',
    system: 'System',
    exchangeRates: 'Exchange rates',
    messageTemplates: 'Rejection messages',
  },
  roles: { recruiter: 'Recruiter', admin: 'Admin' },
  signOut: 'Sign out',
  search: 'Search',
  searchHint: 'Search jobs, people and pages',
  openMenu: 'Open navigation',
  closeMenu: 'Close navigation',
  menuTitle: 'Navigation',
  dashboard: {
    title: 'Dashboard',
    emptyTitle: 'Nothing here yet',
    emptyBody: 'What needs your attention today (new applications, stalled steps, interviews) will show here.',
    toJobs: 'Go to jobs',
  },
  jobsTitle: 'Jobs',
  table: {
    selectAll: 'Select all rows',
    selectRow: (label: string) => `Select ${label}`,
    loadingRow: 'Loading…',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
  },
  panel: { close: 'Close panel' },
  toolbar: { search: 'Search', filters: 'Filters', clear: 'Clear filters', any: 'Any' },
  demo: 'Demo',
  demoHint: 'Demo data: removable with npm run db:remove-demo',
  rating: (avg: number, count: number) => (count === 0 ? 'Not rated' : `Rated ${avg.toFixed(1)} of 5 by ${count}`),
  stepCounts: (total: number) => `${total} ${total === 1 ? 'application' : 'applications'} by step`,
} as const;
