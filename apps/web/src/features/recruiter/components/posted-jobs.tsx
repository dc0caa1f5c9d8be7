import { toast } from 'react-toastify';
import { APPLICATION_TEXTS, RECRUITER_MESSAGES, formatDate, type PostedJob } from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { usePostedJobs, useSetJobStatus, useSetWatching } from '../api/jobs';
import { toastError } from '@/lib/error-toast';

const applicantsText = (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`;

/** REC-3's card: title, posted-on date, location, contract type; View when open, 'Applications closed' otherwise. */
/**
 * REC-13: a toggle button (aria-pressed): watching a job e-mails the recruiter of each new application. Its name
 * starts with the text it shows ("Watch" or "Watching"), as label-in-name asks.
 */
function WatchToggle({ job }: { job: PostedJob }) {
  const setWatching = useSetWatching();
  const toggle = async () => {
    try {
      toast.success((await setWatching.mutateAsync({ jobId: job.job_id, watching: !job.watching })).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.watchFailed));
    }
  };
  return (
    <Button
      size="sm"
      variant={job.watching ? 'secondary' : 'ghost'}
      aria-pressed={job.watching}
      aria-label={`${job.watching ? RECRUITER_MESSAGES.watching : RECRUITER_MESSAGES.watch}: ${job.title}`}
      title={RECRUITER_MESSAGES.watchHint(job.title)}
      disabled={setWatching.isPending}
      onClick={() => void toggle()}
    >
      <Icon icon={icons.eye} className="h-4 w-4" />
      {job.watching ? RECRUITER_MESSAGES.watching : RECRUITER_MESSAGES.watch}
    </Button>
  );
}

function PostedJobCard({ job }: { job: PostedJob }) {
  const setStatus = useSetJobStatus();
  const open = job.status === 'open';
  const toggle = async () => {
    try {
      toast.success((await setStatus.mutateAsync({ jobId: job.job_id, status: open ? 'closed' : 'open' })).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.jobSaveFailed));
    }
  };
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold leading-snug text-ink">{job.title}</h2>
        <Badge tone={open ? 'accent' : 'neutral'}>{open ? 'Open' : 'Closed'}</Badge>
      </div>
      <dl className="mt-3 mb-5 grid grid-cols-1 gap-1.5 text-sm text-muted">
        <div className="flex items-center gap-1.5">
          <Icon icon={icons.calendar} className="h-4 w-4 flex-none" />
          <dt className="sr-only">Posted on</dt>
          <dd>{APPLICATION_TEXTS.postedOn(formatDate(job.datePosted))}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Icon icon={icons.mapPin} className="h-4 w-4 flex-none" />
          <dt className="sr-only">Location</dt>
          <dd className="truncate">{job.location}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Icon icon={icons.briefcase} className="h-4 w-4 flex-none" />
          <dt className="sr-only">Contract type</dt>
          <dd>{job.contractType}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Icon icon={icons.users} className="h-4 w-4 flex-none" />
          <dt className="sr-only">Applicants</dt>
          <dd>{applicantsText(job.applicants)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-4">
        {open ? (
          <ButtonLink to={paths.recruiter.job(job.job_id)} size="sm" aria-label={`${APPLICATION_TEXTS.view} applicants for ${job.title}`}>
            {APPLICATION_TEXTS.view}
          </ButtonLink>
        ) : (
          <span className="inline-flex h-9 items-center rounded-lg bg-surface px-3 text-sm font-medium text-muted">
            {APPLICATION_TEXTS.applicationsClosed}
          </span>
        )}
        {!open && job.applicants > 0 && (
          <ButtonLink to={paths.recruiter.job(job.job_id)} size="sm" variant="secondary" aria-label={`Applicants for ${job.title}`}>
            Applicants
          </ButtonLink>
        )}
        <ButtonLink to={paths.recruiter.editJob(job.job_id)} size="sm" variant="ghost" aria-label={`Edit ${job.title}`}>
          <Icon icon={icons.pencil} className="h-4 w-4" />
          Edit
        </ButtonLink>
        <WatchToggle job={job} />
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          onClick={() => void toggle()}
          disabled={setStatus.isPending}
          aria-label={`${open ? 'Close job' : 'Reopen'}: ${job.title}`}
        >
          {open ? 'Close job' : 'Reopen'}
        </Button>
      </div>
    </li>
  );
}

/** REC-3's Posted jobs screen, fed by every posting. */
export function PostedJobs() {
  const query = usePostedJobs();
  return (
    <QueryState
      query={query}
      loading="Loading posted jobs..."
      isEmpty={(data) => data.jobs.length === 0}
      empty={<p className="text-muted">No jobs are posted yet.</p>}
    >
      {(data) => (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {data.jobs.map((job) => (
            <PostedJobCard key={job.job_id} job={job} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
