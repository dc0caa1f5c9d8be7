/** The recruiter area's query keys: invalidating `all` refreshes every recruiter list and job. */
export const recruiterKeys = {
  all: ['recruiter'] as const,
  jobs: () => [...recruiterKeys.all, 'jobs'] as const,
  job: (jobId: number) => [...recruiterKeys.all, 'job', jobId] as const,
  applicants: (jobId: number) => [...recruiterKeys.all, 'applicants', jobId] as const,
  notes: (applicationId: number) => [...recruiterKeys.all, 'notes', applicationId] as const,
};
