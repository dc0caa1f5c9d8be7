import { forwardRef, useId, type InputHTMLAttributes } from 'react';

/** A checkbox with its label beside it, large enough to tap on a phone. */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string }>(
  function CheckboxField({ label, className = '', ...props }, ref) {
    const id = useId();
    return (
      <div className={`flex min-h-11 items-center gap-2.5 ${className}`}>
        <input ref={ref} id={id} type="checkbox" className="h-5 w-5 flex-none rounded border-line accent-brand-700" {...props} />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
    );
  },
);
