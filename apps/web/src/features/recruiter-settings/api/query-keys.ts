/** REC-13: the recruiter's settings page's query keys. */
export const recruiterSettingsKeys = {
  all: ['recruiter-settings'] as const,
  mine: () => [...recruiterSettingsKeys.all, 'mine'] as const,
  /** REC-32: the member's calendar feed. */
  calendarFeed: () => [...recruiterSettingsKeys.all, 'calendar-feed'] as const,
};
