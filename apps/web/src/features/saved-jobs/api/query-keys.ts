/** The saved-jobs feature's query keys. */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
};
