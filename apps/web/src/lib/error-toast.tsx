import type { ReactNode } from 'react';
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { UI_MESSAGES } from '@careers/shared';
import { ApiError } from './api-client';

/** GEN-13: the id of the request that failed, when the server answered (docs/decisions/028). */
export const referenceOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.requestId : undefined);

/**
 * GEN-13's "Reference: …" line under an error toast's text: the failed request's id, which a candidate
 * quotes to support and an operator finds in the log. The id has a line of its own and is never split (a
 * UUID fits the toast at this size); a click selects it whole, to copy.
 */
export function ErrorReference({ reference }: { reference: string }) {
  return (
    <p className="mt-1.5 text-xs text-muted">
      {UI_MESSAGES.errorReference} <span className="block font-mono text-[11px] whitespace-nowrap select-all">{reference}</span>
    </p>
  );
}

/** An error toast's text, with the failed request's reference under it when there is one. */
export function ErrorToastText({ text, reference }: { text: ReactNode; reference: string | undefined }) {
  return (
    <div>
      <p>{text}</p>
      {reference && <ErrorReference reference={reference} />}
    </div>
  );
}

/**
 * GEN-8's error toast for a failed call (GEN-13): `text` (usually the server's message or a fallback,
 * GEN-9), and the request's reference under it when the server answered with one. A failure that never
 * reached the server has no reference, and the toast is the text alone.
 */
export function toastError(error: unknown, text: string, options?: ToastOptions): Id {
  const reference = referenceOf(error);
  if (!reference) return toast.error(text, options);
  // Selecting the reference to copy it must not close the toast: its close button and timer still do.
  return toast.error(<ErrorToastText text={text} reference={reference} />, { closeOnClick: false, ...options });
}
