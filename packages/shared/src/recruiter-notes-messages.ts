/** Issue 14: texts of recruiters' private notes and ratings (API and web). */
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
  loadFailed: 'Notes could not be loaded.',
  saveFailed: 'The note could not be saved. Please try again.',
} as const;
