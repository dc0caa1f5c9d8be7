import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileOperations, type ProfileTermsInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** PRO-20: the candidate's skills, expected rate, availability, country and time zone. */
export const getProfileTerms = (signal?: AbortSignal) => callApi(profileOperations.getProfileTerms, { signal });

export const profileTermsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.terms(), queryFn: ({ signal }) => getProfileTerms(signal), staleTime: 0 });

export const useProfileTerms = () => useQuery(profileTermsQueryOptions());

/** Lets the dialog know a save is under way (its Escape and close button wait). */
export const SAVE_TERMS_KEY = ['profile', 'terms', 'save'] as const;

/** PRO-20: replace the terms as a whole; the card reads them again after. */
export function useSaveProfileTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_TERMS_KEY,
    mutationFn: (body: ProfileTermsInput) => callApi(profileOperations.updateProfileTerms, { body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(profileKeys.terms(), data.terms);
      await queryClient.invalidateQueries({ queryKey: profileKeys.terms() });
    },
  });
}
