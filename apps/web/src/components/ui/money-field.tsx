import { useEffect, useId, useRef, useState } from 'react';
import { minorToMajorText, parseMajorAmount } from '@careers/shared';
import { FieldLabel, FieldError, inputClasses } from './field-parts';

/**
 * An amount typed in major units ("600", "30,000", "1,250.50") and held by the form in the currency's minor
 * units (60000): a job's pay (PUB-18) and a candidate's expected rate (PRO-20). An empty field is NaN (the
 * schema's "is required" or no rate), text that is not an amount -1 (its "positive amount"). Another
 * currency reads the typed text again with its own decimals ("30,000" stays 30,000 pesos, not 300 yen).
 */
export function MoneyField({
  label,
  value,
  currency,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: number | undefined;
  currency: string;
  onChange: (minor: number) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined || !(value > 0) ? '' : minorToMajorText(value, currency));
  const toMinor = (typed: string, code: string) => (typed.trim() === '' ? Number.NaN : (parseMajorAmount(typed.trim(), code) ?? -1));
  const shownCurrency = useRef(currency);
  useEffect(() => {
    if (shownCurrency.current === currency) return;
    shownCurrency.current = currency;
    onChange(toMinor(text, currency));
  });
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} ${error ? 'border-danger' : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(toMinor(event.target.value, currency));
        }}
        onBlur={onBlur}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
