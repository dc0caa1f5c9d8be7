import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLICATION_MESSAGES, APPLICATION_TEXTS, PAGE_TEXTS, formatDate, type SavedJob } from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { ListSection } from '@/components/ui/list-section';
import { paths } from '@/config/paths';
import { useSavedJobs } from '../api/saved-jobs';
import { useSavedJobToggle } from '../hooks/use-saved-job-toggle';

function SavedJobCard({ saved }: { saved: SavedJob }) {
  const { job } = saved;
  const toggle = useSavedJobToggle();
  const open = job.status === 'open';
  // APP-6: removing asks nothing; the toast's Undo saves it again.
  const unsave = () => toggle.unsave(job.job_id);
  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug text-ink">
            {open ? (
              <Link to={paths.job(job.job_id)} className="hover:text-brand-700 hover:underline">
                {job.job_title}
              </Link>
            ) : (
              job.job_title
            )}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <Icon icon={icons.mapPin} className="h-4 w-4" />
              {job.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon icon={icons.briefcase} className="h-4 w-4" />
              {job.job_type}
            </span>
            <span>Saved on {formatDate(saved.saved_at)}</span>
          </p>
        </div>
        {open ? (
          <Badge tone={job.is_remote ? 'accent' : 'neutral'}>{job.is_remote ? 'Remote' : 'Onsite'}</Badge>
        ) : (
          <Badge>{APPLICATION_MESSAGES.noLongerOpen}</Badge>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {open && (
          <>
            <ButtonLink to={paths.job(job.job_id)} size="sm" variant="secondary" aria-label={`Open ${job.job_title}`}>
              Open
            </ButtonLink>
            <ButtonLink to={paths.apply(job.job_id)} size="sm" aria-label={`${PAGE_TEXTS.applyNow}: ${job.job_title}`}>
              {PAGE_TEXTS.applyNow}
            </ButtonLink>
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void unsave()}
          disabled={toggle.isPending}
          aria-label={`Remove ${job.job_title} from saved jobs`}
        >
          <Icon icon={icons.trash} className="h-4 w-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}

/** APP-6: the Saved Jobs tab of the profile (PRO-1): each saved job, to open, apply to or remove. */
export function SavedJobs({ empty }: { empty?: ReactNode }) {
  return (
    <ListSection
      title={APPLICATION_TEXTS.savedJobs}
      query={useSavedJobs()}
      loading="Loading saved jobs..."
      items={(data) => data.saved_jobs}
      emptyText={APPLICATION_MESSAGES.noSavedJobs}
      empty={empty}
    >
      {(saved) => <SavedJobCard key={saved.job.job_id} saved={saved} />}
    </ListSection>
  );
}
