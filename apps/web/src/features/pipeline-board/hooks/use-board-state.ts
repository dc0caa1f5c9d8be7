import { useCallback, useState } from 'react';
import type { ApplicationStatus, BoardCard, BoardColumn, BoardResponse, StepCounts } from '@careers/shared';
import { fetchColumnPage } from '../api/board';

export interface ColumnState extends BoardColumn {
  loading: boolean;
  failed: boolean;
}
export interface BoardState {
  counts: StepCounts;
  columns: Record<ApplicationStatus, ColumnState>;
}

const stateOf = (data: BoardResponse): BoardState => {
  const column = (c: BoardColumn): ColumnState => ({ ...c, loading: false, failed: false });
  const { columns } = data;
  return {
    counts: data.counts,
    columns: {
      applied: column(columns.applied),
      under_review: column(columns.under_review),
      interview: column(columns.interview),
      offer: column(columns.offer),
      hired: column(columns.hired),
      not_selected: column(columns.not_selected),
      withdrawn: column(columns.withdrawn),
    },
  };
};

/**
 * REC-23: the board as shown. It starts from the first answer (and starts again whenever that is
 * fetched anew, e.g. after a refused move); each column appends its later pages as it is scrolled
 * (`loadMore`); a move done here takes the card out of its column and counts it in the new one, so a
 * long column keeps what it loaded and where it was scrolled to.
 */
export function useBoardState(jobId: number, view: string, data: BoardResponse | undefined) {
  const [held, setHeld] = useState<{ from: BoardResponse | undefined; state: BoardState | null }>(() => ({
    from: data,
    state: data ? stateOf(data) : null,
  }));
  // A new first answer replaces what was shown (React's "state from the previous render" pattern).
  if (held.from !== data) setHeld({ from: data, state: data ? stateOf(data) : held.state });

  const update = useCallback((change: (state: BoardState) => BoardState) => {
    setHeld((h) => (h.state ? { ...h, state: change(h.state) } : h));
  }, []);
  const patch = useCallback(
    (status: ApplicationStatus, change: (column: ColumnState) => ColumnState) =>
      update((s) => ({ ...s, columns: { ...s.columns, [status]: change(s.columns[status]) } })),
    [update],
  );

  /** The page after `cursor` (the column's `nextCursor` as the column saw it); a page for a cursor the column has left is dropped. */
  const loadMore = useCallback(
    async (status: ApplicationStatus, cursor: string) => {
      patch(status, (c) => ({ ...c, loading: true, failed: false }));
      try {
        const page = await fetchColumnPage(jobId, view, status, cursor);
        patch(status, (c) => {
          if (c.nextCursor !== cursor) return { ...c, loading: false };
          const known = new Set(c.cards.map((card) => card.applicationId));
          const cards = [...c.cards, ...page.cards.filter((card) => !known.has(card.applicationId))];
          return { cards, nextCursor: page.nextCursor, loading: false, failed: false };
        });
      } catch {
        patch(status, (c) => ({ ...c, loading: false, failed: true }));
      }
    },
    [jobId, view, patch],
  );

  /** A move the server made: out of `from`, into `to` (at its end, newest at the step, when that column is loaded to its end). */
  const moved = useCallback(
    (card: BoardCard, from: ApplicationStatus, to: ApplicationStatus, interviewAt: string | null) =>
      update((s) => {
        const source = s.columns[from];
        const target = s.columns[to];
        const arrived: BoardCard = { ...card, daysInStep: 0, interviewAt: to === 'interview' ? interviewAt : null };
        return {
          counts: { ...s.counts, [from]: Math.max(0, s.counts[from] - 1), [to]: s.counts[to] + 1 },
          columns: {
            ...s.columns,
            [from]: { ...source, cards: source.cards.filter((c) => c.applicationId !== card.applicationId) },
            [to]: target.nextCursor === null ? { ...target, cards: [...target.cards, arrived] } : target,
          },
        };
      }),
    [update],
  );

  return { state: held.state, loadMore, moved };
}
