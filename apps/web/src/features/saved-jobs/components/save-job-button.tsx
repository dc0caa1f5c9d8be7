import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { APPLICATION_MESSAGES, PAGE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useSavedJobs } from '../api/saved-jobs';
import { useSavedJobToggle } from '../hooks/use-saved-job-toggle';

/**
 * PUB-12's Save job, made real (APP-6): it toggles the job in the candidate's saved jobs. A saved job
 * shows it: the button is pressed and reads "Saved"; a click unsaves without asking, reversible from
 * the toast's Undo. An anonymous visitor goes to login first and comes back to this job. Recruiters do
 * not save jobs.
 */
export function SaveJobButton({ jobId }: { jobId: number }) {
  const { signedIn, user } = useSession();
  const isCandidate = signedIn && (user?.role ?? 'candidate') === 'candidate';
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useSavedJobs(isCandidate);
  const toggle = useSavedJobToggle();
  const isSaved = Boolean(saved.data?.saved_jobs.some((s) => s.job.job_id === jobId));

  const onClick = async () => {
    if (!signedIn) {
      toast.info(UI_MESSAGES.signInToSaveJobs, { toastId: 'save-job' });
      void navigate(paths.login, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    if (!isCandidate) {
      toast.info(APPLICATION_MESSAGES.candidatesOnly, { toastId: 'save-job' });
      return;
    }
    await (isSaved ? toggle.unsave(jobId) : toggle.save(jobId));
  };

  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={() => void onClick()}
      aria-pressed={isCandidate ? isSaved : undefined}
      disabled={toggle.isPending}
      className="aria-pressed:bg-brand-50 aria-pressed:ring-brand-500"
    >
      <Icon icon={isSaved ? icons.bookmarkFilled : icons.bookmark} className="h-5 w-5" />
      {isSaved ? APPLICATION_MESSAGES.jobSavedState : PAGE_TEXTS.saveJob}
    </Button>
  );
}
