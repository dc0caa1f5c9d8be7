import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_MESSAGES, APPLICATION_TEXTS, PAGE_TEXTS, type ApplicationMode } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useJobDetails } from '@/features/jobs/api/get-job-details';
import { JobBadges } from '@/features/jobs/components/job-badges';
import { JobLoading } from '@/features/jobs/components/job-loading';
import { ApplicationForm } from '@/features/applications/components/application-form';
import { useUserDetails } from '@/features/profile/api/get-user-details';

const JOB_ID = /^[1-9]\d{0,9}$/;

function Notice({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-lg text-ink">{text}</p>
      <ButtonLink to={paths.careers} className="mt-6">
        {PAGE_TEXTS.viewAllJobOpenings}
      </ButtonLink>
    </div>
  );
}

function ApplyPage({ jobId, mode }: { jobId: string; mode: ApplicationMode }) {
  const { data: job, error, isPending } = useJobDetails(jobId);
  // APP-1: the form is pre-filled from the profile (PRO-12's GET /api/user-details).
  const profile = useUserDetails();

  // APP-2: the form opens at its top, scrolling there smoothly (unless the visitor prefers less motion).
  useEffect(() => {
    if (window.scrollY === 0) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [jobId]);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <Notice text={APPLICATION_MESSAGES.jobNotFound} />;
  if (isPending || !job || profile.isPending) return error ? <Notice text={APPLICATION_MESSAGES.loadFailed} /> : <JobLoading />;

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{APPLICATION_TEXTS.pageTitle}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink">
            <Link to={paths.job(job.job_id)} className="hover:underline">
              {job.job_title}
            </Link>
          </h1>
          <p className="mt-2 flex items-center gap-2 text-muted">
            <Icon icon={icons.mapPin} className="h-5 w-5 text-brand-600" />
            {job.location}
          </p>
          <div className="mt-3">
            <JobBadges job={job} />
          </div>
          {mode === 'linkedin' && (
            <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white p-3 text-sm text-ink ring-1 ring-brand-100">
              <Icon icon={icons.linkedin} className="h-5 w-5 text-brand-700" />
              <span>
                <strong>{PAGE_TEXTS.applyWithLinkedIn}:</strong> your LinkedIn profile link stands in for a CV.
              </span>
              <Link to={paths.apply(job.job_id)} className="font-semibold text-brand-700 underline underline-offset-2">
                Apply with a CV instead
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        {/* A new job or mode starts a new form (its draft and pre-fill are read again). */}
        <ApplicationForm key={`${job.job_id}-${mode}`} job={job} mode={mode} profile={profile.data ?? null} />
      </div>
    </>
  );
}

/** APP-2 / APP-1: /apply?job={jobId}[&mode=linkedin], for signed-in candidates (the router's guard). */
export default function ApplyRoute() {
  const [params] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const mode: ApplicationMode = params.get('mode') === 'linkedin' ? 'linkedin' : 'standard';
  return JOB_ID.test(jobId) ? <ApplyPage jobId={jobId} mode={mode} /> : <Notice text={APPLICATION_MESSAGES.missingJob} />;
}
