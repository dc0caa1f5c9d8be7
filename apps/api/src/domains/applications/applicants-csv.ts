import { APPLICANTS_CSV_COLUMNS, APPLICATION_STEP_LABELS, applicantsCsvFileName, type Applicant, type Job } from '@careers/shared';
import { writeCsv } from '../../platform/lib/csv.js';

/** REC-14: a job's applicants as CSV for a spreadsheet (`writeCsv`: RFC 4180, BOM, formula cells escaped). */
export function applicantsCsv(job: Job, applicants: Applicant[]): { fileName: string; body: string } {
  const rows = applicants.map((a) => [
    [a.details.first_name, a.details.last_name].filter(Boolean).join(' '),
    a.details.email,
    a.details.mobiles.map((m) => `${m.code} ${m.number}`).join('; '),
    APPLICATION_STEP_LABELS[a.status],
    a.dateApplied.slice(0, 10),
    a.rating.average === null ? '' : a.rating.average.toFixed(1),
  ]);
  return { fileName: applicantsCsvFileName(job.job_id, job.job_title), body: writeCsv(APPLICANTS_CSV_COLUMNS, rows) };
}
