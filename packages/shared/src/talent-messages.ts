/** REC-10 (talent pool search): the texts of the opt-in switch and of the recruiters' search. */
export const TALENT_MESSAGES = {
  switchLabel: 'Let recruiters find my profile',
  switchHint:
    'When this is on, recruiters can find your profile, resume and applications in the talent pool search. You can turn it off at any time.',
  discoverableOn: 'Recruiters can now find your profile.',
  discoverableOff: 'Recruiters can no longer find your profile in the talent pool.',
  switchFailed: 'We could not save your choice. Please try again.',
  candidateNotFound: 'No candidate in the talent pool has this id.',
  talentPool: 'Talent pool',
  searchLabel: 'Search the talent pool',
  searchHint: 'Use quotes for a phrase, OR for either word, and a minus sign to leave a word out.',
  noResults: 'No candidate matches this search.',
  loading: 'Searching…',
  resultsCount: (total: number) => `${total} ${total === 1 ? 'candidate' : 'candidates'}`,
  pageInvalid: 'page must be a whole number from 1',
  updatedWithinInvalid: 'updatedWithin must be a number of days from 1 to 3650',
  queryTooLong: 'The search may be at most 200 characters long.',
} as const;
