import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { CountryCodeSelect } from '@/components/ui/country-code-select';
import { DIALLING_CODE_OPTIONS } from '@/config/dialling-codes';

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  codeLabel: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: string | undefined;
  numberError?: string | undefined;
  optional?: boolean;
}

/** PRO-15: a mobile number with its country-code dropdown (PRO-15's 23 codes, at most 200 px tall). */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { label, codeLabel, code, onCodeChange, codeError, numberError, optional = false, ...props },
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
            value={code}
            onChange={onCodeChange}
            options={DIALLING_CODE_OPTIONS}
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
          maxLength={10}
          placeholder="10-digit number"
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
