import { APPLICATION_STATUSES, APPLICATION_STEP_LABELS, WORKSPACE_MESSAGES as W, type ApplicationStatus } from '@careers/shared';
import { STEP_TONES } from './step-pill';

/**
 * A job's applications per step as a compact bar of the seven steps (APP-8's order: Applied … Hired,
 * then Not selected and Withdrawn): each cell its count, a zero greyed. Screen readers hear a list
 * "Applied: 12, Under review: 3, …".
 */
export function StepCounts({ counts, label }: { counts: Partial<Record<ApplicationStatus, number>>; label?: string }) {
  const total = APPLICATION_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return (
    <ul aria-label={label ?? W.stepCounts(total)} className="flex h-6 items-stretch gap-px overflow-hidden rounded-md ring-1 ring-line">
      {APPLICATION_STATUSES.map((status) => {
        const n = counts[status] ?? 0;
        return (
          <li
            key={status}
            title={`${APPLICATION_STEP_LABELS[status]}: ${n}`}
            className={`relative flex min-w-7 flex-1 items-center justify-center bg-white text-ws-xs tabular-nums ${
              n === 0 ? 'text-muted' : 'font-semibold text-ink'
            }`}
          >
            <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-0.5 ${n === 0 ? 'bg-line' : STEP_TONES[status].bar}`} />
            <span className="sr-only">{APPLICATION_STEP_LABELS[status]}: </span>
            {n}
          </li>
        );
      })}
    </ul>
  );
}
