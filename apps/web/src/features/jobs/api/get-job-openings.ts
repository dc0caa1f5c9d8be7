import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobListQuery, JobListResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';

/**
 * The site pages on the server: every call names its page and size (without them the API answers
 * every open job at once, for a client that pages in the browser).
 */
export type PagedJobListQuery = JobListQuery & { page: string; pageSize: string };

/** PUB-15: GET /api/getJobOpenings, with PUB-7's filters and paging. */
export const getJobOpenings = (query: PagedJobListQuery, signal?: AbortSignal) =>
  apiRequest<JobListResponse>('/getJobOpenings', { query: { ...query }, signal });

export const jobOpeningsQueryOptions = (query: PagedJobListQuery) =>
  queryOptions({
    queryKey: jobKeys.opening(query),
    queryFn: ({ signal }) => getJobOpenings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useJobOpenings = (query: PagedJobListQuery) => useQuery(jobOpeningsQueryOptions(query));
