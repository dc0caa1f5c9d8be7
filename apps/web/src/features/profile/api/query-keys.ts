/** The profile feature's query keys. */
export const profileKeys = {
  all: ['profile'] as const,
  userDetails: () => [...profileKeys.all, 'user-details'] as const,
  terms: () => [...profileKeys.all, 'terms'] as const,
};
