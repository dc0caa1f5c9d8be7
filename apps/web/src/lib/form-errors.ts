import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Maps a field the API named (`field`, or `errors[].field`) onto one of the form's fields, or none. */
export type ToFormField<T extends FieldValues> = (apiField: string) => Path<T> | undefined;

/** A ToFormField for forms whose fields carry the API's names: only the listed ones are shown. */
export const fieldsNamed =
  <T extends FieldValues>(fields: readonly Path<T>[]): ToFormField<T> =>
  (apiField) =>
    fields.find((field) => field === apiField);

/**
 * The one way a form shows what the server refused (GEN-3: the server applies the browser's rules
 * again): each field the failure names gets its message under it, and the first one takes the focus.
 * `errors` lists several fields with their own messages; a single `field` gets `text` when given
 * (the text the form also toasts), else the server's message. Network failures name no field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toFormField: ToFormField<T>,
  text?: string,
): void {
  if (!(error instanceof ApiError) || error.failure.status === 'FETCH_ERROR') return;
  const { errors, field, message } = error.failure.data;
  const single = text ?? message;
  const listed = errors?.length ? errors : field && single ? [{ field, message: single }] : [];
  const shown = new Set<string>();
  for (const item of listed) {
    const name = item.field === undefined ? undefined : toFormField(item.field);
    if (!name || shown.has(name)) continue;
    setError(name, { message: item.message }, { shouldFocus: shown.size === 0 });
    shown.add(name);
  }
}

/** The value one key down from `at`, when `at` is an object or array holding that key. */
function child(at: unknown, key: string): { found: boolean; value?: unknown } {
  if (typeof at !== 'object' || at === null) return { found: false };
  const entry = Object.entries(at).find(([name]) => name === key);
  return entry ? { found: true, value: entry[1] } : { found: false };
}

function leadsTo<T extends FieldValues>(values: T, path: string): path is Path<T> {
  let at: unknown = values;
  for (const key of path.split('.')) {
    const next = child(at, key);
    if (!next.found) return false;
    at = next.value;
  }
  return true;
}

/** A ToFormField for forms whose values mirror the request: a dotted path such as `experience.0.company` that exists in `values`. */
export const pathsIn =
  <T extends FieldValues>(values: T): ToFormField<T> =>
  (apiField) =>
    leadsTo(values, apiField) ? apiField : undefined;
