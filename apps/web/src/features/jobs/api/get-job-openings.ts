import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobListQuery, JobListResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** SPEC 7: GET /api/getJobOpenings, with D10's filters and paging. */
export const getJobOpenings = (query: JobListQuery, signal?: AbortSignal) =>
  apiRequest<JobListResponse>('/getJobOpenings', { query: { ...query }, signal });

export const jobOpeningsQueryOptions = (query: JobListQuery) =>
  queryOptions({
    queryKey: ['job-openings', query],
    queryFn: ({ signal }) => getJobOpenings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useJobOpenings = (query: JobListQuery) => useQuery(jobOpeningsQueryOptions(query));
