import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | undefined;

/**
 * The app's one QueryClient, once a page that uses React Query has loaded it (`lib/query-provider.tsx`).
 * React Query is not in the landing route's initial JS (PUB-17), so code that runs on every page (the
 * header's Logout) reaches the client here, and finds none while only the landing page has been shown.
 */
export const appQueryClient = {
  get: (): QueryClient | undefined => current,
  set(client: QueryClient) {
    current = client;
  },
};
