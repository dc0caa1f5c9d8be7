import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/**
 * PRO-12: GET /api/user-details (auth), the profile of PRO-12. A 401 triggers ACC-15's rule in the
 * API client, so an ended session leaves the profile for /login.
 */
export const getUserDetails = (signal?: AbortSignal) => apiRequest<UserProfile>('/user-details', { auth: true, signal });

export const userDetailsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.userDetails(), queryFn: ({ signal }) => getUserDetails(signal), staleTime: 0 });

export const useUserDetails = () => useQuery(userDetailsQueryOptions());
