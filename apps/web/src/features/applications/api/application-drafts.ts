import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApplicationDraftResponse, ApplicationFields, MessageResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** APP-4: GET /api/application-drafts/:jobId, the draft saved for this job (or null). */
export const applicationDraftQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: applicationKeys.draft(jobId),
    queryFn: ({ signal }) => apiRequest<ApplicationDraftResponse>(`/application-drafts/${jobId}`, { auth: true, signal }),
    // The form reads it once when it opens; a refetch must not overwrite what is being typed.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useApplicationDraft = (jobId: number) => useQuery(applicationDraftQueryOptions(jobId));

/** APP-4: PUT /api/application-drafts/:jobId (saving again replaces the draft). */
export const useSaveApplicationDraft = (jobId: number) =>
  useMutation({
    mutationFn: (fields: ApplicationFields) =>
      apiRequest<MessageResponse>(`/application-drafts/${jobId}`, { method: 'PUT', body: fields, auth: true }),
  });
