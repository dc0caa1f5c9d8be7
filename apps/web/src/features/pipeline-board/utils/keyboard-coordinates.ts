import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { BOARD_COLUMNS, isStatus } from './drop-outcome';

/**
 * docs/decisions/034: the keyboard's drag jumps a whole column per arrow key. ← and → put the picked-up
 * card over the previous or next column (its droppable's centre, at the card's height), whatever the
 * column's width or the board's scroll; ↑ and ↓ do nothing (cards drop on columns, not between cards).
 * The sensor scrolls the board to keep the card in view.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const overId = context.over?.id;
  const home: unknown = context.active?.data.current?.from;
  const current = isStatus(overId) ? overId : isStatus(home) ? home : undefined;
  if (!current) return undefined;
  const at = BOARD_COLUMNS.indexOf(current) + (event.code === 'ArrowRight' ? 1 : -1);
  const target = BOARD_COLUMNS[at];
  if (!target) return currentCoordinates;
  const rect = context.droppableRects.get(target);
  const card = context.collisionRect;
  if (!rect || !card) return undefined;
  return { x: rect.left + (rect.width - card.width) / 2, y: currentCoordinates.y };
};
