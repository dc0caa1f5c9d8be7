/**
 * ALR-1, ALR-2, ALR-5: the web's job-alert texts. Apart from the API's answers and the e-mails
 * (`./job-alert-messages.ts`): the careers block's button is on the landing route, whose initial JS has a
 * budget (PUB-17).
 */
export const JOB_ALERT_TEXTS = {
  getByEmail: 'Get these jobs by e-mail',
  formTitle: 'Get these jobs by e-mail',
  formIntro: 'We e-mail you new jobs that match your current search.',
  frequency: 'How often',
  frequencies: { instant: 'As soon as they are posted', daily: 'A daily digest', weekly: 'A weekly digest' },
  email: 'Your e-mail address',
  save: 'Save job alert',
  tabTitle: 'Job Alerts',
  /** ALR-1: the empty tab's heading, like the Applied Jobs and Saved Jobs tabs' (PRO-1). */
  tabEmptyTitle: 'No job alerts yet',
  tabEmpty: 'You have no job alerts yet. Use “Get these jobs by e-mail” on the careers list to add one.',
  delete: 'Delete',
  linkPageTitle: 'Job alert',
  working: 'One moment…',
  frequencyLabel: { instant: 'Instant', daily: 'Daily', weekly: 'Weekly' },
} as const;
