import {
  APPLICATION_STEP_LABELS,
  REPORTS_MESSAGES as M,
  type FunnelReport,
  type JobsReport,
  type ReportKind,
  type SourcesReport,
  type TimeReport,
} from '@careers/shared';
import { writeCsv } from '../../platform/lib/csv.js';

const C = M.columns;
type CsvFile = { fileName: string; body: string };
const file = (kind: ReportKind, report: { from: string; to: string }, columns: string[], rows: (string | number | null)[][]): CsvFile => ({
  fileName: M.csvFileName(kind, report.from, report.to),
  body: writeCsv(columns, rows),
});

/**
 * REC-37..REC-39: each report as CSV with the JSON's numbers, cell for cell (`writeCsv`: RFC 4180, BOM,
 * formula cells escaped; an empty cell where the JSON has null).
 */
export const reportsCsv = {
  funnel: (report: FunnelReport) =>
    file(
      'funnel',
      report,
      [C.step, C.reached, C.conversion],
      [
        ...report.steps.map((s) => [APPLICATION_STEP_LABELS[s.step], s.reached, s.conversion]),
        [M.notSelected, report.notSelected, null],
        [M.withdrawn, report.withdrawn, null],
      ],
    ),
  time: (report: TimeReport) =>
    file(
      'time',
      report,
      [C.measure, C.moves, C.medianDays, C.p90Days],
      [
        ...report.steps.map((s) => [APPLICATION_STEP_LABELS[s.step], s.n, s.medianDays, s.p90Days]),
        [M.firstReview, report.firstReview.n, report.firstReview.medianDays, report.firstReview.p90Days],
        [M.timeToHire, report.hire.n, report.hire.medianDays, report.hire.p90Days],
      ],
    ),
  sources: (report: SourcesReport) =>
    file(
      'sources',
      report,
      [C.source, C.applications, C.interviews, C.hires, C.hiresPer100],
      report.sources.map((s) => [s.source, s.applications, s.interviews, s.hires, s.hiresPer100]),
    ),
  jobs: (report: JobsReport) =>
    file(
      'jobs',
      report,
      [C.jobId, C.job, C.applicationsThisWeek, C.stuck, C.offersAccepted, C.offersDeclined],
      report.jobs.map((j) => [j.jobId, j.jobTitle, j.applicationsThisWeek, j.stuck, j.offersAccepted, j.offersDeclined]),
    ),
};
