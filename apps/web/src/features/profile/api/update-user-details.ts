import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserDetailsRequest, UpdateUserDetailsResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { updateZohoDetails } from '@/lib/crm-sync';
import { session } from '@/lib/session';
import { profileKeys } from './query-keys';

/** PRO-12: PATCH /api/user-details (auth) with one section's fields, named by `section`. */
export const updateUserDetails = (body: UpdateUserDetailsRequest) =>
  apiRequest<UpdateUserDetailsResponse>('/user-details', { method: 'PATCH', body, auth: true });

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
