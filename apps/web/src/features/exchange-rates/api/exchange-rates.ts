import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterExchangeRatesOperations, type ExchangeRatesUpdate } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { exchangeRateKeys } from './query-keys';

/** REC-25: every stored rate with its day and who set it (`recruiterExchangeRatesOperations.listExchangeRates`, admins). */
export const adminExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateKeys.admin(),
    queryFn: ({ signal }) => callApi(recruiterExchangeRatesOperations.listExchangeRates, { signal }),
    staleTime: 0,
  });
export const useAdminExchangeRates = () => useQuery(adminExchangeRatesQueryOptions());

/** REC-25: set one or several rates (`recruiterExchangeRatesOperations.setExchangeRates`); the answer is the table as saved. */
export function useSetExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeRatesUpdate) => callApi(recruiterExchangeRatesOperations.setExchangeRates, { body }),
    onSuccess: (answer) => queryClient.setQueryData(exchangeRateKeys.admin(), answer),
  });
}
