/** REC-25: the exchange rates page's query keys. */
export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  admin: () => [...exchangeRateKeys.all, 'admin'] as const,
};
