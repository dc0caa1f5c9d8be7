import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@careers/shared';

export interface OtpInputProps {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Id of the message that describes the boxes' error, if any. */
  errorId?: string | undefined;
  disabled?: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * ACC-5 (and the mobile code of PRO-13): six single-digit boxes, digits only, focus moves forward; Backspace clears the
 * current box, or the previous one when the current is empty. Pasting (or a phone's autofill of)
 * six digits fills every box.
 */
export function OtpInput({ digits, onChange, errorId, disabled }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillFrom = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - start);
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i++) next[start + i] = incoming[i] ?? '';
    onChange(next);
    focus(start + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!typed) return; // letters and symbols are ignored
    const previous = digits[index] ?? '';
    // A box that already held a digit now holds two: keep the one just typed.
    if (typed.length === 2 && previous) {
      const next = [...digits];
      next[index] = typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1);
      onChange(next);
      if (index < OTP_LENGTH - 1) focus(index + 1);
      return;
    }
    // One digit, or several from a phone's one-time-code autofill: fill forward from here.
    fillFrom(typed.length >= OTP_LENGTH ? 0 : index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here, not in onChange: retyping the digit a box already shows changes no value,
      // so no change event would move the focus on.
      event.preventDefault();
      const next = [...digits];
      next[index] = event.key;
      onChange(next);
      if (index < OTP_LENGTH - 1) focus(index + 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (digits[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      onChange(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\D/g, '');
    fillFrom(text.length >= OTP_LENGTH ? 0 : index, text);
  };

  return (
    <div className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          disabled={disabled}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={
            'h-12 w-full min-w-0 max-w-14 rounded-lg border bg-white text-center text-xl font-semibold text-ink shadow-sm outline-none transition ' +
            'focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:h-14 sm:text-2xl ' +
            (errorId ? 'border-danger' : 'border-line')
          }
        />
      ))}
    </div>
  );
}

/** The code's fieldset: its legend ('Verification code' unless told), the six boxes, and the message under them. */
export function OtpField({
  entry,
  disabled,
  legend = 'Verification code',
}: {
  entry: { digits: string[]; onChange: (digits: string[]) => void; error?: string | undefined; errorId: string };
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <OtpInput digits={entry.digits} onChange={entry.onChange} errorId={entry.error ? entry.errorId : undefined} disabled={disabled} />
      {entry.error && (
        <p id={entry.errorId} className="mt-2 text-sm text-danger">
          {entry.error}
        </p>
      )}
    </fieldset>
  );
}
