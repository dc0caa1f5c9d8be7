import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetry } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: retryDelayMs,
      },
    },
  });
}
