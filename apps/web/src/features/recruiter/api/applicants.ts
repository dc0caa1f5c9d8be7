import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recruiterApplicationsOperations as operations,
  recruiterConversationOperations,
  type ApplicationStatus,
  type InterviewInput,
} from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { recruiterKeys } from './query-keys';

export type StepChange = { applicationId: number } & (
  { action: 'advance'; from: ApplicationStatus; interview?: InterviewInput } | { action: 'not-selected'; templateId?: number }
);

/** REC-6: advance one step (naming the status seen) or mark Not selected; the candidate is e-mailed. */
export function useChangeStep(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StepChange) => {
      const params = { id: change.applicationId };
      return change.action === 'advance'
        ? callApi(operations.advanceApplication, {
            params,
            body: { from: change.from, ...(change.interview ? { interview: change.interview } : {}) },
          })
        : callApi(operations.markNotSelected, {
            params,
            // REC-29: the rejection message template chosen, or none.
            body: change.templateId === undefined ? {} : { templateId: change.templateId },
          });
    },
    // The job's applicants wherever they show (the table, the panel, the board: their keys start with it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.applicants(jobId) }),
  });
}

/** REC-12: schedule or move the interview (an updated invitation). */
export function useScheduleInterview(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, interview }: { applicationId: number; interview: InterviewInput }) =>
      callApi(operations.scheduleInterview, { params: { id: applicationId }, body: interview }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.applicants(jobId) }),
  });
}

/** REC-29: the team's rejection message templates, offered when confirming Not selected. */
export const useRejectionTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: ['recruiter', 'message-templates'],
    queryFn: ({ signal }) => callApi(recruiterConversationOperations.listMessageTemplates, { signal }),
    enabled,
    staleTime: 60_000,
  });
