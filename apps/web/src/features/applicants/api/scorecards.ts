import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  scorecardsOperations as operations,
  type ApplicationScorecards,
  type InterviewPlanInput,
  type ScorecardUpdateInput,
} from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { applicantsKeys } from './query-keys';

/** REC-28: the scorecards key sits under the job's applicants key, so a move refreshes it too. */
export const scorecardsKey = (jobId: number, applicationId: number) => [...applicantsKeys.job(jobId), 'scorecards', applicationId] as const;
export const interviewPlanKey = (jobId: number) => ['recruiter', 'interview-plan', jobId] as const;

/** REC-28: an application's scorecards per stage (the others' only once the member submitted their own). */
export const useScorecards = (jobId: number, applicationId: number) =>
  useQuery({
    queryKey: scorecardsKey(jobId, applicationId),
    queryFn: ({ signal }) => callApi(operations.listScorecards, { params: { id: applicationId }, signal }),
  });

export function useSetInterviewStage(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: number | null) => callApi(operations.setInterviewStage, { params: { id: applicationId }, body: { stageId } }),
    onSuccess: (view: ApplicationScorecards) => queryClient.setQueryData(scorecardsKey(jobId, applicationId), view),
  });
}

/** Writes the member's own scorecard: a new one for the stage, or a change of theirs. */
export function useSaveScorecard(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scorecardId, stageId, body }: { scorecardId: number | null; stageId: number; body: ScorecardUpdateInput }) =>
      scorecardId === null
        ? callApi(operations.createScorecard, { params: { id: applicationId }, body: { stageId, ...body } })
        : callApi(operations.updateScorecard, { params: { scorecardId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorecardsKey(jobId, applicationId) }),
  });
}

/** REC-28: a job's interview plan (the default three stages while it has none of its own). */
export const useInterviewPlan = (jobId: number) =>
  useQuery({
    queryKey: interviewPlanKey(jobId),
    queryFn: ({ signal }) => callApi(operations.getInterviewPlan, { params: { id: jobId }, signal }),
  });

export function useSaveInterviewPlan(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewPlanInput) => callApi(operations.saveInterviewPlan, { params: { id: jobId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(interviewPlanKey(jobId), answer.plan);
      return queryClient.invalidateQueries({ queryKey: applicantsKeys.job(jobId) });
    },
  });
}
