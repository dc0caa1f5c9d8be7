import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CAREERS_PAGE_SIZE, JOB_CATEGORIES, JOB_TYPES, type JobListQuery } from '@careers/shared';

export const TEXT_FILTERS = ['q', 'department', 'location'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((member) => member === value);

/** PUB-7: the careers filters and page live in the URL, so a result can be shared and Back works. */
export function useCareersFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<JobListQuery & { page: string; pageSize: string }>(() => {
    const rawPage = params.get('page') ?? '';
    const page = /^[1-9]\d{0,5}$/.test(rawPage) ? rawPage : '1';
    const q: JobListQuery & { page: string; pageSize: string } = { page, pageSize: String(CAREERS_PAGE_SIZE) };
    for (const key of TEXT_FILTERS) {
      const value = params.get(key)?.trim().slice(0, 100);
      if (value) q[key] = value;
    }
    const category = oneOf(JOB_CATEGORIES, params.get('category'));
    const type = oneOf(JOB_TYPES, params.get('type'));
    if (category) q.category = category;
    if (type) q.type = type;
    return q;
  }, [params]);

  /** Apply filter changes; any filter change returns to page 1. */
  const update = useCallback(
    (changes: Partial<Record<TextFilter | 'category' | 'type' | 'page', string>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { query, page: Number(query.page), update };
}
