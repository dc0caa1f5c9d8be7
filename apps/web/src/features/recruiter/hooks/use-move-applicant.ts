import { toast } from 'react-toastify';
import { RECRUITER_MESSAGES, type InterviewInput } from '@careers/shared';
import { serverMessageOr } from '@/lib/api-client';
import { useChangeStep, useScheduleInterview, type StepChange } from '../api/applicants';
import { toastError } from '@/lib/error-toast';

/**
 * REC-6's moves as the list and the board make them: the step-change API, its answer as a toast, and the
 * server's own message when it refuses (a stale move gets 409 with where the application now is; the
 * applicants query is refreshed either way, so the page shows the latest state). Each call answers
 * whether it succeeded, so the caller can close its form or dialog.
 */
export function useMoveApplicant(jobId: number) {
  const change = useChangeStep(jobId);
  const schedule = useScheduleInterview(jobId);
  const move = async (step: StepChange): Promise<boolean> => {
    try {
      toast.success((await change.mutateAsync(step)).message);
      return true;
    } catch (error) {
      toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.changeFailed));
      return false;
    }
  };
  const reschedule = async (applicationId: number, interview: InterviewInput): Promise<boolean> => {
    try {
      toast.success((await schedule.mutateAsync({ applicationId, interview })).message);
      return true;
    } catch (error) {
      toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.changeFailed));
      return false;
    }
  };
  return { move, reschedule, pending: change.isPending || schedule.isPending, moving: change.isPending };
}
