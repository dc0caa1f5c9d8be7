/** REC-20: the command palette's texts (Ctrl/Cmd-K in the recruiter workspace). */
export const PALETTE_MESSAGES = {
  /** The dialog's accessible name. */
  title: 'Go to',
  placeholder: 'Search jobs, applicants, candidates and pages…',
  /** The rail's button and its shortcut hint. */
  open: 'Search',
  shortcut: (mac: boolean) => (mac ? '⌘K' : 'Ctrl K'),
  groups: { pages: 'Pages', jobs: 'Jobs', applicants: 'Applicants', candidates: 'Talent pool' },
  searching: 'Searching…',
  typeMore: 'Type two or more letters to search jobs and people.',
  noResults: 'Nothing found.',
  failed: 'The search could not be done. Please try again.',
  closedJob: 'Closed',
  demo: 'Demo',
  /** The line under an applicant: the job and the step. */
  applicantOf: (jobTitle: string, step: string) => `${jobTitle} · ${step}`,
  hints: { move: 'to move', open: 'to open', close: 'to close' },
  /** The query string's refusals. */
  queryTooShort: 'q must be at least 2 characters',
  queryTooLong: 'q must be at most 100 characters',
} as const;
