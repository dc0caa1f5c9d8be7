import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput, JobStatusInput, PostedJobsResponse, RecruiterJobResponse, WatchResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';
import { recruiterKeys } from './query-keys';

/** REC-5 / REC-3: GET /api/recruiter/jobs, every posting with its applicant count. */
export const postedJobsQueryOptions = () =>
  queryOptions({
    queryKey: recruiterKeys.jobs(),
    queryFn: ({ signal }) => apiRequest<PostedJobsResponse>('/recruiter/jobs', { auth: true, signal }),
    staleTime: 0,
  });
export const usePostedJobs = () => useQuery(postedJobsQueryOptions());

export const recruiterJobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: recruiterKeys.job(jobId),
    queryFn: async ({ signal }) => (await apiRequest<{ job: Job }>(`/recruiter/jobs/${jobId}`, { auth: true, signal })).job,
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

/** POST /api/recruiter/jobs, or PUT /api/recruiter/jobs/:id when editing. */
export function useSaveJob(jobId?: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (body: JobInput) =>
      apiRequest<RecruiterJobResponse>(jobId === undefined ? '/recruiter/jobs' : `/recruiter/jobs/${jobId}`, {
        method: jobId === undefined ? 'POST' : 'PUT',
        body,
        auth: true,
      }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/recruiter/jobs/:id/status: open or close a posting. */
export function useSetJobStatus() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ jobId, status }: { jobId: number } & JobStatusInput) =>
      apiRequest<RecruiterJobResponse>(`/recruiter/jobs/${jobId}/status`, { method: 'PATCH', body: { status }, auth: true }),
    onSuccess: invalidate,
  });
}

/** Issue 14: PUT or DELETE /api/recruiter/jobs/:id/watch, e-mails of each new application on or off. */
export function useSetWatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, watching }: { jobId: number; watching: boolean }) =>
      apiRequest<WatchResponse>(`/recruiter/jobs/${jobId}/watch`, { method: watching ? 'PUT' : 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.jobs() }),
  });
}
