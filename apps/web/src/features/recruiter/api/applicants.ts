import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantResponse, ApplicantsResponse, ApplicationStatus, InterviewInput } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { recruiterKeys } from './query-keys';

/** REC-5: GET /api/recruiter/jobs/:id/applications, the job and its applicants. */
export const applicantsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: recruiterKeys.applicants(jobId),
    queryFn: ({ signal }) => apiRequest<ApplicantsResponse>(`/recruiter/jobs/${jobId}/applications`, { auth: true, signal }),
    staleTime: 0,
  });
export const useApplicants = (jobId: number) => useQuery(applicantsQueryOptions(jobId));

export type StepChange = { applicationId: number } & (
  { action: 'advance'; from: ApplicationStatus; interview?: InterviewInput } | { action: 'not-selected' }
);

/** REC-6: advance one step (naming the status seen) or mark Not selected; the candidate is e-mailed. */
export function useChangeStep(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StepChange) =>
      apiRequest<ApplicantResponse>(`/recruiter/applications/${change.applicationId}/${change.action}`, {
        method: 'POST',
        ...(change.action === 'advance'
          ? { body: { from: change.from, ...(change.interview ? { interview: change.interview } : {}) } }
          : {}),
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantsQueryOptions(jobId).queryKey }),
  });
}

/** Issue 14: PUT /api/recruiter/applications/:id/interview, schedule or move the interview (an updated invitation). */
export function useScheduleInterview(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, interview }: { applicationId: number; interview: InterviewInput }) =>
      apiRequest<ApplicantResponse>(`/recruiter/applications/${applicationId}/interview`, { method: 'PUT', body: interview, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantsQueryOptions(jobId).queryKey }),
  });
}
