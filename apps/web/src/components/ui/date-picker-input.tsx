import { useId } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-theme.css';
import { DATE_FORMAT, formatDate, parseDate, PRESENT } from '@careers/shared';
import type { DateFieldProps } from './date-field-props';
import { FieldLabel } from './field-parts';

/**
 * react-datepicker 9 with GEN-7's dd-MM-yyyy. Loaded lazily (date-field.tsx). The calendar is
 * placed `fixed`, so a scrolling dialog body never clips it; month and year dropdowns make a date
 * ten years back two clicks away. Typing a date works too.
 */
export default function DatePickerInput({ label, value, onChange, error, disabled, maxDate }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DatePicker
        id={id}
        selected={parseDate(value)}
        onChange={(date: Date | null) => onChange(date ? formatDate(date) : '')}
        // 'Present' is not a date: show it as text in the disabled end-date box (PRO-8).
        {...(value === PRESENT ? { value: PRESENT } : {})}
        dateFormat={DATE_FORMAT}
        placeholderText={DATE_FORMAT.toLowerCase()}
        disabled={disabled}
        maxDate={maxDate}
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
        autoComplete="off"
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={error ? errorId : undefined}
        popperProps={{ strategy: 'fixed' }}
        popperPlacement="bottom-start"
        wrapperClassName="block w-full"
        className={
          'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm outline-none transition placeholder:text-muted/70 ' +
          `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-surface disabled:text-muted ${error ? 'border-danger' : 'border-line'}`
        }
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
