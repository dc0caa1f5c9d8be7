import { useEffect, useId, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { APPLICATION_STEP_LABELS, BOARD_MESSAGES as B, type ApplicationStatus, type BoardCard as Card } from '@careers/shared';
import { BoardCard, CARD_GAP, CARD_HEIGHT } from './board-card';
import type { ColumnState } from '../hooks/use-board-state';

/** A column's width (REC-23: fixed, so the seven columns scroll sideways at every width). */
export const COLUMN_WIDTH = 272;

/** Each step's colour, as a dot before its name. */
const DOTS: Record<ApplicationStatus, string> = {
  applied: 'bg-slate-400',
  under_review: 'bg-brand-500',
  interview: 'bg-violet-500',
  offer: 'bg-amber-500',
  hired: 'bg-accent-500',
  not_selected: 'bg-rose-400',
  withdrawn: 'bg-slate-300',
};

/** While a card is dragged: whether this column takes it, and if not, why (REC-6). */
export type DropHint = { allowed: true } | { allowed: false; reason: string } | null;

/**
 * REC-23: one step's column: its header (name and count) stays in view above its own scrolling list; the
 * list is virtual (only the cards in view and a few around are in the page) and asks for the next page
 * when its end comes near. The whole column is the drop target.
 */
export function BoardColumn({
  status,
  count,
  column,
  hint,
  moving,
  onLoadMore,
  onMoveTo,
}: {
  status: ApplicationStatus;
  count: number;
  column: ColumnState;
  hint: DropHint;
  moving: boolean;
  onLoadMore: (status: ApplicationStatus, cursor: string) => void;
  onMoveTo: (card: Card, from: ApplicationStatus) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { cards, nextCursor, loading, failed } = column;
  const rows = cards.length + (nextCursor ? 1 : 0);
  // No React Compiler in the build: the virtualizer is read afresh on every render, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's instance, see above
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + CARD_GAP,
    overscan: 6,
    initialRect: { width: COLUMN_WIDTH, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (nextCursor && !loading && !failed && last >= cards.length - 5) onLoadMore(status, nextCursor);
  }, [last, cards.length, nextCursor, loading, failed, onLoadMore, status]);

  const ring = hint?.allowed ? (isOver ? 'ring-2 ring-brand-500 bg-brand-50/60' : 'ring-1 ring-brand-200') : '';
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={labelId}
      aria-describedby={hint && !hint.allowed ? hintId : undefined}
      data-column={status}
      style={{ width: COLUMN_WIDTH }}
      className={`relative flex h-full flex-none flex-col rounded-xl border border-line bg-surface transition-colors ${ring}`}
    >
      <h2 className="flex h-11 flex-none items-center gap-2 border-b border-line px-3 text-[13px] font-semibold text-ink">
        <span aria-hidden="true" className={`h-2 w-2 flex-none rounded-full ${DOTS[status]}`} />
        <span id={labelId} className="truncate">
          {APPLICATION_STEP_LABELS[status]}
        </span>
        {/* The count as a badge; screen readers hear "Applied, 2 applicants". */}
        <span
          aria-hidden="true"
          className="ml-auto rounded-md bg-white px-1.5 py-0.5 text-xs font-medium tabular-nums text-muted ring-1 ring-inset ring-line"
        >
          {count}
        </span>
        <span className="sr-only">, {B.columnCount(count)}</span>
      </h2>
      {hint && !hint.allowed && (
        <p
          id={hintId}
          className="mx-2 mt-2 flex-none rounded-lg border border-dashed border-rose-200 bg-rose-50/70 px-3 py-2 text-center text-xs font-medium text-rose-800"
        >
          {hint.reason}
        </p>
      )}
      <div ref={scrollRef} data-column-scroll={status} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pt-2">
        {cards.length === 0 && !nextCursor ? (
          <p className="rounded-lg border border-dashed border-line px-3 py-6 text-center text-xs text-muted">{B.emptyColumn}</p>
        ) : (
          <ul aria-labelledby={labelId} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const card = cards[item.index];
              return (
                <li
                  key={card ? card.applicationId : 'more'}
                  aria-setsize={count}
                  aria-posinset={item.index + 1}
                  className="absolute inset-x-0"
                  style={{ top: item.start, height: CARD_HEIGHT }}
                >
                  {card ? (
                    <BoardCard card={card} status={status} disabled={moving} onMoveTo={onMoveTo} />
                  ) : failed ? (
                    <button
                      type="button"
                      onClick={() => nextCursor && onLoadMore(status, nextCursor)}
                      className="flex h-full w-full flex-col items-center justify-center rounded-lg border border-dashed border-line text-xs text-muted hover:bg-white"
                    >
                      <span>{B.loadFailed}</span>
                      <span className="font-semibold text-brand-700">{B.retry}</span>
                    </button>
                  ) : (
                    <div role="status" className="h-full animate-pulse rounded-lg border border-line bg-white/70 px-3 py-3">
                      <span className="sr-only">{B.loadingMore}</span>
                      <span aria-hidden="true" className="block h-3 w-2/3 rounded bg-line" />
                      <span aria-hidden="true" className="mt-2 block h-2.5 w-1/2 rounded bg-line/70" />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
