import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX, type DiallingCountry } from '@careers/shared';

export type CodeOption = Pick<DiallingCountry, 'region' | 'code' | 'country' | 'listed'>;

export interface CountryCodeSelectProps {
  /** Read before the value: 'Primary mobile dialling code'. */
  label: string;
  /** The chosen country ('PH'); '' for none. */
  value: string;
  onChange: (option: CodeOption) => void;
  options: readonly CodeOption[];
  /** Offer 'No code' first (the optional secondary number, PRO-6). */
  allowEmpty?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

const EMPTY: CodeOption = { region: '', code: '', country: 'No code', listed: true };

/** Case and accents aside: 'cote' finds Côte d’Ivoire, 'aland' Åland Islands. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How well a country matches what was typed, or undefined: by its code ('+63' or '63'), its ISO
 * region ('ph') or its name, names starting with the text first ('ma': Macao, Madagascar, …,
 * then 'Marshall Islands', then 'Germany').
 */
function rank(option: CodeOption, query: string): number | undefined {
  const q = fold(query.trim());
  if (!q) return 0;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return option.code.startsWith(`+${digits}`) ? 0 : undefined;
  const name = fold(option.country);
  if (name.startsWith(q) || option.region.toLowerCase() === q) return 0;
  if (name.split(/[\s-]+/).some((word) => word.startsWith(q))) return 1;
  return name.includes(q) ? 2 : undefined;
}

/** The search box's height inside the 200 px dropdown (PRO-15). */
const SEARCH_HEIGHT_PX = 44;

/**
 * PRO-15's country dropdown, at most 200 px tall (docs/decisions/039): PRO-15's 23 codes first, a
 * divider, then every other country. A button opens a search box above a listbox (the WAI-ARIA
 * combobox pattern, the box being the combobox): typing a name, a code or an ISO region narrows the
 * list; arrows, Home/End, PageUp/PageDown move, Enter chooses, Escape closes (without closing the
 * surrounding dialog). The dropdown is placed fixed beside the button, so a scrolling dialog never clips it.
 */
export function CountryCodeSelect({
  label,
  value,
  onChange,
  options,
  allowEmpty = false,
  invalid,
  describedBy,
  disabled,
}: CountryCodeSelectProps) {
  const all = useMemo(() => (allowEmpty ? [EMPTY, ...options] : [...options]), [allowEmpty, options]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<{ left: number; top?: number; bottom?: number; width: number }>({ left: 0, width: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = useMemo(() => {
    if (!query.trim()) return all;
    const ranked = options.flatMap((option) => {
      const r = rank(option, query);
      return r === undefined ? [] : [{ option, r }];
    });
    // A stable sort: within a rank, PRO-15's 23 first, then by name.
    return ranked.sort((a, b) => a.r - b.r).map(({ option }) => option);
  }, [all, options, query]);
  const chosen = all.find((o) => o.region === value);

  const openList = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect) {
      const room = window.innerHeight - rect.bottom;
      const upward = room < COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX + 12 && rect.top > room;
      const width = Math.max(rect.width, 280);
      // Kept inside the viewport on a narrow phone.
      const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
      setPlace(upward ? { left, bottom: window.innerHeight - rect.top + 4, width } : { left, top: rect.bottom + 4, width });
    }
    setQuery('');
    setActive(
      Math.max(
        0,
        all.findIndex((o) => o.region === value),
      ),
    );
    setOpen(true);
  };
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (index: number) => {
    const option = shown[index];
    if (option) onChange(option);
    close();
  };

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  // Keep the active option in view as the arrows move through the list.
  useLayoutEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!popup.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // A scrolled dialog or page would leave the fixed dropdown behind: close it instead.
    const onScroll = (event: Event) => {
      // A resize comes from the window, which is no node: outside the dropdown as well.
      if (!(event.target instanceof Node) || !popup.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  });

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      PageDown: () => Math.min(last, active + 5),
      PageUp: () => Math.max(0, active - 5),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown.length) choose(active);
    } else if (event.key === 'Escape') {
      // Close the dropdown only: the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  // The divider between PRO-15's 23 and the rest, on the whole list only.
  const firstOther = query.trim() ? -1 : shown.findIndex((o) => !o.listed);

  return (
    <div className="relative">
      <span id={labelId} className="sr-only">
        {label}
      </span>
      {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props -- the button opens a listbox, a select-only combobox in all but its role; it is marked invalid like every other field */}
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKey}
        className={
          'flex h-11 w-full items-center justify-between gap-1 rounded-lg border bg-white pl-3 pr-2 text-base text-ink shadow-sm outline-none transition ' +
          `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-surface ${invalid ? 'border-danger' : 'border-line'}`
        }
      >
        <span id={valueId} className={chosen?.code ? 'tabular-nums' : 'text-muted'}>
          {chosen?.code || 'Code'}
          {chosen?.code && <span className="sr-only"> {chosen.country}</span>}
        </span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 flex-none text-muted" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.5a.75.75 0 0 1 1.06-.02L10 11.1l3.74-3.62a.75.75 0 1 1 1.04 1.08l-4.26 4.12a.75.75 0 0 1-1.04 0L5.22 8.56a.75.75 0 0 1-.02-1.06Z" />
        </svg>
      </button>
      {open && (
        <div
          ref={popup}
          data-testid="country-dropdown"
          style={{
            position: 'fixed',
            left: place.left,
            top: place.top,
            bottom: place.bottom,
            width: place.width,
            maxHeight: COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX,
          }}
          className="z-50 flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-raised"
        >
          <div className="flex-none border-b border-line p-1.5" style={{ height: SEARCH_HEIGHT_PX }}>
            <input
              ref={search}
              type="text"
              role="combobox"
              aria-label={`Search ${label.toLowerCase()}: country, code or ISO letters`}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown.length ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search country or code"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
              className="block h-full w-full rounded-md border border-line px-2 text-sm text-ink outline-none placeholder:text-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
            />
          </div>
          <ul id={listId} role="listbox" aria-labelledby={labelId} className="min-h-0 flex-1 overflow-y-auto py-1">
            {shown.map((option, index) => (
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys go to the search box, which holds the focus and points at the active option (aria-activedescendant)
              <li
                key={option.region || 'none'}
                id={optionId(index)}
                role="option"
                aria-selected={option.region === value}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(index)}
                className={
                  `flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''} ` +
                  `${option.region === value ? 'font-semibold text-brand-800' : 'text-ink'} ` +
                  // PRO-15's 23 first, then a divider, then every other country.
                  (index === firstOther && index > 0 ? 'mt-1 border-t border-line pt-3' : '')
                }
              >
                <span className="w-12 flex-none tabular-nums">{option.code || '—'}</span>{' '}
                <span className="truncate text-muted">{option.country}</span>
              </li>
            ))}
            {!shown.length && (
              <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
                No country matches
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
