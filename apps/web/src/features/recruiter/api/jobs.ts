import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterJobsOperations as operations, type JobInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';
import { recruiterKeys } from './query-keys';

export const recruiterJobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: recruiterKeys.job(jobId),
    // The job with its screening questions (REC-27: expected answers included, for the editor).
    queryFn: ({ signal }) => callApi(operations.getJob, { params: { id: jobId }, signal }),
    staleTime: 0,
  });
export const useRecruiterJob = (jobId: number) => useQuery(recruiterJobQueryOptions(jobId));

/**
 * Every change to a posting refreshes the recruiter's lists and the public ones (PUB-14: closing is immediate).
 * Closing, reopening and watching are the jobs table's (features/workspace-overview, REC-18).
 */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recruiterKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.openings }),
      queryClient.invalidateQueries({ queryKey: jobKeys.details }),
    ]);
}

/** Post a job, or edit the posting `jobId`. */
export function useSaveJob(jobId?: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (body: JobInput) =>
      jobId === undefined ? callApi(operations.createJob, { body }) : callApi(operations.updateJob, { params: { id: jobId }, body }),
    onSuccess: invalidate,
  });
}
