import { APPLICATION_STEP_LABELS } from './application-messages.js';

/**
 * REC-37..REC-39 (docs/decisions/053): every text of the recruiting reports: their titles, the CSV files'
 * column headers (the web's tables may reuse them) and the messages of a bad report query. Step names are
 * APPLICATION_STEP_LABELS (one place for them).
 */
export const REPORTS_MESSAGES = {
  // The report query (400 answers).
  fromInvalid: 'Choose a start date as YYYY-MM-DD.',
  toInvalid: 'Choose an end date as YYYY-MM-DD.',
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: (days: number) => `Choose a range of at most ${days} days.`,
  jobInvalid: 'Choose a job.',
  departmentInvalid: 'Choose a department of at most 120 characters.',
  categoryInvalid: 'Choose one of the job categories.',
  countryInvalid: 'Choose a country (a two-letter code such as IN).',
  sourceInvalid: 'Choose a source of at most 100 characters.',

  // Titles.
  pageTitle: 'Reports',
  funnelTitle: 'Funnel',
  funnelIntro: 'Applications reaching each step in the range, and how many went on to the next step.',
  timeTitle: 'Time in steps',
  timeIntro: 'Days spent in each step, time to first review and time to hire, for moves made in the range.',
  sourcesTitle: 'Sources',
  sourcesIntro: 'Applications, interviews and hires per source, counted under each application’s first source.',
  jobsTitle: 'Jobs',
  jobsIntro: 'Open jobs today, applications of the last 7 days, applications stuck in a step, and offers answered in the range.',
  rangeLabel: (from: string, to: string) => `${from} to ${to} (UTC)`,
  stuckLabel: (days: number) => `Stuck (no move for ${days} days or more)`,
  notSelected: APPLICATION_STEP_LABELS.not_selected,
  withdrawn: APPLICATION_STEP_LABELS.withdrawn,
  firstReview: 'Time to first review',
  timeToHire: 'Time to hire',
  noData: 'No data for this range and these filters.',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),

  // Column headers (the CSV files' first row; the web's tables beside the charts).
  columns: {
    step: 'Step',
    reached: 'Applications reaching the step',
    conversion: 'Conversion to the next step (%)',
    measure: 'Measure',
    moves: 'Moves counted',
    medianDays: 'Median days',
    p90Days: '90th percentile days',
    source: 'Source',
    applications: 'Applications',
    interviews: 'Interviews',
    hires: 'Hires',
    hiresPer100: 'Hires per 100 applications',
    job: 'Job',
    jobId: 'Job id',
    applicationsThisWeek: 'Applications in the last 7 days',
    stuck: 'Stuck applications',
    offersAccepted: 'Offers accepted',
    offersDeclined: 'Offers declined',
  },
  csvFileName: (report: string, from: string, to: string) => `report-${report}-${from}-to-${to}.csv`,
} as const;
