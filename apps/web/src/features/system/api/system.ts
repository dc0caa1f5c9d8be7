import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterSystemOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { systemKeys } from './query-keys';

/** How often the open page reads the status again (the queues and schedules move by themselves). */
export const SYSTEM_REFRESH_MS = 30_000;

/** REC-15: the server's status (`recruiterSystemOperations.getSystemStatus`, admins), read again every 30 s while open. */
export const useSystemStatus = () =>
  useQuery({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => callApi(recruiterSystemOperations.getSystemStatus, { signal }),
    staleTime: 0,
    refetchInterval: SYSTEM_REFRESH_MS,
  });

/** REC-15: queue a job kind's failed jobs again (`recruiterSystemOperations.retryFailedJobs`), then read the status again. */
export function useRetryFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: string) => callApi(recruiterSystemOperations.retryFailedJobs, { params: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
  });
}
