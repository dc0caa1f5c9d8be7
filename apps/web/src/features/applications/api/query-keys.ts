/** The applications feature's query keys. */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  draft: (jobId: number) => [...applicationKeys.all, 'draft', jobId] as const,
  profileFiles: () => [...applicationKeys.all, 'profile-files'] as const,
  messages: (applicationId: number) => [...applicationKeys.all, 'messages', applicationId] as const,
  unread: () => [...applicationKeys.all, 'unread-messages'] as const,
  interviewSlots: (applicationId: number) => [...applicationKeys.all, 'interview-slots', applicationId] as const,
};
