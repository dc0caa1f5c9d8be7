/** REC-6: the texts of a job's pipeline board (a column per step) and of the list/board switch. */
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
} as const;
