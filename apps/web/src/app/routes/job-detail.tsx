import { useLocation, useParams } from 'react-router';
import DOMPurify from 'dompurify';
import { PAGE_TEXTS, UI_MESSAGES, type Job } from '@careers/shared';
import { ApiError } from '@/lib/api-client';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useJobDetails } from '@/features/jobs/api/get-job-details';
import { JobBadges } from '@/features/jobs/components/job-badges';
import { CantFindRoleCard } from '@/features/jobs/components/cant-find-role-card';
import { NotFoundPage } from './not-found';

/** SPEC 2.6: the job detail page at /job/{jobId}. */
export function JobDetailPage() {
  const { jobId = '' } = useParams();
  const location = useLocation();
  const state = location.state as { job?: Job } | null;
  const fromState = state?.job && String(state.job.job_id) === jobId ? state.job : undefined;
  const { data: job, error, isPending } = useJobDetails(jobId, fromState);

  // D11: an unknown or closed job shows the not-found page, not an endless loader.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  if (isPending || !job) {
    return (
      <p className="mx-auto max-w-7xl px-4 py-24 text-center text-muted" role="status">
        {error ? UI_MESSAGES.noJobsFound : UI_MESSAGES.loadingJobDetails}
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{job.job_title}</h1>
          <p className="mt-2 text-muted">{PAGE_TEXTS.jobLocationLine}</p>
          <div className="mt-4">
            <JobBadges job={job} onsiteLabel="On-Site" />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.apply(job.job_id)}>Apply Now</ButtonLink>
          </div>
          {/* Sanitised on write by the server and again here before rendering (D26). */}
          <div className="rich-text mt-8 text-ink" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(job.job_description) }} />
        </article>
        <aside className="space-y-6">
          <CantFindRoleCard />
        </aside>
      </div>
    </div>
  );
}
export default JobDetailPage;
