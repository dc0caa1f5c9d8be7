import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobKeys } from '@/lib/job-keys';
import { getJobOpenings, type PagedJobListQuery } from './get-job-openings';

export const jobOpeningsQueryOptions = (query: PagedJobListQuery) =>
  queryOptions({
    queryKey: jobKeys.opening(query),
    queryFn: ({ signal }) => getJobOpenings(query, signal),
    placeholderData: keepPreviousData,
  });

/** The job list through React Query, for pages loaded after the landing route (the job page's other jobs). */
export const useJobOpenings = (query: PagedJobListQuery) => useQuery(jobOpeningsQueryOptions(query));
