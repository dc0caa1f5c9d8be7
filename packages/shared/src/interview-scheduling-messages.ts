/**
 * REC-30, REC-31, APP-13 (docs/decisions/049): the texts of offered interview times, booking, moving and
 * cancelling an interview, for the API, the e-mails and the web alike (GEN-1: texts in one place).
 */
export const INTERVIEW_SCHEDULING_MESSAGES = {
  // REC-30: the recruiter's slot picker.
  offerTitle: 'Offer interview times',
  offerHint: (min: number, max: number) =>
    `Offer ${min} to ${max} times in your time zone. The candidate picks one; both of you get a calendar invitation.`,
  offerDate: 'Date',
  offerTime: 'Start',
  offerDuration: 'Minutes',
  offerAddSlot: 'Add a time',
  offerRemoveSlot: (n: number) => `Remove time ${n}`,
  offerMeetingUrl: 'Video link (Teams, Meet or Zoom)',
  offerPlace: 'Or a place',
  offerInterviewers: 'Other interviewers',
  recruiterZone: (zone: string) => `Your time zone: ${zone}`,
  offerSend: 'Send times to the candidate',
  offerSent: (count: number) => `${count} times sent to the candidate.`,
  candidateZone: (zone: string) => `Candidate’s time zone: ${zone}`,
  candidateZoneFromBrowser: (zone: string) => `Candidate’s time zone: ${zone} (from their browser)`,
  candidateZoneUnknown: 'The candidate has not given a time zone yet: times are shown in UTC for them.',
  candidateSees: 'Candidate sees',
  outsideDay: 'Outside 08:00–20:00 for the candidate',
  overlap: (start: string, end: string, candidateStart: string, candidateEnd: string) =>
    `Both working days (09:00–18:00) overlap ${start}–${end} your time (${candidateStart}–${candidateEnd} theirs).`,
  noOverlap: 'Your working days (09:00–18:00) do not overlap on this date.',
  openSlots: 'Offered times',
  noOpenSlots: 'No open times.',
  booked: 'Booked',
  cancelInterview: 'Cancel interview',
  cancelReason: 'Reason (sent to the other side)',
  cancelConfirm: 'Cancel the interview',
  cancelled: 'Interview cancelled.',
  cancelledOn: (reason: string) => `Cancelled: ${reason}`,

  // REC-30, APP-13: input checks.
  slotsCount: (min: number, max: number) => `Offer from ${min} to ${max} times`,
  slotsDuplicate: 'Each time may be offered once',
  slotInPast: 'Every offered time must be in the future',
  placeOrLink: 'Give a video link or a place',
  placeMax: (max: number) => `Place must not exceed ${max} characters`,
  interviewerUnknown: 'Choose interviewers from the team',
  reasonRequired: 'Give a reason',
  reasonMax: (max: number) => `Reason must not exceed ${max} characters`,
  noteRequired: 'Tell the team which times suit you',
  noteMax: (max: number) => `Note must not exceed ${max} characters`,

  // APP-13: the candidate's page.
  pageTitle: 'Choose your interview time',
  pageIntro: (jobTitle: string) => `Pick the time that suits you best for your interview for ${jobTitle}.`,
  yourZone: (zone: string) => `Times in your time zone: ${zone}`,
  recruiterTime: (label: string) => `Recruiter’s time: ${label}`,
  book: 'Book',
  bookTime: (label: string) => `Book ${label}`,
  bookedDone: 'Your interview is booked. The invitation is in your e-mail.',
  movedDone: 'Your interview has moved. The updated invitation is in your e-mail.',
  yourInterview: 'Your interview',
  moveHint: (hours: number) => `You can move or cancel it up to ${hours} hours before it starts.`,
  moveTo: 'Move to another time',
  otherTimes: 'None of these times work?',
  otherTimesNote: 'Which days and times suit you?',
  otherTimesSend: 'Ask for other times',
  otherTimesSent: 'The team has your note and will offer new times.',
  otherTimesMessage: (note: string) => `I would like other interview times, please.\n\n${note}`,
  noSlots: 'There are no open times at the moment. The team will offer new ones.',
  seeTimes: 'Choose your interview time',

  // APP-13, REC-31: refusals.
  notFound: 'Application not found',
  notAtInterview: 'This application is not at the interview step',
  slotTaken: 'This time is no longer available. Please choose another one.',
  slotNotFound: 'This time is no longer offered. Please choose another one.',
  alreadyBooked: 'This time is already your interview',
  noInterview: 'There is no booked interview to change',
  alreadyCancelled: 'This interview is already cancelled',
  tooLate: (hours: number) =>
    `Your interview starts in less than ${hours} hours and can no longer be moved or cancelled here. Please write to the team in Messages.`,
  interviewPassed: 'This interview has already taken place',

  // REC-31: e-mails.
  mail: {
    offeredSubject: (jobTitle: string) => `Choose your interview time for ${jobTitle}`,
    offeredIntro: (jobTitle: string) => `We would like to interview you for ${jobTitle}. Please choose one of these times:`,
    offeredZone: (zone: string) => `Times are shown in your time zone (${zone}).`,
    offeredButton: 'Choose your time',
    bookedSubject: (jobTitle: string) => `Interview booked: ${jobTitle}`,
    bookedCandidate: (jobTitle: string) => `Your interview for ${jobTitle} is booked. The invitation is attached for your calendar.`,
    bookedTeam: (candidate: string, jobTitle: string) =>
      `${candidate} booked an interview for ${jobTitle}. The invitation is attached for your calendar.`,
    movedSubject: (jobTitle: string) => `Interview moved: ${jobTitle}`,
    movedCandidate: (jobTitle: string) => `Your interview for ${jobTitle} has moved. The updated invitation is attached for your calendar.`,
    movedTeam: (candidate: string, jobTitle: string) =>
      `The interview with ${candidate} for ${jobTitle} has moved. The updated invitation is attached for your calendar.`,
    cancelledSubject: (jobTitle: string) => `Interview cancelled: ${jobTitle}`,
    cancelledCandidate: (jobTitle: string) => `Your interview for ${jobTitle} has been cancelled.`,
    cancelledTeam: (candidate: string, jobTitle: string) => `The interview with ${candidate} for ${jobTitle} has been cancelled.`,
    reason: 'Reason',
    when: 'When',
    yourTime: 'Your time',
    theirTime: 'Candidate’s time',
    recruiterTime: 'Recruiter’s time',
    where: 'Where',
    join: 'Meeting link',
    seeApplication: 'See your application',
    seeApplicant: 'See the applicant',
  },
} as const;

/** APP-13, REC-31: the longest cancel reason and "other times" note. */
export const INTERVIEW_REASON_MAX = 1000;
/** REC-30: the longest place. */
export const INTERVIEW_PLACE_MAX = 300;
