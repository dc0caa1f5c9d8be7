import { careersListOperations, type JobListQuery } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/**
 * The site pages on the server: every call names its page and size (without them the API answers
 * every open job at once, for a client that pages in the browser).
 */
export type PagedJobListQuery = JobListQuery & { page: string; pageSize: string };

/**
 * PUB-15's careers list (`careersListOperations.getJobOpenings`), with PUB-7's filters and paging. No React Query
 * here: the careers block calls it on the landing route's first render (`../hooks/use-careers-openings.ts`,
 * PUB-17); the job page's query is `./job-openings-query.ts`.
 */
export const getJobOpenings = (query: PagedJobListQuery, signal?: AbortSignal) =>
  callApi(careersListOperations.getJobOpenings, { query, signal });
