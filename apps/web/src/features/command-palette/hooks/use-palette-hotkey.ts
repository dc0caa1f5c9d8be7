import { useEffect, useRef } from 'react';

/** Whether the key went to a place where "/" is typed text (a field, an editor). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** Ctrl-K (⌘K on a Mac) anywhere, and "/" outside text fields. */
export function isPaletteHotkey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
}

/**
 * REC-20: opens the command palette on its shortcut. Small and free of cmdk, so the workspace frame can
 * listen from the first render and load the palette itself only when it is first asked for.
 */
export function usePaletteHotkey(onOpen: () => void): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteHotkey(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
