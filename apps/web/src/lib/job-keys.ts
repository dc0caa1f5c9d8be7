import type { JobListQuery } from '@careers/shared';

/**
 * Query keys of the public job catalogue (the list and each job's page). They live outside the
 * features because two of them use them: `jobs` reads the catalogue, `recruiter` refreshes it after
 * every change to a posting (PUB-14: closing is immediate). Every other feature's keys are exported
 * by its own `api/` (see apps/web/README.md).
 */
export const jobKeys = {
  /** Every page of the job list (prefix of `opening`). */
  openings: ['jobs', 'openings'] as const,
  opening: (query: JobListQuery & { page: string; pageSize: string }) => ['jobs', 'openings', query] as const,
  /** Every job's page (prefix of `detail`). */
  details: ['jobs', 'details'] as const,
  detail: (jobId: string) => ['jobs', 'details', jobId] as const,
};
