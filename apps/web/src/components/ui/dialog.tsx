import { useId, type ReactNode } from 'react';
import { PROFILE_TEXTS } from '@careers/shared';
import { Button } from './button';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { useModalDialog } from './use-modal-dialog';
import * as icons from '@/components/ui/icons';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and Cancel call this; a busy dialog ignores Escape. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** While saving or uploading: Escape and the close button wait. */
  busy?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * An accessible modal (PRO-3's edit, verify and upload dialogs) on the native <dialog>: shown
 * with showModal, the rest of the page is inert (focus stays inside) and toasts show inside it
 * (./modal-layer), Escape closes it, focus returns to the button that opened it, and it is
 * labelled by its title. Content is mounted only while open, so every opening starts from a
 * fresh draft (PRO-4).
 */
export function Dialog({ open, onClose, title, description, busy = false, size = 'md', children }: DialogProps) {
  const { ref, onCancel } = useModalDialog(open, onClose, { busy });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] ${SIZES[size]} flex-col overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-raised open:flex backdrop:bg-brand-900/50 backdrop:backdrop-blur-[2px]`}
    >
      {open && (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-ink">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-0.5 text-sm text-muted">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label="Close"
              className="-mr-2 inline-flex h-9 w-9 flex-none items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink disabled:opacity-50"
            >
              <Icon icon={icons.close} className="h-5 w-5" />
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>;
}

/** Cancel and the main action, at the bottom. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-line bg-surface/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
      {children}
    </div>
  );
}

/**
 * The one dialog footer: Cancel, and the submit button that shows a spinner (and `busyLabel`, when
 * given) while `busy`; both are disabled meanwhile.
 */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  busyHint,
  className = 'min-w-28',
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Words for screen readers while busy, e.g. ' (saving)'. */
  busyHint?: string;
  className?: string;
}) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {PROFILE_TEXTS.cancel}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined} className={className}>
        {busy && <Spinner className="h-4 w-4" />}
        {busy && busyLabel ? busyLabel : label}
        {busy && busyHint && <span className="sr-only">{busyHint}</span>}
      </Button>
    </DialogFooter>
  );
}
