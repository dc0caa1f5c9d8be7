import { useEffect, useId, useState, type ReactNode } from 'react';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useAddressParams } from '@/hooks/use-address-params';

/** One filter menu of a Toolbar: a query parameter and its choices ("" = any). */
export interface ToolbarFilter {
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface ToolbarProps {
  /** The search box's label (visually hidden; its placeholder says the same). */
  searchLabel?: string;
  /** The query parameter the search writes; `q` when not given. */
  searchParam?: string;
  filters?: readonly ToolbarFilter[];
  /** Parameters a change of search or filter resets (a page number, a cursor). */
  resets?: readonly string[];
  /** Buttons at the end (export, bulk actions, a view switch). */
  children?: ReactNode;
}

/** How long typing rests before the search goes to the address (and so to the query). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * REC-16: a list's search and filters, kept in the address's query string (so a list is a link, and
 * Back restores it): the search 250 ms after typing stops, a filter at once. The page reads the same
 * parameters with `useSearchParams` and asks the server.
 */
export function Toolbar({ searchLabel = W.toolbar.search, searchParam = 'q', filters = [], resets = [], children }: ToolbarProps) {
  const [params, write] = useAddressParams(resets);
  const current = params.get(searchParam) ?? '';
  const [text, setText] = useState(current);
  // The address changed elsewhere (Back, a link, Clear): the box shows it (adjusting state while rendering).
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setText(current);
  }
  const searchId = useId();

  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => write({ [searchParam]: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `write` is rebuilt each render; the text and the address are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, current, searchParam]);

  const active = current !== '' || filters.some((filter) => params.has(filter.param));

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-48 flex-1 sm:max-w-72">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <Icon icon={icons.search} className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={searchLabel}
          className="h-8 w-full rounded-md border border-line bg-white pr-2 pl-8 text-ws text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
        />
      </div>
      {filters.map((filter) => (
        <FilterMenu
          key={filter.param}
          filter={filter}
          value={params.get(filter.param) ?? ''}
          onChange={(value) => write({ [filter.param]: value })}
        />
      ))}
      {active && (
        <button
          type="button"
          onClick={() => {
            setText('');
            const cleared: Record<string, string> = { [searchParam]: '' };
            for (const filter of filters) cleared[filter.param] = '';
            write(cleared);
          }}
          className="h-8 rounded-md px-2 text-ws-sm font-medium text-muted hover:bg-surface hover:text-ink"
        >
          {W.toolbar.clear}
        </button>
      )}
      {children && <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/** A filter as a compact native select ("Status: Any"), the phone's own picker on a phone (also a report's filters, REC-40). */
export function FilterMenu({ filter, value, onChange }: { filter: ToolbarFilter; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div
      className={`flex h-8 max-w-full items-center rounded-md border text-ws-sm ${value ? 'border-brand-300 bg-brand-50' : 'border-line bg-white'}`}
    >
      <label htmlFor={id} className="pl-2.5 whitespace-nowrap text-muted">
        {filter.label}:
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-full min-w-0 cursor-pointer rounded-md bg-transparent pr-2 pl-1 font-medium text-ellipsis text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <option value="">{W.toolbar.any}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
