import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewSlotsOperations as operations, recruiterTeamOperations, type SlotOfferInput } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { applicantsKeys } from './query-keys';

const key = (jobId: number, applicationId: number) => [...applicantsKeys.job(jobId), 'interview-slots', applicationId] as const;

/** REC-30: the times offered to the candidate, on both clocks, and the candidate's zone. */
export const useInterviewSlots = (jobId: number, applicationId: number) =>
  useQuery({
    queryKey: key(jobId, applicationId),
    queryFn: ({ signal }) => callApi(operations.getInterviewSlots, { params: { id: applicationId }, signal }),
    staleTime: 0,
  });

/** REC-30: offer times; the panel, the table and the board refresh (they share the job's key). */
export function useOfferInterviewSlots(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotOfferInput) => callApi(operations.offerInterviewSlots, { params: { id: applicationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsKeys.job(jobId) }),
  });
}

/** REC-31: cancel the interview with a reason. */
export function useCancelInterview(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi(operations.cancelInterview, { params: { id: applicationId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsKeys.job(jobId) }),
  });
}

/** REC-30: the team members who may be the other interviewers (REC-8's team list). */
export const useInterviewers = () =>
  useQuery({
    queryKey: ['recruiter', 'interviewers'] as const,
    queryFn: ({ signal }) => callApi(recruiterTeamOperations.listTeam, { signal }),
    staleTime: 60_000,
  });
