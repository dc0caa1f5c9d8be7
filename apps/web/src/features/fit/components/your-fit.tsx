import { Link, useLocation } from 'react-router';
import { FIT_MESSAGES as F } from '@careers/shared';
import { FitLines } from '@/components/ui/fit-lines';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useJobFit } from '../api/get-job-fit';

const CARD = 'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]';

/**
 * APP-10 (docs/decisions/043): "Your fit" on a job page. A signed-in candidate reads how their terms
 * compare with the job's, line by line with a mark and words; that the comparison never rejects, hides
 * or moves anyone and a person decides; the rules' version; and, when something is not known, where to
 * add it. A visitor gets a sign-in hint; recruiters see nothing here (they read fits per applicant).
 */
export function YourFit({ jobId }: { jobId: number }) {
  const { signedIn, user } = useSession();
  const location = useLocation();
  const isCandidate = signedIn && (user?.role ?? 'candidate') === 'candidate';
  const fit = useJobFit(jobId, isCandidate);

  if (!signedIn) {
    return (
      <aside aria-labelledby="your-fit-title" className={CARD}>
        <h2 id="your-fit-title" className="flex items-center gap-2 text-base font-bold text-ink">
          <Icon icon={icons.target} className="h-5 w-5 text-brand-600" />
          {F.panelTitle}
        </h2>
        <p className="mt-2 text-sm text-muted">
          <Link
            to={paths.login}
            state={{ from: `${location.pathname}${location.search}` }}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {F.signInHint}
          </Link>
        </p>
      </aside>
    );
  }
  if (!isCandidate) return null;

  const unknown = fit.data?.lines.some((line) => line.status === 'unknown') ?? false;
  return (
    <aside aria-labelledby="your-fit-title" aria-busy={fit.isPending} className={CARD} data-testid="your-fit">
      <h2 id="your-fit-title" className="flex items-center gap-2 text-base font-bold text-ink">
        <Icon icon={icons.target} className="h-5 w-5 text-brand-600" />
        {F.panelTitle}
      </h2>
      <div className="mt-3">
        {fit.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner /> {F.loading}
          </p>
        ) : fit.isError ? (
          <p className="text-sm text-muted" role="alert">
            {F.loadFailed}{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void fit.refetch()}>
              {F.tryAgain}
            </button>
          </p>
        ) : (
          <>
            <FitLines lines={fit.data.lines} />
            {unknown && (
              <p className="mt-4 text-sm">
                <Link
                  to={paths.profile}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
                >
                  {F.completeTerms}
                  <Icon icon={icons.arrowRight} className="h-4 w-4" />
                </Link>
              </p>
            )}
          </>
        )}
      </div>
      <p className="mt-4 border-t border-line pt-3 text-xs leading-relaxed text-muted">{F.neverDecides}</p>
      {fit.data && <p className="mt-1 text-xs text-muted">{F.rulesVersion(fit.data.version)}</p>}
    </aside>
  );
}
