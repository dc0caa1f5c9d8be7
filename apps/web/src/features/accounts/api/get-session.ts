import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/session (auth): checks the stored token with the server. A 401 from it triggers
 * SPEC 8's rule in the API client (storage cleared, toast, back to /login).
 */
export const getSession = (signal?: AbortSignal) => apiRequest<SessionResponse>('/session', { auth: true, signal });

export const sessionQueryOptions = () => queryOptions({ queryKey: ['session'], queryFn: ({ signal }) => getSession(signal), staleTime: 0 });

export const useServerSession = () => useQuery(sessionQueryOptions());
