import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX } from '@careers/shared';

export interface CodeOption {
  code: string;
  country: string;
}

export interface CountryCodeSelectProps {
  /** Read before the value: 'Primary mobile dialling code'. */
  label: string;
  value: string;
  onChange: (code: string) => void;
  options: readonly CodeOption[];
  /** Offer 'No code' first (the optional secondary number, PRO-6). */
  allowEmpty?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

const EMPTY: CodeOption = { code: '', country: 'No code' };

/**
 * PRO-15's country-code dropdown, at most 200 px tall: a native <select> cannot limit
 * its list's height, so this is the WAI-ARIA "select-only combobox" pattern: a button that opens a
 * listbox; arrows, Home/End, typing digits, Enter to choose, Escape to close (without closing the
 * surrounding dialog). The list is placed fixed beside the button, so a scrolling dialog never clips it.
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
  const all = allowEmpty ? [EMPTY, ...options] : [...options];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<{ left: number; top?: number; bottom?: number; width: number }>({ left: 0, width: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const openList = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect) {
      const room = window.innerHeight - rect.bottom;
      const upward = room < COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX + 12 && rect.top > room;
      setPlace(
        upward
          ? { left: rect.left, bottom: window.innerHeight - rect.top + 4, width: Math.max(rect.width, 240) }
          : { left: rect.left, top: rect.bottom + 4, width: Math.max(rect.width, 240) },
      );
    }
    setActive(
      Math.max(
        0,
        all.findIndex((o) => o.code === value),
      ),
    );
    setOpen(true);
  };
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (index: number) => {
    const option = all[index];
    if (option) onChange(option.code);
    close();
  };

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);

  // Keep the active option in view as the arrows move through the 200 px list.
  useLayoutEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!list.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // A scrolled dialog or page would leave the fixed list behind: close it instead.
    const onScroll = (event: Event) => {
      // A resize comes from the window, which is no node: outside the list as well.
      if (!(event.target instanceof Node) || !list.current?.contains(event.target)) close(false);
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

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = all.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 5),
      PageUp: () => Math.max(0, active - 5),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Close the list only: the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    } else if (/^[0-9+]$/.test(event.key)) {
      const now = event.timeStamp;
      typed.current = { text: (now - typed.current.at < 800 ? typed.current.text : '') + event.key.replace('+', ''), at: now };
      const match = all.findIndex((o) => o.code.startsWith(`+${typed.current.text}`));
      if (match >= 0) setActive(match);
    }
  };

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
        <span id={valueId} className={value ? '' : 'text-muted'}>
          {value || 'Code'}
        </span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 flex-none text-muted" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.5a.75.75 0 0 1 1.06-.02L10 11.1l3.74-3.62a.75.75 0 1 1 1.04 1.08l-4.26 4.12a.75.75 0 0 1-1.04 0L5.22 8.56a.75.75 0 0 1-.02-1.06Z" />
        </svg>
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          // Focusable (it takes the focus when opened), so its scrolling is reachable by keyboard.
          tabIndex={0}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKey}
          style={{
            position: 'fixed',
            left: place.left,
            top: place.top,
            bottom: place.bottom,
            width: place.width,
            maxHeight: COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX,
          }}
          className="z-50 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-raised outline-none"
        >
          {all.map((option, index) => (
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys go to the listbox, which holds the focus and points at the active option (aria-activedescendant)
            <li
              key={option.code || 'none'}
              id={optionId(index)}
              role="option"
              aria-selected={option.code === value}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''} ${option.code === value ? 'font-semibold text-brand-800' : 'text-ink'}`}
            >
              <span className="w-12 flex-none tabular-nums">{option.code || '—'}</span>{' '}
              <span className="truncate text-muted">{option.country}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
