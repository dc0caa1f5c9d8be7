import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CANDIDATE_CURRENCIES, CAREERS_PAGE_SIZE, JOB_CATEGORIES, JOB_TYPES, PAY_UNITS, type JobListQuery } from '@careers/shared';

export const TEXT_FILTERS = ['q', 'department', 'location'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
/** PUB-20's filters on terms, as URL parameters (docs/decisions/044). */
export const TERMS_PARAMS = ['minPay', 'currency', 'unit', 'workFrom', 'skills'] as const;
export type TermsParam = (typeof TERMS_PARAMS)[number];
export type CareersQuery = JobListQuery & { page: string; pageSize: string };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((member) => member === value);

/** PUB-7: the careers filters and page live in the URL, so a result can be shared and Back works. */
export function useCareersFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<CareersQuery>(() => {
    const rawPage = params.get('page') ?? '';
    const page = /^[1-9]\d{0,5}$/.test(rawPage) ? rawPage : '1';
    const q: CareersQuery = { page, pageSize: String(CAREERS_PAGE_SIZE) };
    for (const key of TEXT_FILTERS) {
      const value = params.get(key)?.trim().slice(0, 100);
      if (value) q[key] = value;
    }
    const category = oneOf(JOB_CATEGORIES, params.get('category'));
    const type = oneOf(JOB_TYPES, params.get('type'));
    if (category) q.category = category;
    if (type) q.type = type;
    // PUB-20: only well-formed values go to the API (the catalogue and country names load with the filter
    // area, not here: PUB-17); a minimum pay only with its currency and unit.
    const minPay = params.get('minPay')?.trim() ?? '';
    const currency = oneOf(CANDIDATE_CURRENCIES, params.get('currency'));
    const unit = oneOf(PAY_UNITS, params.get('unit'));
    if (/^[\d,]{1,16}(\.\d{1,3})?$/.test(minPay) && currency && unit) Object.assign(q, { minPay, currency, unit });
    const workFrom = params.get('workFrom')?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(workFrom)) q.workFrom = workFrom;
    const skills = [
      ...new Set(
        (params.get('skills') ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter((id) => /^[a-z0-9-]{1,60}$/.test(id)),
      ),
    ]
      .sort()
      .slice(0, 10);
    if (skills.length > 0) q.skills = skills.join(',');
    return q;
  }, [params]);

  /** Apply filter changes; any filter change returns to page 1. */
  const update = useCallback(
    (changes: Partial<Record<TextFilter | TermsParam | 'category' | 'type' | 'page', string>>, options: { replace?: boolean } = {}) => {
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
