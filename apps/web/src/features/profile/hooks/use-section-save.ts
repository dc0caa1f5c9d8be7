import { toast } from 'react-toastify';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { UI_MESSAGES, type UpdateUserDetailsRequest } from '@careers/shared';
import { toastError } from '@/lib/error-toast';
import { showServerErrors, type ToFormField } from '@/lib/form-errors';
import { useUpdateUserDetails } from '../api/update-user-details';

/**
 * Saves one section (PRO-12 PATCH), then toasts PRO-4's 'Profile updated successfully' and closes;
 * on failure toasts 'Failed to update profile' and shows what the server said under each field it
 * named (the browser checks first, so this is the server's second opinion).
 */
export function useSectionSave<T extends FieldValues>(setError: UseFormSetError<T>, toFormField: ToFormField<T>, onSaved: () => void) {
  const mutation = useUpdateUserDetails();
  const save = async (body: UpdateUserDetailsRequest) => {
    try {
      await mutation.mutateAsync(body);
      toast.success(UI_MESSAGES.profileUpdated);
      onSaved();
    } catch (error) {
      toastError(error, UI_MESSAGES.profileUpdateFailed);
      showServerErrors(error, setError, toFormField);
    }
  };
  return { save, saving: mutation.isPending };
}
