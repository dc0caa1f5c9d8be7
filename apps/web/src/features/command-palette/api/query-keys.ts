/** REC-20: the command palette's query keys. */
export const paletteKeys = {
  all: ['command-palette'] as const,
  search: (q: string) => [...paletteKeys.all, 'search', q] as const,
};
