import { APPLICATION_STEP_LABELS } from './application-messages.js';
import type { ApplicationStatus } from './application-steps.js';

const step = (status: ApplicationStatus) => APPLICATION_STEP_LABELS[status];

/** Why a card may not go to a column (REC-6: one step at a time, nothing after a final step, only candidates withdraw). */
function refusedReason(from: ApplicationStatus, to: ApplicationStatus): string {
  if (to === 'withdrawn') return 'Only the candidate can withdraw';
  if (from === 'hired' || from === 'not_selected' || from === 'withdrawn') return `${step(from)} is final`;
  if (to === 'applied') return 'Applications do not move back';
  return 'One step at a time';
}
const reasonIn = (from: ApplicationStatus, to: ApplicationStatus) => refusedReason(from, to).toLowerCase();

/**
 * REC-6, REC-23 (docs/decisions/034): the texts of a job's pipeline board (a column per step), its drag and
 * its keyboard moves, and of the list/board switch.
 */
export const BOARD_MESSAGES = {
  viewsLabel: 'Show applicants as',
  listView: 'List',
  boardView: 'Board',
  boardLabel: (jobTitle: string) => `Pipeline of ${jobTitle}`,
  columnCount: (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`,
  emptyColumn: 'No one at this step.',
  moveTo: 'Move to…',
  /** The button's name: its visible text first (WCAG 2.5.3), then whose card it is. */
  moveToLabel: (name: string) => `Move to… ${name}`,
  movesOf: (name: string) => `Steps ${name} can move to`,
  noMoves: 'Final step',
  confirmNotSelectedTitle: (name: string) => `Mark ${name} Not selected?`,
  confirmNotSelected: (name: string) => `Mark ${name} Not selected? They will be e-mailed.`,
  confirm: 'Confirm',
  /** A card dragged to a column its application may not move to now (drag is an extra beside "Move to…"). */
  dropRefused: (name: string, step: string) =>
    `${name} cannot move to ${step} from here: an application moves one step at a time. Use Move to… to see where it can go.`,

  // --- REC-23: the board page ---
  pageTitle: 'Pipeline',
  listLink: 'Applicants list',
  /** On a card: how long the application has been at its step. */
  daysInStep: (days: number) => (days === 0 ? 'New in step' : `${days} ${days === 1 ? 'day' : 'days'} in step`),
  unrated: 'Not rated',
  rating: (average: number, count: number) => `Rated ${average.toFixed(1)} of 5 by ${count}`,
  interviewOn: (when: string) => `Interview ${when}`,
  noTitle: 'No current title',
  loadingMore: 'Loading more applicants…',
  loadFailed: 'This column could not load more applicants.',
  boardLoadFailed: 'The board could not be loaded. Please try again.',
  retry: 'Try again',
  /** A column the card being dragged may not go to, and why (REC-6). */
  refusedReason,
  allowedHere: 'Drop here',
  /** dnd-kit's screen-reader instructions for a focused card. */
  dragInstructions:
    'To move this applicant, press Space or Enter to pick the card up, the Left and Right arrow keys to choose a step, then Space or Enter to drop it there. Escape cancels. Move to… lists the same steps.',
  cardRole: 'movable applicant card',
  announce: {
    pickedUp: (name: string, from: ApplicationStatus) => `Picked up ${name}, at ${step(from)}.`,
    over: (name: string, from: ApplicationStatus, to: ApplicationStatus, allowed: boolean) =>
      allowed
        ? `${name} is over ${step(to)}. Drop to move them there.`
        : `${name} is over ${step(to)}, where they cannot move: ${reasonIn(from, to)}.`,
    dropped: (name: string, from: ApplicationStatus, to: ApplicationStatus | null, allowed: boolean) =>
      to === null || to === from
        ? `${name} stays at ${step(from)}.`
        : allowed
          ? `${name} dropped on ${step(to)}.`
          : `${name} cannot move to ${step(to)}: ${reasonIn(from, to)}.`,
    cancelled: (name: string, from: ApplicationStatus) => `Move cancelled. ${name} stays at ${step(from)}.`,
  },
} as const;
