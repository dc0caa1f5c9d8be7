import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldLabel } from './field-parts';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** The first, empty option ('Select…'), which the field's rule reports when left chosen. */
  placeholder?: string;
  options: readonly { value: string; label: ReactNode }[];
}

/** A labelled native select with its error under it, like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, placeholder, options, className = '', ...props },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm outline-none transition ' +
          `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ${error ? 'border-danger' : 'border-line'}`
        }
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
