import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileOperations, type UpdateUserDetailsRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { updateZohoDetails } from '@/lib/crm-sync';
import { session } from '@/lib/session';
import { profileKeys } from './query-keys';

/** PRO-12: save one section's fields, named by `section`. */
export const updateUserDetails = (body: UpdateUserDetailsRequest) => callApi(profileOperations.updateUserDetails, { body });

/** Lets a dialog know a save is under way (its Escape and close button wait). */
export const SAVE_SECTION_KEY = ['user-details', 'save'] as const;

/**
 * PRO-4: after a save the user data is reloaded; a new name also reaches the header (PUB-3).
 * INT-4: then the update-zoho-details call, without waiting for it (INT-4: the server has already
 * queued the CRM sync with the change; the call is an idempotent confirmation).
 */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_SECTION_KEY,
    mutationFn: updateUserDetails,
    onSuccess: async (data, body) => {
      if (body.section === 'personal') session.updateUser({ first_name: data.profile.first_name, last_name: data.profile.last_name });
      void updateZohoDetails();
      await queryClient.invalidateQueries({ queryKey: profileKeys.userDetails() });
    },
  });
}
