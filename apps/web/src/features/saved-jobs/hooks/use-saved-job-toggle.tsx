import { toast } from 'react-toastify';
import { APPLICATION_MESSAGES, UNDO_TOAST_MS } from '@careers/shared';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useToggleSavedJob } from '../api/saved-jobs';

const TOAST_ID = 'save-job';

/**
 * APP-6: unsaving asks nothing; its toast says so with an Undo that saves the job again. Used by Save job
 * on the job page and by Remove on the Saved Jobs tab.
 */
export function useSavedJobToggle() {
  const toggle = useToggleSavedJob();

  const save = async (jobId: number) => {
    try {
      toast.success((await toggle.mutateAsync({ jobId, save: true })).message, { toastId: TOAST_ID });
    } catch (error) {
      toastError(error, serverMessageOr(error, APPLICATION_MESSAGES.saveFailed), { toastId: TOAST_ID });
    }
  };

  const unsave = async (jobId: number) => {
    try {
      const { message } = await toggle.mutateAsync({ jobId, save: false });
      // A toast with the same id still on screen (the save's) would swallow this one: drop it first.
      toast.dismiss(TOAST_ID);
      toast.success(
        ({ closeToast }) => (
          <span className="flex items-center justify-between gap-3">
            <span>{message}</span>
            <button
              type="button"
              className="flex-none rounded-md px-2 py-1 font-semibold text-brand-800 underline hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              onClick={(event) => {
                event.stopPropagation();
                closeToast();
                void save(jobId);
              }}
            >
              {APPLICATION_MESSAGES.undoUnsave}
            </button>
          </span>
        ),
        { toastId: `${TOAST_ID}-undo-${jobId}`, autoClose: UNDO_TOAST_MS, closeOnClick: false },
      );
    } catch (error) {
      toastError(error, serverMessageOr(error, APPLICATION_MESSAGES.saveFailed), { toastId: TOAST_ID });
    }
  };

  return { save, unsave, isPending: toggle.isPending };
}
