import { APPLICATION_STATUSES, APPLICATION_STEP_LABELS, WORKSPACE_MESSAGES as W, type StepCounts } from '@careers/shared';
import { STEP_TONES } from '@/components/workspace/step-pill';

/**
 * REC-18: a job's applications per step as one thin stacked bar (the step colours of the UI kit, in APP-8's
 * order), with the count of those still in progress beside it. Hover names each step's count; screen
 * readers hear the list "Applied: 12, Under review: 3, …".
 */
export function PipelineBar({ counts }: { counts: StepCounts }) {
  const total = APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const active = counts.applied + counts.under_review + counts.interview + counts.offer;
  return (
    <span className="flex w-full items-center gap-2">
      <ul aria-label={W.stepCounts(total)} className="flex h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-line/60">
        {APPLICATION_STATUSES.map((status) => (
          <li
            key={status}
            title={`${APPLICATION_STEP_LABELS[status]}: ${counts[status]}`}
            style={{ width: total === 0 ? 0 : `${(counts[status] / total) * 100}%` }}
            className={`h-full ${STEP_TONES[status].bar}`}
          >
            <span className="sr-only">
              {APPLICATION_STEP_LABELS[status]}: {counts[status]}
            </span>
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className={`w-6 text-right text-ws-xs tabular-nums ${active === 0 ? 'text-muted' : 'font-medium text-ink'}`}>
        {active}
      </span>
    </span>
  );
}
