import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network failure might.
        retry: (count, error) => !(error instanceof ApiError && typeof error.status === 'number' && error.status < 500) && count < 2,
      },
    },
  });
}
