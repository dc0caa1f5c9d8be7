import { APPLICATION_STEP_LABELS, canMarkNotSelected, nextStep, type ApplicantRow, type MoveAction } from '@careers/shared';

/** One selected applicant as the confirmation shows it: where they go, or why they cannot. */
export interface PlannedMove {
  row: ApplicantRow;
  /** The step label they move to; undefined when this move is not open to them. */
  to: string | undefined;
}

/** REC-6 per applicant, before asking the server: the next step or Not selected, or refused (a final step). */
export function planMoves(rows: readonly ApplicantRow[], action: MoveAction): { moving: PlannedMove[]; refused: PlannedMove[] } {
  const planned = rows.map((row): PlannedMove => {
    if (action === 'not-selected') return { row, to: canMarkNotSelected(row.status) ? APPLICATION_STEP_LABELS.not_selected : undefined };
    const next = nextStep(row.status);
    return { row, to: next ? APPLICATION_STEP_LABELS[next] : undefined };
  });
  return { moving: planned.filter((p) => p.to !== undefined), refused: planned.filter((p) => p.to === undefined) };
}
