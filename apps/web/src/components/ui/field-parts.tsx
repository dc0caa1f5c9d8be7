import type { ReactNode } from 'react';

/**
 * What the form fields share (text areas, selects, dates, money, the skill picker): the label above a field,
 * a plain input's look and the message under a field.
 */
export const inputClasses =
  'block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-sm outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-100';

/** The field's message (GEN-6) under it, named by `id` for the field's aria-describedby; nothing without a message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** The label above a field, tied to it by `htmlFor`, which gives the field its accessible name (GEN-11). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {children}
    </label>
  );
}
