import { useId, type ChangeEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { formatBytes } from '@/lib/format-bytes';

/**
 * A file input styled as a drop area: the real input stays in the page (keyboard and screen
 * readers use it; its label is PRO-16's hint, e.g. 'PDF upto 1MB'), the chosen file is named.
 */
export function FilePicker({
  hint,
  accept,
  file,
  error,
  onPick,
  disabled,
}: {
  hint: string;
  accept: string;
  file: File | null;
  error?: string | undefined;
  onPick: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null);
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed bg-brand-50/40 px-4 py-6 text-center transition hover:bg-brand-50 ' +
          `peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 peer-disabled:cursor-not-allowed ${error ? 'border-danger' : 'border-brand-200'}`
        }
      >
        <Icon icon={icons.upload} className="h-8 w-8 text-brand-600" />
        <span className="text-sm font-semibold text-brand-700">Choose a file</span>
        <span className="text-xs text-muted">{hint}</span>
      </label>
      {file && (
        <p className="mt-3 flex items-center gap-2 break-all text-sm text-ink">
          <span className="font-medium">Selected:</span> {file.name} <span className="text-muted">({formatBytes(file.size)})</span>
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
