import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '@/lib/app-query-client';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
appQueryClient.set(queryClient);

/**
 * React Query for the route pages. The router loads it with each lazily loaded page (`lazyPage` in
 * `./router.tsx`), so it stays out of the landing route's initial JS (PUB-17); every page shares the
 * one client, so the cache outlives a page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
