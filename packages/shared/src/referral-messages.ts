/**
 * Issue 25: sources of applications (APP-15 to APP-17) and referral links (REC-34 to REC-36): the recruiter
 * area's texts, the API's answers and the referrer's e-mail.
 */
export const SOURCE_MESSAGES = {
  label: 'Source',
  referredBy: (name: string) => `Referred by ${name}`,
  filterLabel: 'Source',
  filterAll: 'All sources',
  direct: 'direct',
} as const;

export const REFERRAL_MESSAGES = {
  linksHeading: 'Your referral links',
  linksIntro:
    'Share a link with someone you would recommend. When they apply through it, the recruiters see that you referred them, and you get an e-mail if they are hired.',
  careersPage: 'Careers page',
  jobLabel: 'Link for a job',
  jobPlaceholder: 'Choose an open job',
  noOpenJobs: 'There are no open jobs right now; the careers page link works for every job.',
  copy: 'Copy link',
  copyFor: (what: string) => `Copy link: ${what}`,
  copied: 'Link copied.',
  copyFailed: 'Copying did not work here; select the link and copy it.',
  loading: 'Loading your referral links...',
  loadFailed: 'Your referral links could not be loaded.',
  referrersHeading: 'Referrers',
  referrersIntro:
    'Every team member is a referrer. Add an employee without a workspace login so they get their own links; they are e-mailed only when someone they referred is hired.',
  teamMember: 'Team member',
  employee: 'Employee',
  referrals: (n: number) => `${n} ${n === 1 ? 'referral' : 'referrals'}`,
  hires: (n: number) => `${n} hired`,
  name: 'Name',
  email: 'E-mail',
  add: 'Add referrer',
  added: (name: string) => `${name} is a referrer now.`,
  remove: 'Remove',
  removeFor: (name: string) => `Remove ${name} as a referrer`,
  removed: (name: string) => `${name} is no longer a referrer. Their links no longer credit anyone.`,
  nameRequired: 'Enter the referrer’s name',
  nameTooLong: 'Use at most 200 characters',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'This e-mail address already belongs to a referrer or a team member',
  notFound: 'This referrer no longer exists',
  teamMemberStays: 'A team member is a referrer while they are on the team; only employees added here can be removed',
  saveFailed: 'The referrer could not be saved. Please try again.',
} as const;

/** REC-36 (docs/decisions/052): the referrer's e-mail when their referral is hired: the job, nothing about the candidate. */
export const REFERRAL_HIRED_MAIL = {
  subject: (jobTitle: string) => `Your referral for ${jobTitle} was hired`,
  body: (jobTitle: string, companyName: string) =>
    `Good news: the person you referred for ${jobTitle} has been hired by ${companyName}. Thank you for the recommendation.`,
  footer: 'You get this e-mail because someone applied through your referral link. We only tell you when a referral is hired.',
} as const;
