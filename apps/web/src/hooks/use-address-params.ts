import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query parameters and the one way a page's search, filters, sort and paging change them
 * (REC-16, REC-40): `write({ name: value })` sets each given parameter, '' or `undefined` removes it, and any
 * change removes `resets` too (a page number, a cursor) unless it sets them itself. The history entry is
 * replaced: a filter is not a new page for Back, which leaves the list as it was last seen.
 */
export function useAddressParams(resets: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const resetNames = resets.join('\n');
  const write = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of resetNames.split('\n')) if (key && !(key in changes)) next.delete(key);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, resetNames],
  );
  return [params, write] as const;
}
