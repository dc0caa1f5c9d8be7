import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { DEFAULT_TOAST_MS } from '@careers/shared';
import { toastLayer } from '@/components/ui/modal-layer';
import { noteTouch } from '@/lib/source-touches';

// APP-15 (docs/decisions/052): how the visitor arrived, noted as this chunk is evaluated: every page loads it
// right after its first render, before the visitor can have gone anywhere else, outside the landing's
// initial JS (PUB-17). Session storage only.
noteTouch();

/**
 * The toast container and its styles, loaded after the first render (PUB-17: the landing route's
 * initial JS). Toasts raised before it mounts wait in react-toastify's queue and show once it does.
 */
export default function Toasts() {
  // Into the layer that follows the open modal dialog (components/ui/modal-layer.ts).
  const [layer] = useState(toastLayer);
  // GEN-8: top-right, 3000 ms by default.
  return createPortal(<ToastContainer position="top-right" autoClose={DEFAULT_TOAST_MS} newestOnTop closeOnClick />, layer);
}
