import type { OperationsFor, TypedOperations } from '../operation.js';
import type { reportsSchemas } from './reports.schemas.js';

/**
 * REC-37..REC-39 (docs/decisions/053): the recruiting reports for a range of UTC days, filtered by job,
 * department, category, candidate's country and source: the funnel, time in steps, sources and jobs, each
 * as JSON and as CSV with the same numbers, and the filter menus' choices. Recruiters and admins only
 * (REC-8): 401 anonymous, 403 candidates. GET only. Aggregates without any candidate's name or details:
 * not recorded in the access log (REC-9).
 */
const operations = {
  getReportFilters: { method: 'GET', path: '/api/recruiter/reports/filters', access: 'recruiter-area' },
  getFunnelReport: { method: 'GET', path: '/api/recruiter/reports/funnel', access: 'recruiter-area' },
  getFunnelReportCsv: { method: 'GET', path: '/api/recruiter/reports/funnel.csv', access: 'recruiter-area' },
  getTimeReport: { method: 'GET', path: '/api/recruiter/reports/time', access: 'recruiter-area' },
  getTimeReportCsv: { method: 'GET', path: '/api/recruiter/reports/time.csv', access: 'recruiter-area' },
  getSourcesReport: { method: 'GET', path: '/api/recruiter/reports/sources', access: 'recruiter-area' },
  getSourcesReportCsv: { method: 'GET', path: '/api/recruiter/reports/sources.csv', access: 'recruiter-area' },
  getJobsReport: { method: 'GET', path: '/api/recruiter/reports/jobs', access: 'recruiter-area' },
  getJobsReportCsv: { method: 'GET', path: '/api/recruiter/reports/jobs.csv', access: 'recruiter-area' },
} satisfies OperationsFor<typeof reportsSchemas>;
export const reportsOperations: TypedOperations<typeof operations, typeof reportsSchemas> = operations;
