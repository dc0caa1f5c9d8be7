import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SavedJobsResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { savedJobKeys } from './query-keys';

/** APP-6: GET /api/saved-jobs (candidates). */
export const getSavedJobs = (signal?: AbortSignal) => apiRequest<SavedJobsResponse>('/saved-jobs', { auth: true, signal });

export const savedJobsQueryOptions = () => queryOptions({ queryKey: savedJobKeys.all, queryFn: ({ signal }) => getSavedJobs(signal) });

/** Only a signed-in candidate has saved jobs; for anyone else the query stays idle. */
export const useSavedJobs = (enabled = true) => useQuery({ ...savedJobsQueryOptions(), enabled });

/** PUT (save) or DELETE (unsave) /api/saved-jobs/:jobId, then the list is fetched again. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      apiRequest<MessageResponse>(`/saved-jobs/${jobId}`, { method: save ? 'PUT' : 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryOptions().queryKey }),
  });
}
