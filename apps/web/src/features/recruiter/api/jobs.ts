import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterJobsOperations as operations, type JobInput, type JobStatusInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';
import { recruiterKeys } from './query-keys';

/** REC-5 / REC-3: every posting with its applicant count. */
export const postedJobsQueryOptions = () =>
  queryOptions({
    queryKey: recruiterKeys.jobs(),
    queryFn: ({ signal }) => callApi(operations.listPostedJobs, { signal }),
    staleTime: 0,
  });
export const usePostedJobs = () => useQuery(postedJobsQueryOptions());

export const recruiterJobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: recruiterKeys.job(jobId),
    queryFn: async ({ signal }) => (await callApi(operations.getJob, { params: { id: jobId }, signal })).job,
    staleTime: 0,
  });
export const useRecruiterJob = (jobId: number) => useQuery(recruiterJobQueryOptions(jobId));

/** Every change to a posting refreshes the recruiter's lists and the public ones (PUB-14: closing is immediate). */
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

/** Open or close a posting. */
export function useSetJobStatus() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ jobId, status }: { jobId: number } & JobStatusInput) =>
      callApi(operations.setJobStatus, { params: { id: jobId }, body: { status } }),
    onSuccess: invalidate,
  });
}

/** REC-13: watch a job or stop watching it (e-mails of each new application on or off). */
export function useSetWatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, watching }: { jobId: number; watching: boolean }) =>
      callApi(watching ? operations.watchJob : operations.unwatchJob, { params: { id: jobId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.jobs() }),
  });
}
