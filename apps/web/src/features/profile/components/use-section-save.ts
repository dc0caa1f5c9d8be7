import { toast } from 'react-toastify';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { UI_MESSAGES, type UpdateUserDetailsRequest } from '@careers/shared';
import { ApiError } from '@/lib/api-client';
import { useUpdateUserDetails } from '../api/update-user-details';

/**
 * Saves one section (SPEC 7 PATCH), then toasts SPEC 8's 'Profile updated successfully' and closes;
 * on failure toasts 'Failed to update profile' and shows what the server said under each field it
 * named (the browser checks first, so this is the server's second opinion).
 */
export function useSectionSave<T extends FieldValues>(setError: UseFormSetError<T>, toFormField: (apiField: string) => Path<T> | undefined, onSaved: () => void) {
  const mutation = useUpdateUserDetails();
  const save = async (body: UpdateUserDetailsRequest) => {
    try {
      await mutation.mutateAsync(body);
      toast.success(UI_MESSAGES.profileUpdated);
      onSaved();
    } catch (error) {
      toast.error(UI_MESSAGES.profileUpdateFailed);
      if (!(error instanceof ApiError) || error.failure.status === 'FETCH_ERROR') return;
      const { errors, field, message } = error.failure.data;
      const listed = Array.isArray(errors) ? (errors as { field?: string; message: string }[]) : field && message ? [{ field, message }] : [];
      const shown = new Set<string>();
      for (const item of listed) {
        const name = item.field ? toFormField(item.field) : undefined;
        if (!name || shown.has(name)) continue;
        shown.add(name);
        setError(name, { message: item.message });
      }
    }
  };
  return { save, saving: mutation.isPending };
}
