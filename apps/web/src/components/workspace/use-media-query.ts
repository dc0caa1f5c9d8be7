import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering when it changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The workspace's wide layout (≥ 1024 px): the rail shows, a side panel sits beside its list. */
export const WIDE = '(min-width: 1024px)';
