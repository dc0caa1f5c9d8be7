import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewBookingOperations as operations, localTimeZone, type CandidateSlots } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/**
 * APP-13: the open interview times of an application, in the candidate's zone; the browser's own zone
 * goes with the request, so the team sees it when the profile has none.
 */
export const useMyInterviewSlots = (applicationId: number) =>
  useQuery({
    queryKey: applicationKeys.interviewSlots(applicationId),
    queryFn: ({ signal }) =>
      callApi(operations.getMyInterviewSlots, { params: { id: applicationId }, query: { time_zone: localTimeZone() }, signal }),
    staleTime: 0,
  });

/** After a change the page shows the server's answer, and the Applied Jobs tab refetches. */
function useSettle(applicationId: number) {
  const queryClient = useQueryClient();
  return (page: CandidateSlots) => {
    queryClient.setQueryData(applicationKeys.interviewSlots(applicationId), page);
    void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
  };
}

/** APP-13: book an offered time (or move the interview to it). */
export function useBookInterviewSlot(applicationId: number) {
  const settle = useSettle(applicationId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => callApi(operations.bookInterviewSlot, { params: { id: applicationId, slotId } }),
    onSuccess: (answer) => settle(answer.page),
    // A time taken meanwhile: show what is still open.
    onError: () => queryClient.invalidateQueries({ queryKey: applicationKeys.interviewSlots(applicationId) }),
  });
}

/** APP-13: cancel the interview with a reason. */
export function useCancelMyInterview(applicationId: number) {
  const settle = useSettle(applicationId);
  return useMutation({
    mutationFn: (reason: string) => callApi(operations.cancelMyInterview, { params: { id: applicationId }, body: { reason } }),
    onSuccess: (answer) => settle(answer.page),
  });
}

/** APP-13: none of the times suit: a note to the team (it joins the conversation). */
export function useAskOtherTimes(applicationId: number) {
  const settle = useSettle(applicationId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => callApi(operations.askOtherInterviewTimes, { params: { id: applicationId }, body: { note } }),
    onSuccess: (answer) => {
      settle(answer.page);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.messages(applicationId) });
    },
  });
}
