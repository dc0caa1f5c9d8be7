import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsOperations as operations, type SubmitApplicationRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { clearTouches, readTouches } from './source-touches';
import { applicationKeys } from './query-keys';

/** APP-8: the candidate's applications with their timelines. */
export const getApplications = (signal?: AbortSignal) => callApi(operations.listApplications, { signal });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: ({ signal }) => getApplications(signal), staleTime: 0 });

export const useApplications = () => useQuery(applicationsQueryOptions());

/** APP-1: submit the form, with the touches this tab kept (APP-15), which are then forgotten (PRV-6). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplicationRequest) =>
      callApi(operations.submitApplication, { body: { ...body, source_touches: readTouches() } }),
    onSuccess: () => {
      clearTouches();
      return queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey });
    },
  });
}

/** APP-9: withdraw an application; the list then shows the timeline ending with Withdrawn. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => callApi(operations.withdrawApplication, { params: { id: applicationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
  });
}
