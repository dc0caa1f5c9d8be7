/**
 * REC-33, APP-14 (docs/decisions/050): the texts of the engagement offer, its letter, the candidate's
 * acceptance (a simple electronic signature) and decline, for the API, the web and the e-mails alike
 * (GEN-1: texts in one place).
 */
export const ENGAGEMENT_TYPES = ['freelance', 'part_time', 'full_time'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** REC-33: an offer's rate is per hour, day or month (a year's salary is a full-time contract's business). */
export const OFFER_RATE_UNITS = ['hour', 'day', 'month'] as const;
export type OfferRateUnit = (typeof OFFER_RATE_UNITS)[number];

export const OFFER_WORKPLACES = ['remote', 'on_site'] as const;
export type OfferWorkplace = (typeof OFFER_WORKPLACES)[number];

/** draft: the recruiter is writing it; sent: open to the candidate until it expires; the rest are final. */
export const OFFER_STATUSES = ['draft', 'sent', 'withdrawn', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_ROLE_MAX = 200;
export const OFFER_PLACE_MAX = 200;
export const OFFER_NOTICE_MAX = 2000;
export const OFFER_DECLINE_REASON_MAX = 1000;
export const OFFER_HOURS_MAX = 60;
export const OFFER_DURATION_MONTHS_MAX = 60;

export const OFFER_MESSAGES = {
  engagement: { freelance: 'Freelance contract', part_time: 'Part-time', full_time: 'Full-time' } satisfies Record<EngagementType, string>,
  perUnit: { hour: 'per hour', day: 'per day', month: 'per month' } satisfies Record<OfferRateUnit, string>,
  workplace: { remote: 'Remote', on_site: 'On site' } satisfies Record<OfferWorkplace, string>,
  status: {
    draft: 'Draft',
    sent: 'Sent',
    withdrawn: 'Withdrawn',
    accepted: 'Accepted',
    declined: 'Declined',
  } satisfies Record<OfferStatus, string>,
  expired: 'Expired',

  // The recruiter's form (REC-33).
  formTitle: 'Engagement offer',
  formHint: 'Write the offer, save it as a draft, then send it: the candidate gets the letter by e-mail and on their Applied Jobs tab.',
  role: 'Role',
  engagementLabel: 'Engagement',
  rate: 'Rate',
  rateAmount: 'Amount',
  rateCurrency: 'Currency',
  rateUnit: 'Per',
  startDate: 'Start date',
  endDate: 'End date',
  durationMonths: 'Or duration (months)',
  endOrDuration: 'End date or duration',
  hoursPerWeek: 'Hours per week',
  workplaceLabel: 'Where',
  place: 'Place',
  noticeTerms: 'Notice terms',
  expiresAt: 'Offer expires',
  expiresTimeZone: 'Time zone',
  jobRange: (range: string) => `Published range for this job: ${range}`,
  noJobRange: 'This job has no published pay range.',
  outsideRangeWarning: (range: string) => `This rate is outside the job’s published range (${range}). Confirm that you mean to offer it.`,
  confirmOutsideRange: 'I confirm this rate outside the published range',
  saveDraft: 'Save draft',
  send: 'Send offer',
  sendConfirm: 'Send this offer to the candidate? They get the letter by e-mail at once.',
  withdraw: 'Withdraw offer',
  newVersion: 'Write a new version',
  history: 'Offer history',
  version: (n: number) => `Version ${n}`,
  letter: 'Offer letter (PDF)',
  signedLetter: 'Signed letter (PDF)',
  notAtOfferStep: 'Move the application to Offer to write an offer.',

  // Answers of the API.
  draftSaved: 'Offer saved as a draft.',
  offerSent: 'Offer sent to the candidate.',
  offerWithdrawn: 'Offer withdrawn.',
  accepted: 'You accepted the offer. Welcome aboard!',
  declined: 'You declined the offer. The team has been told.',
  offerNotFound: 'Offer not found',
  applicationNotFound: 'Application not found',
  notAtOffer: 'An offer can be written only while the application is at the Offer step.',
  onlyDraftChanges: 'Only a draft can be changed; write a new version instead.',
  onlyDraftSent: 'This offer has already been sent.',
  onlySentWithdrawn: 'Only a sent offer that is still open can be withdrawn.',
  openOfferHired:
    'The candidate has an offer they can still accept, and accepting it moves the application to Hired. To hire without it, withdraw the offer first.',
  openOfferNotSelected: 'The candidate has an offer they can still accept. Withdraw the offer before marking the application Not selected.',
  outsideRange: (range: string) =>
    `The rate is outside the job’s published range (${range}). Confirm it explicitly to offer it (confirm_outside_range).`,
  notComparable:
    'The rate cannot be compared with the job’s published range (no exchange rate for its currency). Confirm it explicitly to offer it (confirm_outside_range).',
  expiryInPast: 'The expiry must be in the future.',
  expiredNotSent: 'This offer’s expiry has passed. Change the expiry before sending it.',
  endBeforeStart: 'The end date must be after the start date.',
  endOrDurationRequired: 'Give an end date or a duration, not both.',
  placeRequired: 'Give the place of work for an on-site engagement.',
  roleRequired: 'Role is required',
  rateInvalid: 'Rate must be a positive whole amount in minor units (cents)',
  currencyInvalid: 'Choose a currency from the list',
  unitInvalid: 'Choose per hour, day or month',
  dateInvalid: 'Give a date as YYYY-MM-DD',
  expiryInvalid: 'Give the expiry as a date and time (YYYY-MM-DDTHH:MM)',
  timeZoneInvalid: 'Choose a time zone from the list',
  hoursInvalid: `Hours per week must be a whole number from 1 to ${OFFER_HOURS_MAX}`,
  durationInvalid: `Duration must be a whole number of months from 1 to ${OFFER_DURATION_MONTHS_MAX}`,
  tooLong: (max: number) => `Must not exceed ${max} characters`,

  // The candidate (APP-14).
  pageTitle: (jobTitle: string) => `Your offer: ${jobTitle}`,
  viewOffer: 'View your offer',
  readLetter: 'Read the letter below before you decide.',
  download: 'Download the letter (PDF)',
  letterReader: 'The offer letter',
  letterLoading: 'Loading the letter…',
  signedReader: 'The signed offer letter',
  downloadSigned: 'Download the signed letter (PDF)',
  expiresOn: (when: string) => `Open until ${when}`,
  acceptTitle: 'Accept the offer',
  acceptHint: (name: string) =>
    `Type your full name as it is on your account (${name}) to sign the letter electronically. We record your name, the time, your IP address and the letter’s SHA-256 fingerprint.`,
  fullName: 'Your full name',
  acceptButton: 'Accept and sign',
  declineTitle: 'Decline the offer',
  declineReason: 'Reason (optional)',
  declineButton: 'Decline offer',
  declineConfirm: 'Decline this offer? The team is told and the offer can no longer be accepted.',
  nameRequired: 'Type your full name to sign.',
  nameMismatch: (name: string) =>
    `The name you typed does not match the name on your account (${name}). Type it as it is there (capitals and spaces do not matter), or correct your name in your profile first.`,
  expiredOffer: 'This offer has expired and can no longer be accepted. Ask the recruiter for a new one.',
  withdrawnOffer: 'This offer was withdrawn by the team and can no longer be accepted.',
  alreadyAccepted: 'You have already accepted this offer.',
  alreadyDeclined: 'You have already declined this offer.',
  notOpen: 'This offer is no longer open.',
  acceptedOn: (when: string) => `Accepted on ${when}`,
  declinedOn: (when: string) => `Declined on ${when}`,
  signature: 'Electronic signature',
  signedName: 'Signed as',
  signedAt: 'Signed at',
  ipAddress: 'IP address',
  letterHash: 'Letter SHA-256',
  signedHash: 'Signed PDF SHA-256',
  loadFailed: 'The offer could not be loaded.',
  noOffer: 'There is no offer for this application.',

  // The letter (PDF).
  letter_: {
    title: 'Offer of engagement',
    dear: (name: string) => `Dear ${name},`,
    intro: (company: string, role: string) => `We are pleased to offer you an engagement with ${company} as ${role}, on the terms below.`,
    terms: 'Terms',
    closing:
      'Please read this letter carefully. You can accept it online on your Applied Jobs page by typing your full name, before the offer expires.',
    regards: 'Kind regards,',
    team: (company: string) => `The ${company} recruiting team`,
    version: (n: number, id: number) => `Offer ${id}, version ${n}`,
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    /** The signed letter's added last page: the letter's own pages keep their "Page n of m" unchanged. */
    signaturePage: (letterPages: number) => `Signature page, after the letter's ${letterPages === 1 ? 'page' : `${letterPages} pages`}`,
    signatureTitle: 'Electronic signature (eIDAS Art. 25, simple electronic signature)',
    signatureIntro:
      'The candidate accepted the offer letter on the preceding pages by typing their full name on the careers portal. The following was recorded at the acceptance:',
    signatureNote:
      'The SHA-256 fingerprint identifies the letter the candidate read; any change to those pages gives a different fingerprint.',
    duration: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
    openEnded: 'Open-ended',
    until: (end: string) => `Until ${end}`,
    hours: (h: number) => `${h} hours per week`,
    expires: 'Offer open until',
  },

  // E-mails.
  mail: {
    offerSubject: (job: string) => `${job}: your offer`,
    offerIntro: (first: string, job: string, company: string) =>
      `Hello ${first}, we are pleased to offer you the engagement as ${job} at ${company}. The offer letter is attached.`,
    offerExpires: (when: string) => `The offer is open until ${when}.`,
    offerAction: 'Read and answer the offer',
    offerNotice: (link: string) => `Offer sent: ${link}`,
    acceptedSubject: (candidate: string, job: string) => `${candidate} accepted the offer: ${job}`,
    acceptedText: (candidate: string, job: string, when: string) =>
      `${candidate} accepted the offer for ${job} on ${when} by typing their full name. The application is now Hired; the signed letter is on the applicant's page.`,
    declinedSubject: (candidate: string, job: string) => `${candidate} declined the offer: ${job}`,
    declinedText: (candidate: string, job: string) =>
      `${candidate} declined the offer for ${job}. The application stays at Offer for the team to decide.`,
    declinedReason: (reason: string) => `Their reason: ${reason}`,
    teamAction: 'Open the application',
    teamNotice: (link: string) => `Offer answered: ${link}`,
  },
} as const;

/**
 * REC-33: an amount in minor units shown with Intl in the reader's locale ("₹1,500.00", "1.500,00 €"),
 * divided by the currency's minor digits (exact for the amounts a rate can have).
 */
export function formatMinorAmount(amount: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** A rate as a sentence part: "€650.00 per day". */
export const formatOfferRate = (rate: { amount: number; currency: string; unit: OfferRateUnit }, locale: string): string =>
  `${formatMinorAmount(rate.amount, rate.currency, locale)} ${OFFER_MESSAGES.perUnit[rate.unit]}`;
