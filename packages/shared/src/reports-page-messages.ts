/**
 * REC-40: the texts of the Reports page (/recruiter/reports) that the API does not already have: its date
 * range and filters, the headline figures and the charts' names. The reports' titles, introductions and
 * column headers are REPORTS_MESSAGES (`reports-messages.ts`), the same words as the CSV files.
 */
export const REPORTS_PAGE_MESSAGES = {
  title: 'Reports',
  intro: 'Where applicants come from, where they drop out, how long each step takes and which jobs are stuck.',
  failed: 'This report could not be loaded. Try again.',
  filtersLabel: 'Report filters',
  range: 'Date range',
  presets: {
    'last-30-days': 'Last 30 days',
    'this-quarter': 'This quarter',
    'last-quarter': 'Last quarter',
    'this-year': 'This year',
    custom: 'Custom',
  },
  from: 'From',
  to: 'To',
  filterJob: 'Job',
  filterDepartment: 'Department',
  filterCategory: 'Category',
  filterCountry: 'Country',
  filterSource: 'Source',
  clear: 'Clear filters',
  emptyTitle: 'No applications in this range',
  emptyBody: 'Choose a longer date range or fewer filters. The jobs report below shows today’s open jobs all the same.',
  download: 'Download CSV',
  downloadNamed: (report: string) => `Download CSV of the ${report} report`,
  downloadFailed: 'The CSV could not be downloaded. Try again.',
  chartName: (report: string) => `${report} chart; the table beside it holds the same numbers`,
  chartTop: (shown: number, total: number) => `The chart shows the first ${shown} of ${total}; the table lists them all.`,
  tableCaption: (report: string, range: string) => `${report}, ${range}`,
  noValue: '—',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),

  funnel: {
    title: 'Funnel',
    reached: 'Reached the step',
    conversion: 'To the next step',
  },
  time: {
    median: 'Median',
    p90: '90th percentile',
    hires: 'Hires measured',
  },
  jobs: {
    openJobs: 'Open jobs',
    withApplications: (n: number) => (n === 1 ? '1 with applications this week' : `${n} with applications this week`),
    stuck: (days: number) => `Stuck ${days}+ days`,
    offers: 'Offers accepted / declined',
    acceptedDeclined: 'answered in the range',
    none: 'No job in this selection.',
    closed: 'Closed',
  },
} as const;
