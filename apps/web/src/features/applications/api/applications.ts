import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationsResponse, SubmitApplicationRequest, SubmitApplicationResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** APP-8: GET /api/applications, the candidate's applications with their timelines. */
export const getApplications = (signal?: AbortSignal) => apiRequest<ApplicationsResponse>('/applications', { auth: true, signal });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: ({ signal }) => getApplications(signal), staleTime: 0 });

export const useApplications = () => useQuery(applicationsQueryOptions());

/** APP-1: POST /api/applications. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplicationRequest) =>
      apiRequest<SubmitApplicationResponse>('/applications', { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
  });
}

/** APP-9: POST /api/applications/{id}/withdraw; the list then shows the timeline ending with Withdrawn. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      apiRequest<SubmitApplicationResponse>(`/applications/${applicationId}/withdraw`, { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
  });
}
