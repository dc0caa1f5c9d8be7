import { useSearchParams } from 'react-router';

/**
 * The address's query parameters and the one way a page's search and filters change them (REC-16, REC-40):
 * `write({ name: value })` sets each given parameter, '' removes it, and any change removes `resets` too (a page
 * number, a cursor). The history entry is replaced: a filter is not a new page for Back.
 */
export function useAddressParams(resets: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const write = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        for (const key of resets) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [params, write] as const;
}
