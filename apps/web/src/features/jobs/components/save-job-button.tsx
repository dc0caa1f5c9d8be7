import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PAGE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/**
 * SPEC 2.6's Save job button. Saved jobs arrive with D15 (a later issue); until then an anonymous
 * visitor is invited to sign in first (D15's rule), and a signed-in one is told plainly it is not
 * available yet, rather than shown a save that did not happen.
 */
export function SaveJobButton() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    if (signedIn) {
      toast.info(UI_MESSAGES.savedJobsUnavailable, { toastId: 'save-job' });
      return;
    }
    // The toast lives outside the router, so its button navigates through this page's navigate.
    toast.info(
      ({ closeToast }) => (
        <span>
          {UI_MESSAGES.signInToSaveJobs}.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => {
              closeToast();
              navigate(paths.login, { state: { from: location.pathname } });
            }}
          >
            Sign in
          </button>
        </span>
      ),
      { toastId: 'save-job' },
    );
  };
  return (
    <Button variant="secondary" size="lg" onClick={onClick}>
      <Icon name="bookmark" className="h-5 w-5" />
      {PAGE_TEXTS.saveJob}
    </Button>
  );
}
