/** REC-9: the texts of the access audit log: the admins' page and the API's refusals. */
export const AUDIT_MESSAGES = {
  /** 503: the access could not be recorded, so the data is not served (docs/decisions/017). */
  unavailable: 'We cannot record this access to personal data right now, so it is not shown. Please try again in a minute.',
  pageTitle: 'Access log',
  navLink: 'Access log',
  intro:
    'Every time a recruiter or admin views a job’s applicants, opens a candidate’s profile, downloads a resume, CV or photo, or exports a job’s applicants, it is recorded here. Newest first.',
  loading: 'Loading the access log…',
  empty: 'No access to personal data has been recorded yet.',
  emptyFiltered: 'No recorded access matches these filters.',
  memberFilter: 'Member',
  anyMember: 'Every member',
  candidateFilter: 'Candidate',
  showCandidate: (name: string) => `Show only accesses to ${name}’s data`,
  clearCandidate: 'Show every candidate',
  candidateGone: (id: number) => `Candidate #${id} (account deleted)`,
  memberGone: (id: number) => `Member #${id} (account deleted)`,
  columns: { when: 'When', member: 'Member', action: 'What they did', member_and_action: 'Access' },
  /**
   * What the member did, in words (docs/decisions/033): the parts before and after the candidate's name
   * or the job's title, so the page can make the name a filter. `accessSentence` joins them.
   */
  did: {
    profile_view: ['opened ', '’s profile'],
    resume: ['downloaded ', '’s resume'],
    cv: ['downloaded ', '’s CV'],
    photo: ['downloaded ', '’s photo'],
    applicants_export: ['exported the applicants of ', ' (CSV)'],
    applicants_view: ['viewed the applicants of ', ''],
    // REC-29 (docs/decisions/048): reading an application's conversation.
    messages_view: ['read the messages with ', ''],
    // REC-32 (docs/decisions/051): the member's calendar feed, which names the candidate, was read.
    calendar_feed: ['had an interview with ', ' in their calendar feed'],
  },
  /** A CV or photo of an application: which one (the candidate may have several). */
  onApplication: (id: number) => `Application #${id}`,
  filters: 'Filter the access log',
  kindFilter: 'Kind',
  /** The kind filter's choices: short, so the filter bar keeps to one line. */
  kindOptions: {
    applicants_view: 'Applicants viewed',
    profile_view: 'Profile opened',
    cv: 'CV downloaded',
    resume: 'Resume downloaded',
    photo: 'Photo downloaded',
    applicants_export: 'Applicants exported',
    messages_view: 'Messages read',
    calendar_feed: 'Calendar feed read',
  },
  datesFilter: 'Dates',
  anyKind: 'Every kind',
  fromFilter: 'From',
  toFilter: 'To',
  rangeBackwards: 'The last day comes before the first.',
  candidateSearch: 'Find a candidate by name',
  candidateSearchHint: 'Anyone: type a name',
  noCandidateFound: 'No candidate by that name',
  clearFilters: 'Clear filters',
  removeCandidate: (name: string) => `Remove the filter on ${name}`,
  countCapped: (cap: number) => `More than ${cap.toLocaleString('en-GB')} accesses`,
  kinds: {
    profile_view: 'Viewed the full profile',
    resume: 'Downloaded the profile resume',
    cv: 'Downloaded an application CV',
    photo: 'Downloaded a photo',
    applicants_export: 'Exported the applicants (CSV)',
    applicants_view: 'Viewed the applicants',
    messages_view: 'Read the messages on an application',
    calendar_feed: 'Calendar feed read (the interview named the candidate)',
  },
  /** The candidate column of an applicants export: its rows were every applicant of the job. */
  everyApplicant: 'Every applicant of the job',
  ofApplication: (id: number) => `application #${id}`,
  ofJob: (title: string) => `of “${title}”`,
  pages: 'Access log pages',
  /** The second pager, under the list: a landmark needs a name of its own (axe landmark-unique). */
  pagesBelow: 'Access log pages, below the list',
  newer: 'Newer',
  older: 'Older',
  count: (total: number) => `${total.toLocaleString('en-GB')} ${total === 1 ? 'access' : 'accesses'}`,
  whoViewed: 'Who opened this candidate’s data',
  pageInvalid: 'page must be a whole number from 1',
  kindInvalid: 'kind must be one of the kinds of access the log records',
  fromInvalid: 'from must be an ISO 8601 date and time with its offset',
  toInvalid: 'to must be an ISO 8601 date and time with its offset',
  rangeInvalid: 'The range must end after it starts',
  cursorInvalid: 'This page link is damaged. Load the access log again from the top.',
  memberInvalid: 'member must be a member’s user id',
  candidateInvalid: 'candidate must be a candidate’s user id',
  /** Candidate detail page: the profile files a recruiter downloads (each download is recorded). */
  filesHeading: 'Files',
  downloadResume: 'Download resume',
  downloadPhoto: 'Download photo',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  recordedHint: 'Opening this profile and each download are recorded in the access log.',
  noPhoto: 'No photo',
  noResume: 'No resume',
} as const;
