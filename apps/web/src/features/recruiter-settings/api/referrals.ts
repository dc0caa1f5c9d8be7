import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralsOperations as operations, type AddReferrerRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { recruiterSettingsKeys } from './query-keys';

/** REC-34: the member's referral code and the open jobs a link can be made for. */
export const useReferralLinks = () =>
  useQuery(
    queryOptions({
      queryKey: recruiterSettingsKeys.referralLinks(),
      queryFn: ({ signal }) => callApi(operations.getReferralLinks, { signal }),
    }),
  );

/** REC-35 (admins): every referrer. */
export const useReferrers = (enabled: boolean) =>
  useQuery({
    queryKey: recruiterSettingsKeys.referrers(),
    queryFn: ({ signal }) => callApi(operations.listReferrers, { signal }),
    enabled,
    staleTime: 0,
  });

export function useAddReferrer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReferrerRequest) => callApi(operations.addReferrer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruiterSettingsKeys.referrers() }),
  });
}

export function useRemoveReferrer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(operations.removeReferrer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruiterSettingsKeys.referrers() }),
  });
}
