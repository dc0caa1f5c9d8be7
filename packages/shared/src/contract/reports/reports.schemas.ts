import { fileAnswer, type SchemaTable } from '../contract.js';
import {
  funnelReportSchema,
  jobsReportSchema,
  reportFiltersSchema,
  reportQuerySchema,
  sourcesReportSchema,
  timeReportSchema,
} from '../../schemas/reports.js';

const csv = fileAnswer({ contentTypes: ['text/csv'], description: 'text/csv', format: 'text' });
const aggregates = 'Aggregates only, no candidate’s name or details: not recorded in the access log (REC-9).';

/** The schema half of `reports.ts`. */
export const reportsSchemas = {
  getReportFilters: {
    summary: 'The reports’ filter menus: jobs, departments, categories, candidates’ countries and sources seen',
    response: { 200: reportFiltersSchema },
  },
  getFunnelReport: {
    summary:
      'REC-37 The funnel for a range of UTC days: applications reaching each step, conversion to the next, not selected and withdrawn',
    description: aggregates,
    query: reportQuerySchema,
    response: { 200: funnelReportSchema },
  },
  getFunnelReportCsv: {
    summary: 'REC-37 The funnel as CSV (RFC 4180, UTF-8 with BOM), the same numbers as the JSON',
    query: reportQuerySchema,
    response: { 200: csv },
  },
  getTimeReport: {
    summary: 'REC-38 Median and 90th percentile days in each step, time to first review and time to hire, for moves in a range of UTC days',
    description: aggregates,
    query: reportQuerySchema,
    response: { 200: timeReportSchema },
  },
  getTimeReportCsv: {
    summary: 'REC-38 Time in steps as CSV (RFC 4180, UTF-8 with BOM), the same numbers as the JSON',
    query: reportQuerySchema,
    response: { 200: csv },
  },
  getSourcesReport: {
    summary: 'REC-38 Applications, interviews and hires per source, and hires per 100 applications, for a range of UTC days',
    description: aggregates,
    query: reportQuerySchema,
    response: { 200: sourcesReportSchema },
  },
  getSourcesReportCsv: {
    summary: 'REC-38 Sources as CSV (RFC 4180, UTF-8 with BOM), the same numbers as the JSON',
    query: reportQuerySchema,
    response: { 200: csv },
  },
  getJobsReport: {
    summary:
      'REC-39 Open jobs with applications in the last 7 days, stuck applications, offers accepted and declined in a range of UTC days',
    description: aggregates,
    query: reportQuerySchema,
    response: { 200: jobsReportSchema },
  },
  getJobsReportCsv: {
    summary: 'REC-39 Jobs as CSV (RFC 4180, UTF-8 with BOM), the same numbers as the JSON',
    query: reportQuerySchema,
    response: { 200: csv },
  },
} satisfies SchemaTable;
