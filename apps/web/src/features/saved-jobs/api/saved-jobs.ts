import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedJobsOperations as operations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { savedJobKeys } from './query-keys';

/** APP-6: the candidate's saved jobs. */
export const getSavedJobs = (signal?: AbortSignal) => callApi(operations.listSavedJobs, { signal });

export const savedJobsQueryOptions = () => queryOptions({ queryKey: savedJobKeys.all, queryFn: ({ signal }) => getSavedJobs(signal) });

/** Only a signed-in candidate has saved jobs; for anyone else the query stays idle. */
export const useSavedJobs = (enabled = true) => useQuery({ ...savedJobsQueryOptions(), enabled });

/** Save or unsave a job, then the list is fetched again. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      callApi(save ? operations.saveJob : operations.unsaveJob, { params: { jobId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryOptions().queryKey }),
  });
}
