import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_TEXTS } from '@careers/shared';
import { ButtonLink } from './button';
import { QueryState } from './query-state';
import { paths } from '@/config/paths';

/**
 * A profile tab's list (saved jobs, applications): its heading, the query's loading / failure states,
 * and when there is nothing, `emptyText` with a link to every job opening (or the caller's `empty`).
 */
export function ListSection<T, Item>({
  title,
  query,
  loading,
  items,
  emptyText,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  loading: string;
  /** The list inside the answer. */
  items: (data: T) => readonly Item[];
  emptyText: string;
  empty?: ReactNode;
  /** One `<li>` per item. */
  children: (item: Item) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <QueryState
        query={query}
        loading={loading}
        className="mt-6"
        isEmpty={(data) => items(data).length === 0}
        empty={
          empty ?? (
            <div className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center">
              <p className="text-muted">{emptyText}</p>
              <ButtonLink to={paths.careers} variant="secondary" className="mt-4">
                {PAGE_TEXTS.viewAllJobOpenings}
              </ButtonLink>
            </div>
          )
        }
      >
        {(data) => <ul className="mt-6 space-y-4">{items(data).map(children)}</ul>}
      </QueryState>
    </section>
  );
}
