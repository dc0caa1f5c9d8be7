import { toast } from 'react-toastify';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

export { serverMessageOr } from '@/lib/api-client';

/** Toast the failure text and, when the server named one of the form's fields, show it there too. */
export function reportFailure<T extends FieldValues>(error: unknown, text: string, setError?: UseFormSetError<T>, fields: readonly Path<T>[] = []) {
  toast.error(text);
  if (setError && error instanceof ApiError && error.failure.status !== 'FETCH_ERROR') {
    const field = error.failure.data.field as Path<T> | undefined;
    if (field && fields.includes(field)) setError(field, { message: text }, { shouldFocus: true });
  }
}
