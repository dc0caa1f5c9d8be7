import { APPLICATION_STEP_LABELS } from './application-messages.js';

/**
 * APP-8's application step machine (docs/decisions/008). An application moves one step at a time
 * along APPLICATION_STEPS; from any step before Hired it may instead end as 'not_selected' (the
 * recruiter) or 'withdrawn' (the candidate, APP-9). Hired, Not selected and Withdrawn are final.
 */
export const APPLICATION_STEPS = ['applied', 'under_review', 'interview', 'offer', 'hired'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export const APPLICATION_STATUSES = [...APPLICATION_STEPS, 'not_selected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** APP-8: a timeline step is done, active or pending. */
export const STEP_STATES = ['done', 'active', 'pending'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** The statuses that end an application before Hired: the recruiter's 'not_selected', the candidate's 'withdrawn'. */
export type EndedStatus = Extract<ApplicationStatus, 'not_selected' | 'withdrawn'>;
const isEnded = (status: ApplicationStatus): status is EndedStatus => status === 'not_selected' || status === 'withdrawn';

export const isFinalStatus = (status: ApplicationStatus) => status === 'hired' || isEnded(status);

/** A status a recruiter can move an application to (every one but the first, and the candidate's own 'withdrawn'). */
export type LaterStatus = Exclude<ApplicationStatus, 'applied' | 'withdrawn'>;

/** The step after `status`, or null when nothing follows (Hired, Not selected). */
export function nextStep(status: ApplicationStatus): Exclude<ApplicationStep, 'applied'> | null {
  if (isEnded(status)) return null;
  const next = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(status) + 1];
  return next && next !== 'applied' ? next : null;
}

/** Only an application still in progress can be marked Not selected. */
export const canMarkNotSelected = (status: ApplicationStatus) => !isFinalStatus(status);
/** APP-9: the candidate can withdraw an application still in progress (not Hired, Not selected or already withdrawn). */
export const canWithdraw = (status: ApplicationStatus) => !isFinalStatus(status);

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
 *   'Not selected'; the steps it will never reach are left out; a withdrawn one (APP-9) likewise
 *   ends with a done 'Withdrawn'.
 */
export function applicationTimeline(status: ApplicationStatus, events: readonly StatusEvent[]): TimelineStep[] {
  const reachedAt = (s: ApplicationStatus) => events.findLast((e) => e.status === s)?.at ?? null;
  if (isEnded(status)) {
    const reached = APPLICATION_STEPS.filter((step, i) => i === 0 || reachedAt(step) !== null);
    return [
      ...reached.map((step) => ({ label: APPLICATION_STEP_LABELS[step], date: reachedAt(step), status: 'done' as const })),
      { label: APPLICATION_STEP_LABELS[status], date: reachedAt(status), status: 'done' },
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
