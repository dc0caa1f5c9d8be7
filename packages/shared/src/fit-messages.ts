/**
 * APP-10 and REC-26 (docs/decisions/043): every text a user sees about the explainable fit. Lines are
 * written twice, for the candidate ("your rate fits the range") and for the recruiter reading the same
 * rule about an applicant ("rate fits the range"); the rules that pick a line are the same
 * (`fit.ts`). Lines start lower-case so they read joined with " · "; lists capitalise the first letter.
 */
export type FitReader = 'candidate' | 'recruiter';

const pick = (who: FitReader, candidate: string, recruiter: string) => (who === 'candidate' ? candidate : recruiter);

export const FIT_MESSAGES = {
  panelTitle: 'Your fit',
  /** APP-10: what the fit never does, on the job page and the recruiter's panel alike. */
  neverDecides:
    'This comparison follows fixed rules that anyone can read. It never rejects, hides or moves an application: a person reads every application and decides.',
  recruiterNeverDecides:
    'The fit follows fixed rules and explains itself line by line. It never rejects, hides or moves an applicant: you decide.',
  completeTerms: 'Complete your skills, rate and availability in your profile',
  signInHint: 'Sign in as a candidate to see how your skills, rate and availability fit this role.',
  loadFailed: 'Your fit could not be loaded.',
  tryAgain: 'Try again',
  loading: 'Comparing this role with your profile…',
  rulesVersion: (version: string) => `Rules version ${version}`,
  computedOn: (version: string, day: string) => `Rules version ${version}, compared on ${day}`,
  notComputed: 'No fit yet: it is compared when the application is submitted.',
  columnLabel: 'Fit',
  fullFitTitle: 'Fit',
  /** REC-26: the table's sort by fit, said where it applies. */
  sortExplained: 'Sorted by required skills met, then by how many of rate, start, CET overlap and country fit.',
  filters: {
    label: 'Fit',
    allSkills: 'Has all required skills',
    rateFits: 'Rate fits',
    countryFits: 'May work from an eligible country',
  },
  statusWords: {
    meets: 'fits',
    partly: 'partly fits',
    misses: 'does not fit',
    unknown: 'not known',
  },
} as const;

/** The fit lines' texts, by rule; `who` says whom the line addresses. */
export const FIT_LINES = {
  // Skills (required by catalogue id, nice-to-have as the line's second part).
  skillsMet: (met: number, total: number, missing: string) =>
    missing ? `${met} of ${total} required skills (missing: ${missing})` : `${met} of ${total} required skills`,
  niceMet: (met: number, total: number) => `${met} of ${total} nice-to-have`,
  noSkillsNamed: 'this role names no required skills',
  skillsUnknown: (who: FitReader, total: number) =>
    pick(
      who,
      `add your skills to your profile to compare them with the ${total} required`,
      `no skills in the profile to compare with the ${total} required`,
    ),

  // Rate: the candidate's expected minimum against the job's range.
  rateFits: (who: FitReader) => pick(who, 'your rate fits the range', 'rate fits the range'),
  rateBelow: (who: FitReader) => pick(who, 'your rate is below the range', 'rate is below the range'),
  rateAbove: (who: FitReader, by: string) => pick(who, `your rate is above the range by ≈ ${by}`, `rate is above the range by ≈ ${by}`),
  rateConverted: (amount: string, asOf: string) => `≈ ${amount} at the rates of ${asOf}`,
  rateCounting: (factors: string) => `counting ${factors}`,
  rateUnknown: (who: FitReader) =>
    pick(who, 'add your expected rate to your profile to compare it with the range', 'no expected rate in the profile'),
  jobNoPay: 'this role states no pay range',
  rateNoExchange: (currency: string, jobCurrency: string) => `no exchange rate from ${currency} to ${jobCurrency} to compare the rate`,

  // Availability against the start date.
  availableBefore: (span: string) => `available ${span} before the start`,
  availableOnStart: 'available on the start date',
  availableAfter: (span: string) => `available ${span} after the start`,
  availableNowAsap: 'available now; the role starts as soon as possible',
  availableLaterAsap: (day: string) => `available from ${day}; the role starts as soon as possible`,
  hoursShort: (hours: number, asked: number) => `${hours} of the ${asked} h a week asked`,
  availabilityUnknown: (who: FitReader) =>
    pick(
      who,
      'add when you are available (or your notice period) to your profile to compare it with the start',
      'no availability or notice period in the profile',
    ),

  // Overlap of 09:00–18:00 in the candidate's zone with 09:00–18:00 Europe/Berlin.
  overlap: (hours: string) => `${hours} h overlap with CET`,
  overlapAsked: (hours: string, asked: number) => `${hours} h overlap with CET (the role asks for ${asked} h)`,
  overlapUnknown: (who: FitReader) =>
    pick(who, 'add your time zone to your profile to see your overlap with CET', 'no time zone in the profile'),

  // Country of residence against the job's remote countries.
  mayWorkFrom: (who: FitReader, country: string) => pick(who, `you may work from ${country}`, `may work from ${country}`),
  takesApplicantsFrom: (countries: string) => `this role takes applicants from ${countries}`,
  livesElsewhere: (who: FitReader, country: string, countries: string) =>
    pick(
      who,
      `this role takes applicants from ${countries}, not ${country}`,
      `lives in ${country}; this role takes applicants from ${countries}`,
    ),
  countryUnknown: (who: FitReader, countries: string) =>
    pick(
      who,
      `add your country of residence to your profile: this role takes applicants from ${countries}`,
      `no country of residence in the profile; this role takes applicants from ${countries}`,
    ),
  noCountriesNamed: 'this role names no countries applicants may work from',
} as const;

/** The table's short form of each line: "4/5 skills", "rate ✓", "CET 4.5 h", "IN ✓". */
export const FIT_SHORT = {
  skills: (met: number, total: number) => `${met}/${total} skills`,
  noSkills: 'skills –',
  rate: 'rate',
  overlap: (hours: string | null) => (hours === null ? 'CET' : `CET ${hours} h`),
  country: (code: string | null) => code ?? 'country',
  marks: { meets: '✓', partly: '~', misses: '✗', unknown: '?' },
} as const;
