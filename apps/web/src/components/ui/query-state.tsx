import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { APPLICATION_MESSAGES } from '@careers/shared';
import { Spinner } from './spinner';

/**
 * The one scaffold for a list fed by a query: a spinner with `loading` while it loads, the load
 * failure with Try again, `empty` when `isEmpty` says there is nothing, else `children` with the data.
 * `className` spaces the loading, error and empty states like the content they stand in for.
 */
export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  className = '',
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className={`flex items-center gap-2 text-muted ${className}`.trim()} role="status">
        <Spinner /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={`text-muted ${className}`.trim()} role="alert">
        {APPLICATION_MESSAGES.loadFailed}{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (isEmpty?.(query.data)) return <div className={className || undefined}>{empty}</div>;
  return children(query.data);
}
