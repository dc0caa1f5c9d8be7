import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recruiterAuditOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { auditKeys, type AuditQueryParams } from './query-keys';

export type { AuditQueryParams } from './query-keys';

/** REC-9: one page of the access log (`recruiterAuditOperations.listAccessLog`, admins); the last page stays shown while the next loads. Always fresh. */
export const useAuditLog = (query: AuditQueryParams) =>
  useQuery({
    queryKey: auditKeys.log(query),
    queryFn: ({ signal }) => callApi(recruiterAuditOperations.listAccessLog, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
