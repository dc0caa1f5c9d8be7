import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-parts';
import { copyText } from '@/lib/copy-text';

/**
 * A read-only field with its copy button (REC-32's feed address, REC-34's referral links): focus selects it,
 * the button copies it (the Clipboard API, else the selected field) and a live region says whether that worked.
 * The job page's Share dialog (PUB-13) keeps its own copy code: importing this module or `lib/copy-text` there
 * makes a chunk shared with this page, whose name in the entry's preload map adds 0.02 KB gzip to the landing.
 */
export function CopyField({
  label,
  value,
  button,
  buttonLabel,
  copied,
  copyFailed,
  hint,
}: {
  label: string;
  /** What the field shows and the button copies. */
  value: string;
  /** The button's text. */
  button: string;
  /** The button's accessible name when its text alone does not say what it copies. */
  buttonLabel?: string;
  /** What the live region says once copied, and when neither way of copying worked. */
  copied: string;
  copyFailed: string;
  /** A line under the field that describes it (its aria-describedby). */
  hint?: ReactNode;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  const copy = async () => setNotice((await copyText(value, field.current)) ? copied : copyFailed);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${inputClasses} font-mono text-sm`}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={buttonLabel}>
          {button}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-brand-800">
          {hint}
        </p>
      )}
      {/* Without a hint the empty notice keeps its line, so a row below does not jump when it is said. */}
      <p role="status" className={`mt-1 text-sm text-ink ${hint ? '' : 'min-h-5'}`}>
        {notice}
      </p>
    </div>
  );
}
