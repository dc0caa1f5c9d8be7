/**
 * The page's open modal <dialog>s, and the one element toasts render into.
 *
 * A modal dialog makes the rest of the page inert and draws its backdrop over it, so a toast raised
 * while one is open (a refused code, a failed upload, "code sent") would sit under the backdrop,
 * out of reach of a click and of a screen reader. So the toast layer lives in the top-most open
 * modal, and goes back to <body> when the last one closes. It is always the same element (React
 * renders the toasts into it through a portal), so toasts on screen stay when it moves.
 */
const openModals: HTMLDialogElement[] = [];
let layer: HTMLDivElement | undefined;

function place(): void {
  if (!layer) return;
  const parent = openModals.at(-1) ?? document.body;
  if (layer.parentElement !== parent) parent.append(layer);
}

/** The element toasts render into, where they can be seen and reached now. */
export function toastLayer(): HTMLElement {
  layer ??= document.createElement('div');
  place();
  return layer;
}

/** Shows `dialog` as a modal (an open attribute where the browser has no showModal) and takes the toasts along. */
export function showModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  if (!openModals.includes(dialog)) openModals.push(dialog);
  place();
}

/** Closes `dialog` (it may already be closed, e.g. by Escape, or gone from the page) and gives the toasts back. */
export function closeModal(dialog: HTMLDialogElement): void {
  if (dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  const index = openModals.indexOf(dialog);
  if (index !== -1) openModals.splice(index, 1);
  place();
}
