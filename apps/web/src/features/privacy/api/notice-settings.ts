import { useQuery } from '@tanstack/react-query';
import { privacyNoticeOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** PRV-1: the server's settings the notice states, RETENTION_MONTHS (`privacyNoticeOperations.getPrivacyNoticeSettings`). */
export const usePrivacyNoticeSettings = () =>
  useQuery({
    queryKey: privacyKeys.noticeSettings(),
    queryFn: ({ signal }) => callApi(privacyNoticeOperations.getPrivacyNoticeSettings, { signal }),
    staleTime: Infinity,
  });
