import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecruiterSettings, RecruiterSettingsResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { recruiterSettingsKeys } from './query-keys';

/** Issue 14: GET /api/recruiter/settings. */
export const recruiterSettingsQueryOptions = () =>
  queryOptions({
    queryKey: recruiterSettingsKeys.mine(),
    queryFn: ({ signal }) => apiRequest<RecruiterSettingsResponse>('/recruiter/settings', { auth: true, signal }),
    staleTime: 0,
  });
export const useRecruiterSettings = () => useQuery(recruiterSettingsQueryOptions());

/** PUT /api/recruiter/settings. */
export function useSaveRecruiterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecruiterSettings) =>
      apiRequest<RecruiterSettingsResponse>('/recruiter/settings', { method: 'PUT', body, auth: true }),
    onSuccess: (data) => queryClient.setQueryData(recruiterSettingsKeys.mine(), { settings: data.settings }),
  });
}
