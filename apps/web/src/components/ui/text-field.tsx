import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's message (GEN-6), shown under it and announced with it. */
  error?: string | undefined;
  /** Something beside the label, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
}

const inputClasses =
  'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm outline-none transition placeholder:text-muted/70 ' +
  'focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-red-100 disabled:bg-surface disabled:text-muted';

/**
 * A labelled input with its error under it (aria-invalid + aria-describedby). Password inputs get
 * a Show/Hide toggle, which helps on phones where typos are common.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, labelAside, type = 'text', className = '', ...props },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClasses} ${error ? 'border-danger' : 'border-line'} ${isPassword ? 'pr-16' : ''}`}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((v) => !v)}
            aria-pressed={reveal}
            aria-label={reveal ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            {reveal ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
