/**
 * REC-37..REC-39 (docs/decisions/053): the recruiting reports (funnel, time in steps, sources, jobs) from the
 * rollups of migrations 0034 and 0036, as JSON and CSV; `summary` for the weekly summary e-mail. Uses no other domain.
 */
export { createReportsService, summarise, type ReportsService, type WeeklyReportSummary } from './reports-service.js';
export { reportsCsv } from './reports-csv.js';
export type { ReportScope } from './reports-repository.js';
