import { useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeSettings } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** PRV-1: GET /api/privacy-notice, the server's settings the notice states (RETENTION_MONTHS). */
export const usePrivacyNoticeSettings = () =>
  useQuery({
    queryKey: privacyKeys.noticeSettings(),
    queryFn: ({ signal }) => apiRequest<PrivacyNoticeSettings>('/privacy-notice', { signal }),
    staleTime: Infinity,
  });
