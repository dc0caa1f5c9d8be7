import { useEffect, useRef, type SyntheticEvent } from 'react';
import { closeModal, showModal } from './modal-layer';

/**
 * A native <dialog> shown as a modal while `open` (and `when`, e.g. only below a width): the page behind is
 * inert and the toasts move into it (./modal-layer); closed when `open` turns false or the dialog leaves the
 * page. Escape (the dialog's cancel) calls `onClose` instead of closing it behind React's back; a busy
 * dialog ignores it. The one way the app's dialogs, the workspace's drawer and its narrow side panel open.
 */
export function useModalDialog(open: boolean, onClose: () => void, { when = true, busy = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !when) return;
    showModal(dialog);
    return () => closeModal(dialog);
  }, [open, when]);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onClose();
  };
  return { ref, onCancel };
}
