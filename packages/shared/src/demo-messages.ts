/**
 * REC-21 (docs/decisions/035): the texts of the demo people a fresh embedded database starts with, and of
 * the command that removes them. The UI marks every demo row, card and panel with the badge; the command's
 * name is given wherever the demo data is explained.
 */
export const DEMO_COMMAND = 'npm run db:remove-demo';

export const DEMO_MESSAGES = {
  /** The badge beside a demo candidate's or demo job's name. */
  badge: 'Demo',
  /** The badge's accessible description (its title and aria-description). */
  badgeDescription: `Demo data, made up to show the product. Remove it with ${DEMO_COMMAND}.`,
  /** The dashboard's note while demo people are there. */
  banner: `This workspace shows demo candidates and applications so you can try it. Remove them with ${DEMO_COMMAND} when you start recruiting.`,

  /** The footer of every page of a demo résumé (PDF). */
  resumeFooter: (company: string) => `Made-up résumé for the ${company} careers demo`,

  // `npm run db:remove-demo` (docs/decisions/035).
  removing: (engine: string) => `Removing the demo data from the ${engine} database…`,
  nothingToRemove: 'No demo data found: nothing removed.',
  removedPeople: (candidates: number, team: number) =>
    `Removed ${candidates} demo ${candidates === 1 ? 'candidate' : 'candidates'} and ${team} demo team ${team === 1 ? 'member' : 'members'}, with their applications, notes, ratings and interviews.`,
  removedFiles: (files: number) => `Removed ${files} ${files === 1 ? 'file' : 'files'} from storage.`,
  filesLeft: (files: number) =>
    `${files} ${files === 1 ? 'file' : 'files'} could not be removed from storage now; nothing refers to them any more, remove them by hand or run the command again later.`,
  removedJobs: (jobs: number) => `Removed ${jobs} demo job ${jobs === 1 ? 'opening' : 'openings'}.`,
  keptJobs: (titles: readonly string[]) =>
    `Kept ${titles.length} demo job ${titles.length === 1 ? 'opening' : 'openings'} that real candidates applied to: ${titles.join('; ')}.`,
  keptJobsByChoice: (jobs: number) => `Kept the ${jobs} demo job ${jobs === 1 ? 'opening' : 'openings'} (--keep-jobs).`,
  accessLogKept: 'Access-log entries that name demo people stay: the log outlives the accounts it names (docs/decisions/017).',
  took: (ms: number) => `Done in ${ms} ms.`,
  usage: 'Usage: npm run db:remove-demo [-- --keep-jobs]',
} as const;
