import { stringify } from 'csv-stringify/sync';
import { APPLICANTS_CSV_COLUMNS, APPLICATION_STEP_LABELS, applicantsCsvFileName, type Applicant, type Job } from '@careers/shared';

/**
 * REC-14: a job's applicants as CSV for a spreadsheet: RFC 4180 (CRLF records, quoted fields),
 * UTF-8 with a byte-order mark so Excel reads the names right, and safe against formula injection:
 * csv-stringify's `escape_formulas` puts `'` before a cell starting with =, +, -, @, tab or CR, and
 * every cell holding a CR or LF is quoted (csv-stringify leaves a lone CR unquoted otherwise).
 */
export function applicantsCsv(job: Job, applicants: Applicant[]): { fileName: string; body: string } {
  const rows = applicants.map((a) => [
    [a.details.first_name, a.details.last_name].filter(Boolean).join(' '),
    a.details.email,
    a.details.mobiles.map((m) => `${m.code} ${m.number}`).join('; '),
    APPLICATION_STEP_LABELS[a.status],
    a.dateApplied.slice(0, 10),
    a.rating.average === null ? '' : a.rating.average.toFixed(1),
  ]);
  const body = stringify(rows, {
    bom: true,
    header: true,
    columns: [...APPLICANTS_CSV_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[\r\n]/,
  });
  return { fileName: applicantsCsvFileName(job.job_id, job.job_title), body };
}
