import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workspaceSearchOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { paletteKeys } from './query-keys';

/** What the API searches from: two characters (REC-20). */
export const MIN_SEARCH_LENGTH = 2;
/** The pause in typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * REC-20: the palette's search (`workspaceSearchOperations.searchWorkspace`), sent once typing pauses for
 * SEARCH_DEBOUNCE_MS and only from two characters; the last answer stays shown while the next loads.
 */
export function useWorkspaceSearch(typed: string) {
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= MIN_SEARCH_LENGTH;
  const query = useQuery({
    queryKey: paletteKeys.search(q),
    queryFn: ({ signal }) => callApi(workspaceSearchOperations.searchWorkspace, { query: { q }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return { ...query, enabled, settled: q === typed.trim() };
}
