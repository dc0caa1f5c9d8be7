import { useQuery } from '@tanstack/react-query';
import { myDataOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** PRV-3: who looked at the candidate's data, newest first (`myDataOperations.listMyAccesses`). */
export const useMyAccesses = (page = 1) =>
  useQuery({
    queryKey: privacyKeys.accesses(page),
    queryFn: ({ signal }) => callApi(myDataOperations.listMyAccesses, { query: { page }, signal }),
    staleTime: 0,
  });
