/** REC-11: texts of recruiters' private notes and ratings (API and web). */
export const NOTE_MESSAGES = {
  notesTitle: 'Private notes',
  notesHint: 'Only recruiters see notes and ratings; the candidate never does.',
  noNotes: 'No notes yet.',
  noteLabel: 'Add a note',
  addNote: 'Add note',
  noteAdded: 'Note added.',
  textRequired: 'Note is required',
  textMax: (max: number) => `Note must not exceed ${max} characters`,
  ratingLabel: 'Your rating',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  ratingSaved: 'Rating saved.',
  ratingSummary: (average: number | null, count: number) =>
    average === null ? 'Not rated yet' : `Rated ${average.toFixed(1)} of 5 by ${count} ${count === 1 ? 'recruiter' : 'recruiters'}`,
  starLabel: (n: number) => `${n} of 5`,
  unknownAuthor: 'Former recruiter',
  loading: 'Loading notes...',
  loadFailed: 'Notes could not be loaded.',
  saveFailed: 'The note could not be saved. Please try again.',
} as const;

/** REC-14: the CSV export of a job's applicants: its column headings, in order, and the button. */
export const APPLICANTS_CSV_COLUMNS = ['Name', 'E-mail', 'Mobile', 'Step', 'Applied on', 'Average rating'] as const;
export const EXPORT_MESSAGES = {
  downloadCsv: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded. Please try again.',
} as const;

/**
 * The CSV's file name, the same in the API's Content-Disposition and the browser's download: ASCII
 * letters, digits and hyphens only (no path, quote or control character can reach a header or a disk).
 */
export function applicantsCsvFileName(jobId: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `applicants-${jobId}-${slug || 'job'}.csv`;
}
