import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateJobAlertInput, CreateJobAlertResponse, JobAlertsResponse, MessageResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** Issue 15: POST /api/job-alerts, signed in (on at once) or with `email` (double opt-in). Plain: the careers block has no React Query. */
export const createJobAlert = (input: CreateJobAlertInput, signedIn: boolean) =>
  apiRequest<CreateJobAlertResponse>('/job-alerts', { method: 'POST', body: input, auth: signedIn });

/** The e-mailed links: confirm (double opt-in) or one-click unsubscribe, by their signed token. */
export const followAlertLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  apiRequest<MessageResponse>(`/job-alerts/${action}`, { method: action === 'confirm' ? 'GET' : 'POST', query: { token } });

const jobAlertKeys = { all: ['job-alerts'] as const };
export const jobAlertsQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertKeys.all,
    queryFn: ({ signal }) => apiRequest<JobAlertsResponse>('/job-alerts', { auth: true, signal }),
  });
export const useJobAlerts = () => useQuery(jobAlertsQueryOptions());

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>(`/job-alerts/${id}`, { method: 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.all }),
  });
}
