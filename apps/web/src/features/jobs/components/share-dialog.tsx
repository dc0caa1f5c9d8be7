import { useEffect, useId, useRef, useState } from 'react';
import { COPIED_NOTICE_MS, PAGE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { closeModal, showModal } from '@/components/ui/modal-layer';
import { shareLinks } from '../utils/share-links';

/** Copy with the Clipboard API; fall back to selecting the field for browsers without it (plain http). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

/**
 * PUB-13: the 'Share this job' dialog. A native modal <dialog> keeps focus inside it (the page
 * behind is inert) and closes on Escape; focus returns to the Share button. Copying the link shows
 * 'Copied!' for 1500 ms.
 */
export function ShareDialog({ open, onClose, url, title }: { open: boolean; onClose: () => void; url: string; title: string }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    showModal(dialog);
    return () => closeModal(dialog);
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setCopied(false);
    if (await copyText(url, fieldRef.current)) setCopied(true);
  };

  return (
    // The backdrop click below closes the dialog; Escape closes a modal dialog natively, so the mouse gets no more than the keyboard has.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] p-0 shadow-[var(--shadow-raised)] backdrop:bg-brand-950/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
            {PAGE_TEXTS.shareThisJob}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <Icon icon={icons.close} className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <p className="mt-1 text-sm text-muted">{title}</p>
        <ul className="mt-5 grid grid-cols-2 gap-3">
          {shareLinks(url, title).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target={link.href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                className="flex h-12 items-center gap-3 rounded-lg border border-line px-4 font-semibold text-ink transition hover:border-brand-200 hover:bg-brand-50"
              >
                <Icon icon={link.icon} className="h-5 w-5 text-brand-700" />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor={`${id}-url`} className="mt-6 block text-sm font-medium text-ink">
          Job link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={fieldRef}
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-ink"
          />
          <Button onClick={() => void copy()}>
            <Icon icon={icons.link} className="h-4 w-4" />
            Copy link
          </Button>
        </div>
        <p role="status" className="mt-2 h-5 text-sm font-semibold text-success">
          {copied ? UI_MESSAGES.copied : ''}
        </p>
      </div>
    </dialog>
  );
}
