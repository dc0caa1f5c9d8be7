import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/**
 * PRO-12: the candidate's profile (GET /api/user-details). A 401 triggers ACC-15's rule in the
 * API client, so an ended session leaves the profile for /login.
 */
export const getUserDetails = (signal?: AbortSignal) => callApi(profileOperations.getUserDetails, { signal });

export const userDetailsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.userDetails(), queryFn: ({ signal }) => getUserDetails(signal), staleTime: 0 });

export const useUserDetails = () => useQuery(userDetailsQueryOptions());
