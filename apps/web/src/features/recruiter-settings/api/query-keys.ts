/** REC-13: the recruiter's settings page's query keys. */
export const recruiterSettingsKeys = {
  all: ['recruiter-settings'] as const,
  mine: () => [...recruiterSettingsKeys.all, 'mine'] as const,
  /** REC-32: the member's calendar feed. */
  calendarFeed: () => [...recruiterSettingsKeys.all, 'calendar-feed'] as const,
  /** REC-34, REC-35: the member's referral code, and the admins' referrers. */
  referralLinks: () => [...recruiterSettingsKeys.all, 'referral-links'] as const,
  referrers: () => [...recruiterSettingsKeys.all, 'referrers'] as const,
};
