import { APPLICATION_STATUSES, allowedMoves, type ApplicationStatus, type LaterStatus } from '@careers/shared';

/** The board's columns, in the step order, then Not selected and Withdrawn (APP-9): seven at every width. */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = APPLICATION_STATUSES;

export const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((s) => s === value);

/**
 * A card dropped on a column (drag or keyboard): the same column does nothing, a step REC-6 allows now
 * is that move, any other column is refused (no skipping, nothing after a final step).
 */
export type DropOutcome = { kind: 'none' } | { kind: 'move'; step: LaterStatus } | { kind: 'refused'; step: ApplicationStatus };
export function dropOutcome(from: ApplicationStatus, to: unknown): DropOutcome {
  if (!isStatus(to) || to === from) return { kind: 'none' };
  const allowed = allowedMoves(from).find((s) => s === to);
  return allowed ? { kind: 'move', step: allowed } : { kind: 'refused', step: to };
}
