/** Issue 14 (talent pool search): the texts of the opt-in switch and of the recruiters' search. */
export const TALENT_MESSAGES = {
  switchLabel: 'Let recruiters find my profile',
  switchHint:
    'When this is on, recruiters can find your profile, resume and applications in the talent pool search. You can turn it off at any time.',
  discoverableOn: 'Recruiters can now find your profile.',
  discoverableOff: 'Recruiters can no longer find your profile in the talent pool.',
  candidateNotFound: 'No candidate in the talent pool has this id.',
  pageInvalid: 'page must be a whole number from 1',
  updatedWithinInvalid: 'updatedWithin must be a number of days from 1 to 3650',
  countryInvalid: 'country must be a dialling code such as +91',
  queryTooLong: 'The search may be at most 200 characters long.',
} as const;
