import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overviewOperations, recruiterJobsOperations, type JobsTableQuery } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';

/** The workspace overview's query keys: invalidating `all` refreshes the dashboard and every jobs table page. */
export const overviewKeys = {
  all: ['workspace-overview'] as const,
  dashboard: (stalledDays: number) => [...overviewKeys.all, 'dashboard', stalledDays] as const,
  jobs: (query: JobsTableQuery) => [...overviewKeys.all, 'jobs', query] as const,
};

/** REC-17: what needs the member today. */
export const dashboardQueryOptions = (stalledDays: number) =>
  queryOptions({
    queryKey: overviewKeys.dashboard(stalledDays),
    queryFn: ({ signal }) => callApi(overviewOperations.getDashboard, { query: { stalledDays }, signal }),
    staleTime: 0,
  });
export const useDashboard = (stalledDays: number) => useQuery(dashboardQueryOptions(stalledDays));

/** REC-18: one page of the jobs table; the previous page stays on screen while the next loads. */
export const useJobsTable = (query: JobsTableQuery) =>
  useQuery({
    queryKey: overviewKeys.jobs(query),
    queryFn: ({ signal }) => callApi(overviewOperations.listJobsTable, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every change to a posting refreshes the overview and the public lists (PUB-14: closing is immediate). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.openings }),
      queryClient.invalidateQueries({ queryKey: jobKeys.details }),
    ]);
}

/** REC-4: close or reopen a posting (today's operation). */
export function useSetJobStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ jobId, status }: { jobId: number; status: 'open' | 'closed' }) =>
      callApi(recruiterJobsOperations.setJobStatus, { params: { id: jobId }, body: { status } }),
    onSuccess: invalidate,
  });
}

/** REC-13: watch a job or stop watching it (today's operations). */
export function useSetWatching() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ jobId, watching }: { jobId: number; watching: boolean }) =>
      callApi(watching ? recruiterJobsOperations.watchJob : recruiterJobsOperations.unwatchJob, { params: { id: jobId } }),
    onSettled: invalidate,
  });
}
