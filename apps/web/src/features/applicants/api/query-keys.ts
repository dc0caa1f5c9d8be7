import type { ApplicantsFilters } from '../utils/table-state';

/**
 * The applicants table's query keys. They start with the recruiter area's applicants key of the job
 * (`['recruiter', 'applicants', jobId]`), so a move, a note or a rating made anywhere in the recruiter area
 * (which refreshes that key) refreshes the table and the panel too.
 */
export const applicantsKeys = {
  job: (jobId: number) => ['recruiter', 'applicants', jobId] as const,
  table: (jobId: number, filters: ApplicantsFilters) => [...applicantsKeys.job(jobId), 'table', filters] as const,
  panel: (jobId: number, applicationId: number) => [...applicantsKeys.job(jobId), 'panel', applicationId] as const,
  cvFile: (fileId: string) => ['recruiter', 'cv-file', fileId] as const,
  cvText: (fileId: string) => ['recruiter', 'cv-text', fileId] as const,
  photo: (jobId: number, fileId: string) => ['recruiter', 'table-photo', jobId, fileId] as const,
};
