import { APPLICATION_STEP_LABELS } from './application-messages.js';

/**
 * APP-8's application step machine (docs/decisions/008). An application moves one step at a time
 * along APPLICATION_STEPS; from any step before Hired it may instead end as 'not_selected'.
 * Hired and Not selected are final.
 */
export const APPLICATION_STEPS = ['applied', 'under_review', 'interview', 'offer', 'hired'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export const APPLICATION_STATUSES = [...APPLICATION_STEPS, 'not_selected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** APP-8: a timeline step is done, active or pending. */
export const STEP_STATES = ['done', 'active', 'pending'] as const;
export type StepState = (typeof STEP_STATES)[number];

export const isFinalStatus = (status: ApplicationStatus) => status === 'hired' || status === 'not_selected';

/** A status an application can be moved to (every one but the first). */
export type LaterStatus = Exclude<ApplicationStatus, 'applied'>;

/** The step after `status`, or null when nothing follows (Hired, Not selected). */
export function nextStep(status: ApplicationStatus): Exclude<ApplicationStep, 'applied'> | null {
  if (status === 'not_selected') return null;
  const next = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(status) + 1];
  return next && next !== 'applied' ? next : null;
}

/** Only an application still in progress can be marked Not selected. */
export const canMarkNotSelected = (status: ApplicationStatus) => !isFinalStatus(status);

/**
 * REC-6: the statuses an application at `status` may be moved to now, in the order they are offered:
 * its next step (no skipping), then Not selected while it is in progress. Empty for Hired and Not selected.
 */
export function allowedMoves(status: ApplicationStatus): LaterStatus[] {
  const moves: LaterStatus[] = [];
  const next = nextStep(status);
  if (next) moves.push(next);
  if (canMarkNotSelected(status)) moves.push('not_selected');
  return moves;
}

/** One change of status, as the server records it (ISO 8601 time). */
export interface StatusEvent {
  status: ApplicationStatus;
  at: string;
}

export interface TimelineStep {
  label: string;
  /** ISO 8601 time the step was reached; null for steps not reached. */
  date: string | null;
  status: StepState;
}

/**
 * APP-8's timeline from the current status and its history:
 * - steps before the current one are done; the current one is active while work goes on in it;
 *   Applied (a completed act) and Hired (the end) are done as soon as they are reached;
 * - later steps are pending;
 * - a rejected application shows the steps it reached as done and ends with a done
 *   'Not selected'; the steps it will never reach are left out.
 */
export function applicationTimeline(status: ApplicationStatus, events: readonly StatusEvent[]): TimelineStep[] {
  const reachedAt = (s: ApplicationStatus) => events.findLast((e) => e.status === s)?.at ?? null;
  if (status === 'not_selected') {
    const reached = APPLICATION_STEPS.filter((step, i) => i === 0 || reachedAt(step) !== null);
    return [
      ...reached.map((step) => ({ label: APPLICATION_STEP_LABELS[step], date: reachedAt(step), status: 'done' as const })),
      { label: APPLICATION_STEP_LABELS.not_selected, date: reachedAt('not_selected'), status: 'done' },
    ];
  }
  const current = APPLICATION_STEPS.indexOf(status);
  return APPLICATION_STEPS.map((step, i) => {
    let state: StepState = 'pending';
    if (i < current) state = 'done';
    else if (i === current) state = step === 'applied' || step === 'hired' ? 'done' : 'active';
    return { label: APPLICATION_STEP_LABELS[step], date: i <= current ? reachedAt(step) : null, status: state };
  });
}
