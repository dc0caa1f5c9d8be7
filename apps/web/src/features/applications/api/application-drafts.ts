import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applicationsOperations as operations, type ApplicationFields } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** APP-4: the draft saved for this job (or null). */
export const applicationDraftQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: applicationKeys.draft(jobId),
    queryFn: ({ signal }) => callApi(operations.getApplicationDraft, { params: { jobId }, signal }),
    // The form reads it once when it opens; a refetch must not overwrite what is being typed.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useApplicationDraft = (jobId: number) => useQuery(applicationDraftQueryOptions(jobId));

/** APP-4: save the form as the draft (saving again replaces it). */
export const useSaveApplicationDraft = (jobId: number) =>
  useMutation({
    mutationFn: (fields: ApplicationFields) => callApi(operations.saveApplicationDraft, { params: { jobId }, body: fields }),
  });
