import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FieldLabel } from './field-parts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Shown under the field when there is no error (e.g. the length rule). */
  hint?: string;
}

/** A labelled multi-line input with its error under it, like TextField (addresses, key achievements). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className = '', rows = 3, ...props },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition placeholder:text-muted/70 ' +
          `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ${error ? 'border-danger focus:ring-red-100' : 'border-line'}`
        }
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-1.5 text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
});
