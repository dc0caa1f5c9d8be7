import { useQuery } from '@tanstack/react-query';
import { fitOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** The fit feature's query keys. */
export const fitKeys = {
  all: ['fit'] as const,
  job: (jobId: number) => ['fit', 'job', jobId] as const,
};

/**
 * APP-10: the signed-in candidate's fit to a job, from the API (their terms, the job's and the rates at
 * the time of asking); never part of the job page's public, cached answer.
 */
export const useJobFit = (jobId: number, enabled: boolean) =>
  useQuery({
    queryKey: fitKeys.job(jobId),
    queryFn: ({ signal }) => callApi(fitOperations.getJobFit, { params: { jobId }, signal }),
    enabled,
    staleTime: 60_000,
  });
