import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterSettingsOperations as operations, type RecruiterSettings } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { recruiterSettingsKeys } from './query-keys';

/** REC-13: the recruiter's own settings (each new application by e-mail, or the daily digest). */
export const recruiterSettingsQueryOptions = () =>
  queryOptions({
    queryKey: recruiterSettingsKeys.mine(),
    queryFn: ({ signal }) => callApi(operations.getRecruiterSettings, { signal }),
    staleTime: 0,
  });
export const useRecruiterSettings = () => useQuery(recruiterSettingsQueryOptions());

export function useSaveRecruiterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecruiterSettings) => callApi(operations.saveRecruiterSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(recruiterSettingsKeys.mine(), { settings: data.settings }),
  });
}
