import { lazy, Suspense, useId } from 'react';
import { DATE_FORMAT } from '@careers/shared';

export interface DateFieldProps {
  label: string;
  /** dd-MM-yyyy (SPEC 3, D50), '' when empty, or 'Present' for an ongoing end date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The latest date the calendar offers (e.g. today for past dates, SPEC 5). */
  maxDate?: Date;
}

/** react-datepicker (~45 kB gzip, STACK) loads only on a page that shows a date field. */
const DatePickerInput = lazy(() => import('./date-picker-input'));

/** A labelled dd-MM-yyyy date field with a calendar; typing the date works too. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<PlainDateInput {...props} />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}

/** The same box while the calendar loads, so nothing moves when it arrives. */
function PlainDateInput({ label, value, disabled }: DateFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
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
