import { useQuery } from '@tanstack/react-query';
import type { MyAccessesResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** PRV-3: GET /api/me/accesses, who looked at the candidate's data (newest first). */
export const useMyAccesses = (page = 1) =>
  useQuery({
    queryKey: privacyKeys.accesses(page),
    queryFn: ({ signal }) => apiRequest<MyAccessesResponse>(`/me/accesses?page=${page}`, { auth: true, signal }),
    staleTime: 0,
  });
