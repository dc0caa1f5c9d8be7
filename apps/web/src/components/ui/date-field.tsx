import { lazy, Suspense, useId } from 'react';
import { DATE_FORMAT } from '@careers/shared';
import type { DateFieldProps } from './date-field-props';
import { FieldLabel } from './field-parts';

/** react-datepicker (~45 kB gzip) loads only when a form with dates opens (STACK): profile dialogs, the application form, the job editor. */
const DatePickerInput = lazy(() => import('./date-picker-input'));

/** PRO-8, APP-2 date pickers: dd-MM-yyyy (GEN-7). */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateInput {...props} />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}

/** The same box while the picker loads, so nothing moves when it arrives. */
function LoadingDateInput({ label, value, disabled }: DateFieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        value={value}
        readOnly
        disabled={disabled}
        placeholder={DATE_FORMAT.toLowerCase()}
        className="block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-sm"
      />
    </div>
  );
}
