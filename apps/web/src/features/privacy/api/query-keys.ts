/** The privacy feature's query keys. */
export const privacyKeys = {
  all: ['privacy'] as const,
  accesses: (page: number) => [...privacyKeys.all, 'accesses', page] as const,
  noticeSettings: () => [...privacyKeys.all, 'notice-settings'] as const,
};
