import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { auditKeys, type AuditQueryParams } from './query-keys';

export type { AuditQueryParams } from './query-keys';

/** REC-9: one page of the access log (admins); the last page stays shown while the next loads. Always fresh. */
export const useAuditLog = (query: AuditQueryParams) =>
  useQuery({
    queryKey: auditKeys.log(query),
    queryFn: ({ signal }) => apiRequest<AuditResponse>('/recruiter/audit', { auth: true, signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
