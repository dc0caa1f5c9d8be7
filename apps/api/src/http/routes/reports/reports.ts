import { reportsContract } from '@careers/shared';
import { reportsCsv } from '../../../domains/reports/index.js';
import { sendAttachment } from '../../lib/file-response.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

const CSV = 'text/csv; charset=utf-8; header=present';

/**
 * REC-37..REC-39 (docs/decisions/053): the recruiting reports, for recruiters and admins (`reportsContract`:
 * 'recruiter-area'), GET only. Aggregates without any candidate's name or details: nothing is recorded in the
 * access log (REC-9). Each CSV holds its JSON's numbers.
 */
export default contractRoutes(reportsContract, (app) => ({
  getReportFilters: async () => app.reports.filters(),
  getFunnelReport: async (request) => app.reports.funnel(request.query),
  getFunnelReportCsv: async (request, reply) =>
    sendAttachment(reply, { contentType: CSV, ...reportsCsv.funnel(await app.reports.funnel(request.query)) }),
  getTimeReport: async (request) => app.reports.time(request.query),
  getTimeReportCsv: async (request, reply) =>
    sendAttachment(reply, { contentType: CSV, ...reportsCsv.time(await app.reports.time(request.query)) }),
  getSourcesReport: async (request) => app.reports.sources(request.query),
  getSourcesReportCsv: async (request, reply) =>
    sendAttachment(reply, { contentType: CSV, ...reportsCsv.sources(await app.reports.sources(request.query)) }),
  getJobsReport: async (request) => app.reports.jobs(request.query),
  getJobsReportCsv: async (request, reply) =>
    sendAttachment(reply, { contentType: CSV, ...reportsCsv.jobs(await app.reports.jobs(request.query)) }),
}));
