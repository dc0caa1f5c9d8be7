import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recruiterAuditOperations, type AuditQuery } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { auditKeys } from './query-keys';

/**
 * REC-9: one keyset page of the access log (`recruiterAuditOperations.listAccessLog`, admins); the last page
 * stays shown while the next loads. Always fresh. Not asked while the filters cannot be sent (`enabled`).
 */
export const useAuditLog = (query: AuditQuery, enabled = true) =>
  useQuery({
    queryKey: auditKeys.log(query),
    queryFn: ({ signal }) => callApi(recruiterAuditOperations.listAccessLog, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
