import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart starts at before its box is measured (and where the browser cannot measure, e.g. jsdom). */
const FALLBACK_WIDTH = 640;

/** The width of an element, following its resizes (a chart draws to its box: 375 px phones up to wide screens). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
