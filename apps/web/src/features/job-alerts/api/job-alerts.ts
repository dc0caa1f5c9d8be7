import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobAlertLinksOperations, jobAlertsOperations, jobAlertsSubscribeOperations, type CreateJobAlertInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/**
 * ALR-1: save the careers filters as an alert, as a signed-in candidate (on at once) or, for anyone else,
 * anonymously with `email` (double opt-in, ALR-2): a signed-in recruiter's token is not sent. Plain: the
 * careers block has no React Query.
 */
export const createJobAlert = (input: CreateJobAlertInput, candidate: boolean) =>
  callApi(jobAlertsSubscribeOperations.createJobAlert, { body: input, anonymous: !candidate });

/** The e-mailed links: confirm (double opt-in) or one-click unsubscribe, by their signed token. */
export const followAlertLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  callApi(action === 'confirm' ? jobAlertLinksOperations.confirmJobAlert : jobAlertLinksOperations.unsubscribeJobAlert, {
    query: { token },
  });

const jobAlertKeys = { all: ['job-alerts'] as const };
export const jobAlertsQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertKeys.all,
    queryFn: ({ signal }) => callApi(jobAlertsOperations.listJobAlerts, { signal }),
  });
export const useJobAlerts = () => useQuery(jobAlertsQueryOptions());

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(jobAlertsOperations.deleteJobAlert, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.all }),
  });
}
