import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row as TableRow, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Skeleton } from './skeleton';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** The column's key; the sort callbacks name it. */
  id: string;
  /** The header's text (also the column's accessible name). */
  header: string;
  /** The cell of a loaded row. */
  cell: (row: Row) => ReactNode;
  /** A CSS grid track: '12rem', 'minmax(10rem, 2fr)'; 'minmax(8rem, 1fr)' when not given. */
  width?: string;
  /** The server sorts by this column: its header is a button and carries `aria-sort`. */
  sortable?: boolean;
  /** Numbers and dates line up at the end. */
  align?: 'start' | 'end';
  /** The width class of the grey bar an unloaded row shows in this cell. */
  skeleton?: string;
}

/** The sort the server applies (the table only shows and asks for it). */
export interface DataTableSort {
  id: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** The grid's accessible name (e.g. "Applicants of Cloud Engineer"). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /**
   * The rows loaded so far, by index. An `undefined` slot (or an index past the end up to `rowCount`) is a row
   * not loaded yet: it shows as a skeleton and `onRangeNeeded` asks for it.
   */
  rows: readonly (Row | undefined)[];
  /** How many rows there are in all (paged data); `rows.length` when not given. */
  rowCount?: number;
  getRowId: (row: Row) => string;
  /** The row's name for its checkbox ("Select Priya Sharma"); its id when not given. */
  rowLabel?: (row: Row) => string;
  sort?: DataTableSort;
  /** A sortable header was clicked: the next sort (ascending, then descending, then the default: undefined). */
  onSortChange?: (sort: DataTableSort | undefined) => void;
  /** Checkbox selection: the ids chosen, and the change (a Shift-click or Shift-Space selects the range from the last one). */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (selected: Set<string>) => void;
  /** Enter or a click on a row. */
  onRowOpen?: (row: Row, index: number) => void;
  /** The row the page shows beside the list (the side panel's), marked as current. */
  activeRowId?: string;
  /** The window of indices on screen (with overscan) changed: fetch the unloaded rows in it. */
  onRangeNeeded?: (start: number, end: number) => void;
  /** The last rows are on screen (infinite lists): load the next page. Called once per `rowCount`. */
  onEndReached?: () => void;
  /** The first load: skeleton rows instead of the empty state. */
  loading?: boolean;
  /** What shows when there are no rows (an EmptyState). */
  empty?: ReactNode;
  /** The scroller's size classes; the list scrolls inside it (rows are virtualised). */
  className?: string;
  /** The narrowest the columns may get before the table scrolls sideways. */
  minWidth?: string;
  /** Rows drawn beyond the window each way. */
  overscan?: number;
}

/** A loaded row or the index of one still to load. */
interface Slot<Row> {
  index: number;
  row: Row | undefined;
}

export const ROW_HEIGHT = 40;
const SKELETON_ROWS = 12;

const nextSort = (sort: DataTableSort | undefined, id: string): DataTableSort | undefined => {
  if (sort?.id !== id) return { id, direction: 'asc' };
  return sort.direction === 'asc' ? { id, direction: 'desc' } : undefined;
};

/** Clicks on a control inside a row (a checkbox, a link, a button) do that control's job, not open the row. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest('a,button,input,label,select') !== null;

/**
 * REC-16, docs/decisions/031: the workspace's one data table. TanStack Table (headless) lays out the
 * columns and the sort state, TanStack Virtual draws only the rows on screen (40 px each), so 5,000
 * rows cost what 20 do. The server sorts and pages: the table reports clicks and the window it needs.
 *
 * Semantics: an ARIA grid (`aria-rowcount` counts every row, also those not drawn; each row has its
 * `aria-rowindex`), column headers with `aria-sort`, one row in the tab order (roving focus: ↑/↓,
 * Home/End, Page Up/Down; Enter opens; Space selects, Shift-Space the range). Rows carry
 * `data-state="loaded|skeleton"`; the scroller carries `data-scroll-container` (the benchmark scrolls it).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowCount = rows.length,
  getRowId,
  rowLabel,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  onRowOpen,
  activeRowId,
  onRangeNeeded,
  onEndReached,
  loading = false,
  empty,
  className = 'h-[calc(100dvh-12rem)] min-h-72',
  minWidth = '40rem',
  overscan = 8,
}: DataTableProps<Row>) {
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const count = loading && rowCount === 0 ? SKELETON_ROWS : rowCount;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const focusWanted = useRef(false);
  const anchor = useRef<number | undefined>(undefined);

  const slots = useMemo(() => Array.from({ length: count }, (_, index): Slot<Row> => ({ index, row: rows[index] })), [count, rows]);

  const columnDefs = useMemo(
    () =>
      columns.map((column, i): ColumnDef<Slot<Row>> => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) =>
          row.original.row === undefined ? (
            <>
              <Skeleton className={`h-3 ${column.skeleton ?? 'w-3/4'}`} />
              {i === 0 && <span className="sr-only">{W.table.loadingRow}</span>}
            </>
          ) : (
            column.cell(row.original.row)
          ),
      })),
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
  // No React Compiler in the build: the table instance is read afresh on every render, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's instance, see above
  const table = useReactTable({
    data: slots,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (slot) => (slot.row === undefined ? `skeleton-${slot.index}` : getRowId(slot.row)),
    manualSorting: true,
    state: { sorting },
  });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    // The header row sits at the top of the same scroller.
    scrollPaddingStart: ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const last = items.at(-1)?.index;

  useEffect(() => {
    if (first === undefined || last === undefined || loading) return;
    onRangeNeeded?.(first, last);
  }, [first, last, loading, onRangeNeeded]);

  const endAskedAt = useRef(-1);
  useEffect(() => {
    if (last === undefined || loading || rowCount === 0 || last < rowCount - 1 || endAskedAt.current === rowCount) return;
    endAskedAt.current = rowCount;
    onEndReached?.();
  }, [last, loading, rowCount, onEndReached]);

  // After a key moved the focus, the row drawn at the new index takes it.
  useEffect(() => {
    if (!focusWanted.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
    if (row) {
      focusWanted.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const safeFocus = Math.min(focusIndex, Math.max(0, count - 1));
  const moveFocus = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    setFocusIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    // A row already drawn takes the focus now; one scrolled into view takes it once drawn (the effect above).
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (row) {
      focusWanted.current = false;
      row.focus({ preventScroll: true });
    } else {
      focusWanted.current = true;
    }
  };

  const loadedIdsBetween = (from: number, to: number) => {
    const ids: string[] = [];
    for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
      const row = rows[i];
      if (row !== undefined) ids.push(getRowId(row));
    }
    return ids;
  };

  /** A row's checkbox, Space or a Shift-range: the new selection. */
  const toggle = (index: number, range: boolean) => {
    if (!selectable) return;
    const row = rows[index];
    if (row === undefined) return;
    const id = getRowId(row);
    const next = new Set(selected);
    const on = !selected.has(id);
    const ids = range && anchor.current !== undefined ? loadedIdsBetween(anchor.current, index) : [id];
    for (const each of ids) {
      if (on) next.add(each);
      else next.delete(each);
    }
    anchor.current = index;
    onSelectedChange(next);
  };

  // Once per change of the rows or the selection, not on every scrolled frame (5,000 ids).
  const { loadedIds, allSelected, someSelected } = useMemo(() => {
    const ids: string[] = [];
    for (const row of rows) if (row !== undefined) ids.push(getRowId(row));
    const all = selectable && ids.length > 0 && ids.every((id) => selected.has(id));
    return { loadedIds: ids, allSelected: all, someSelected: selectable && !all && ids.some((id) => selected.has(id)) };
  }, [rows, selected, selectable, getRowId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      moveFocus(to);
      return;
    }
    const row = rows[index];
    // Keys on a control inside the row (its checkbox, a link) are the control's own.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && row !== undefined && onRowOpen) {
      event.preventDefault();
      onRowOpen(row, index);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggle(index, event.shiftKey);
    }
  };

  const tracks = `${selectable ? '2.5rem ' : ''}${columns.map((column) => column.width ?? 'minmax(8rem, 1fr)').join(' ')}`;
  const headerGroup = table.getHeaderGroups()[0];
  const columnOf = (id: string) => columns.find((column) => column.id === id);
  const alignEnd = useMemo(() => new Set(columns.filter((column) => column.align === 'end').map((column) => column.id)), [columns]);
  const cellAlign = (id: string) => (alignEnd.has(id) ? ALIGN_END : '');

  // The rows are memoised (a scrolled frame draws only the rows that came into view); what they call
  // goes through this ref, so its callbacks may change without drawing every row again.
  const handlers = useRef<RowHandlers<Row>>({ onKeyDown, onFocus: setFocusIndex, onClick: () => undefined, toggle });
  handlers.current = {
    onKeyDown,
    onFocus: setFocusIndex,
    onClick: (event, index, row) => {
      setFocusIndex(index);
      if (row !== undefined && onRowOpen && !onControl(event)) onRowOpen(row, index);
    },
    toggle,
  };

  return (
    <div ref={scrollRef} data-scroll-container="" className={`relative overflow-auto rounded-lg border border-line bg-white ${className}`}>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length + (selectable ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        style={{ minWidth }}
        className="text-ws"
      >
        <div role="rowgroup" className="sticky top-0 z-10">
          <div
            role="row"
            aria-rowindex={1}
            className="grid h-row items-center border-b border-line bg-surface text-ws-sm font-medium text-muted"
            style={{ gridTemplateColumns: tracks }}
          >
            {selectable && (
              <div role="columnheader" className="flex h-full items-center justify-center">
                <input
                  type="checkbox"
                  aria-label={W.table.selectAll}
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = someSelected;
                  }}
                  onChange={() => onSelectedChange?.(allSelected ? new Set() : new Set([...(selected ?? []), ...loadedIds]))}
                  className="h-4 w-4 rounded border-line accent-brand-600"
                />
              </div>
            )}
            {headerGroup?.headers.map((header) => {
              // Accessor-free columns (cells are render functions), so the column's own flag says whether it sorts.
              const sortable = columnOf(header.id)?.sortable === true;
              const sorted = header.column.getIsSorted();
              const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
              const text = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-sort={sortable ? ariaSort : undefined}
                  className={`flex h-full min-w-0 items-center px-3 ${cellAlign(header.id)}`}
                >
                  {sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, header.id))}
                      className={`-mx-1.5 inline-flex h-7 items-center gap-1 rounded px-1.5 hover:bg-white hover:text-ink ${
                        sorted ? 'text-ink' : ''
                      }`}
                    >
                      <span className="truncate">{text}</span>
                      <Icon
                        icon={sorted === 'asc' ? icons.arrowUp : sorted === 'desc' ? icons.arrowDown : icons.arrowUpDown}
                        className={`h-3.5 w-3.5 flex-none ${sorted ? '' : 'opacity-40'}`}
                      />
                    </button>
                  ) : (
                    <span className="truncate">{text}</span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        {count === 0 ? (
          <div role="rowgroup">
            <div role="row" aria-rowindex={2}>
              <div role="gridcell" aria-colspan={columns.length + (selectable ? 1 : 0)}>
                {empty}
              </div>
            </div>
          </div>
        ) : (
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const tableRow = tableRows[item.index];
              if (!tableRow) return null;
              const row = rows[item.index];
              const id = row === undefined ? undefined : getRowId(row);
              return (
                <DataRow
                  key={tableRow.id}
                  tableRow={tableRow}
                  row={row}
                  index={item.index}
                  start={item.start}
                  tracks={tracks}
                  selectable={selectable}
                  isSelected={id !== undefined && selectable && selected.has(id)}
                  active={id !== undefined && id === activeRowId}
                  focusable={item.index === safeFocus}
                  opens={onRowOpen !== undefined}
                  checkboxLabel={row === undefined ? '' : W.table.selectRow(rowLabel ? rowLabel(row) : (id ?? ''))}
                  alignEnd={alignEnd}
                  handlers={handlers}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

const ALIGN_END = 'justify-end text-right';

interface RowHandlers<Row> {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
  onFocus: (index: number) => void;
  onClick: (event: MouseEvent, index: number, row: Row | undefined) => void;
  toggle: (index: number, range: boolean) => void;
}

interface DataRowProps<Row> {
  tableRow: TableRow<Slot<Row>>;
  row: Row | undefined;
  index: number;
  start: number;
  tracks: string;
  selectable: boolean;
  isSelected: boolean;
  active: boolean;
  focusable: boolean;
  opens: boolean;
  checkboxLabel: string;
  alignEnd: ReadonlySet<string>;
  handlers: RefObject<RowHandlers<Row>>;
}

/** One drawn row; drawn again only when its own props change (not on every scrolled frame). */
function DataRowUnmemoised<Row>({
  tableRow,
  row,
  index,
  start,
  tracks,
  selectable,
  isSelected,
  active,
  focusable,
  opens,
  checkboxLabel,
  alignEnd,
  handlers,
}: DataRowProps<Row>) {
  return (
    <div
      role="row"
      data-index={index}
      data-state={row === undefined ? 'skeleton' : 'loaded'}
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      aria-current={active || undefined}
      tabIndex={focusable ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) handlers.current.onFocus(index);
      }}
      onKeyDown={(event) => handlers.current.onKeyDown(event, index)}
      onClick={(event) => handlers.current.onClick(event, index, row)}
      className={`absolute top-0 left-0 grid w-full items-center border-b border-line/70 outline-none focus-visible:z-[1] focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset ${
        opens ? 'cursor-pointer' : ''
      } ${active ? 'bg-brand-50' : isSelected ? 'bg-brand-50/60' : 'hover:bg-surface'}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)`, gridTemplateColumns: tracks }}
    >
      {selectable && (
        <div role="gridcell" className="flex h-full items-center justify-center">
          {row !== undefined && (
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={checkboxLabel}
              checked={isSelected}
              onChange={() => undefined}
              onClick={(event) => {
                event.stopPropagation();
                handlers.current.toggle(index, event.shiftKey);
              }}
              className="h-4 w-4 rounded border-line accent-brand-600"
            />
          )}
        </div>
      )}
      {tableRow.getVisibleCells().map((cell) => (
        <div
          key={cell.id}
          role="gridcell"
          className={`flex h-full min-w-0 items-center truncate px-3 text-ink ${alignEnd.has(cell.column.id) ? ALIGN_END : ''}`}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
}
// `memo` loses the type parameter; the cast restores it (the props are the same).
const DataRow = memo(DataRowUnmemoised) as typeof DataRowUnmemoised;
