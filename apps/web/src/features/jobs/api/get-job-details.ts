import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsOperations, type Job } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { jobKeys } from '@/lib/job-keys';

/** PUB-15: one job's details (`jobsOperations.getDetails`); the first item of job_details is the job. */
export const getJobDetails = async (jobId: number | string, signal?: AbortSignal): Promise<Job> => {
  const data = await callApi(jobsOperations.getDetails, { body: { job_id: jobId }, signal });
  const job = data.job_details[0];
  if (!job) throw new Error('The job details response was empty');
  return job;
};

export const jobDetailsQueryOptions = (jobId: string, initialData?: Job) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => getJobDetails(jobId, signal),
    // PUB-12: render at once from navigation state, and still fetch by jobId.
    ...(initialData ? { initialData, initialDataUpdatedAt: 0 } : {}),
  });

export const useJobDetails = (jobId: string, initialData?: Job) => useQuery(jobDetailsQueryOptions(jobId, initialData));
