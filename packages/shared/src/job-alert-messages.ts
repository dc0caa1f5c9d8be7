import { JOB_ALERT_CONFIRM_DAYS } from './constants.js';

/** Job alerts' texts (ALR): API answers, e-mails and the web pages. */
export const JOB_ALERT_MESSAGES = {
  created: 'Job alert saved. We will e-mail you new jobs that match.',
  checkInbox: 'Check your inbox: follow the link we sent to start this job alert.',
  tooMany: 'You can keep at most 10 job alerts. Delete one to add another.',
  frequencyInvalid: 'frequency must be one of: instant, daily, weekly',
  emailNeeded: 'Enter your e-mail address, or sign in, to get these jobs by e-mail.',
  notFound: 'Job alert not found.',
  deleted: 'Job alert deleted.',
  tokenInvalid: 'This link is not valid. Copy the whole link from the e-mail.',
  confirmed: 'Your job alert is on. We will e-mail you new jobs that match.',
  alreadyConfirmed: 'Your job alert is already on.',
  unsubscribed: 'You will get no more e-mails from this job alert.',
  alreadyGone: 'This job alert was already stopped.',
  /** ALR-7: a confirmation link past its days; the page links to the careers list to sign up again. */
  linkExpired: `This confirmation link has expired: links work for ${JOB_ALERT_CONFIRM_DAYS} days, and nothing will be sent. To get these jobs by e-mail, search the jobs again and choose “Get these jobs by e-mail”.`,
  confirmSubject: 'Confirm your job alert',
  instantSubject: (title: string) => `New job: ${title}`,
  digestSubject: (count: number) => (count === 1 ? '1 new job for your alert' : `${count} new jobs for your alert`),
  unsubscribeLabel: 'Stop this job alert',
  confirmLabel: 'Start my job alert',
  anyJob: 'any job',
  /**
   * ALR-8: how an e-mail names an alert's search. Only values checked against a known list are named
   * (category, job type, a department or location an open job carries); free text is described.
   */
  searchIntro: (companyName: string) => `Someone asked to get new ${companyName} jobs by e-mail at this address, for this search:`,
  searchAny: 'Any job',
  searchKeywords: 'Keywords (not shown in this e-mail)',
  searchCategory: (name: string) => `Category: ${name}`,
  searchType: (name: string) => `Job type: ${name}`,
  searchDepartment: (name: string) => `Department: ${name}`,
  searchDepartmentDescribed: 'A department (not shown in this e-mail)',
  searchLocation: (name: string) => `Location: ${name}`,
  searchLocationDescribed: 'A location (not shown in this e-mail)',
  /** The alert e-mail's one-line summary of the same. */
  alertIntro: (summary: string) => `New jobs for your job alert (${summary}):`,
  summaryKeywords: 'your keywords',
  summaryDepartmentDescribed: 'a department',
  summaryLocationDescribed: 'a location',
  saveFailed: 'The job alert could not be saved. Please try again.',
  deleteFailed: 'The job alert could not be deleted. Please try again.',
} as const;
