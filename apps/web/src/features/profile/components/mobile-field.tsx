import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { CountryCodeSelect, type CodeOption } from '@/components/ui/country-code-select';
import { diallingOptions, MOBILE_INPUT_MAX, numberPlaceholder } from '@/config/dialling-codes';

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  codeLabel: string;
  /** The chosen country ('PH'); '' for none. */
  region: string;
  onCountryChange: (option: CodeOption) => void;
  codeError?: string | undefined;
  numberError?: string | undefined;
  optional?: boolean;
}

/**
 * PRO-15: a mobile number with its country dropdown (PRO-15's 23 codes first, then every country,
 * at most 200 px tall; docs/decisions/039).
 */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { label, codeLabel, region, onCountryChange, codeError, numberError, optional = false, ...props },
  ref,
) {
  const id = useId();
  const codeErrorId = `${id}-code-error`;
  const numberErrorId = `${id}-number-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <div className="flex gap-2">
        <div className="w-28 flex-none">
          <CountryCodeSelect
            label={codeLabel}
            value={region}
            onChange={onCountryChange}
            options={diallingOptions()}
            allowEmpty={optional}
            invalid={Boolean(codeError)}
            describedBy={codeError ? codeErrorId : undefined}
          />
        </div>
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX}
          placeholder={numberPlaceholder(region)}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? numberErrorId : undefined}
          className={
            'block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base tabular-nums text-ink shadow-sm outline-none transition placeholder:text-muted/70 ' +
            `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ${numberError ? 'border-danger' : 'border-line'}`
          }
          {...props}
        />
      </div>
      {codeError && (
        <p id={codeErrorId} className="mt-1.5 text-sm text-danger">
          {codeError}
        </p>
      )}
      {numberError && (
        <p id={numberErrorId} className="mt-1.5 text-sm text-danger">
          {numberError}
        </p>
      )}
    </div>
  );
});
