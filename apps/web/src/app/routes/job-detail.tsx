import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import DOMPurify from 'dompurify';
import {
  DETAIL_PAGE_JOB_CARDS,
  JOB_TERMS_MESSAGES as T,
  PAGE_TEXTS,
  UI_MESSAGES,
  formatDate,
  formatEligibility,
  jobPageTitle,
} from '@careers/shared';
import { ApiError } from '@/lib/api-client';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useJobDetails } from '@/features/jobs/api/get-job-details';
import { useJobOpenings } from '@/features/jobs/api/job-openings-query';
import { JobBadges } from '@/features/jobs/components/job-badges';
import { JobCard } from '@/features/jobs/components/job-card';
import { JobSkills, jobTermFacts } from '@/features/jobs/components/job-terms';
import { ApproximatePay, ShowPayInSlot } from '@/features/jobs/components/display-currency-slots';
import { CantFindRoleCard } from '@/features/jobs/components/cant-find-role-card';
import { JobLoading } from '@/features/jobs/components/job-loading';
import { jobFromLinkState } from '@/features/jobs/utils/job-link-state';
import { ShareDialog } from '@/features/jobs/components/share-dialog';
import { SaveJobButton } from '@/features/saved-jobs/components/save-job-button';
import { YourFit } from '@/features/fit/components/your-fit';
import { NotFoundPage } from './not-found';

/** GEN-7: dd-MM-yyyy. The API's yyyy-MM-dd is read as a local date so no time zone moves it a day. */

/** PUB-12: three other open jobs (the list's newest, without this one). */
function OtherJobs({ jobId }: { jobId: number }) {
  const { data } = useJobOpenings({ page: '1', pageSize: String(DETAIL_PAGE_JOB_CARDS + 1) });
  const others = (data?.job_openings ?? []).filter((job) => job.job_id !== jobId).slice(0, DETAIL_PAGE_JOB_CARDS);
  return (
    <section aria-labelledby="other-jobs-title" className="border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="other-jobs-title" className="text-2xl font-bold tracking-tight text-ink">
            More open roles
          </h2>
          <ButtonLink to={paths.careers} variant="secondary">
            {PAGE_TEXTS.viewAllJobOpenings}
            <Icon icon={icons.arrowRight} className="h-5 w-5" />
          </ButtonLink>
        </div>
        <ul className="mt-8 grid min-h-40 gap-5 md:grid-cols-3">
          {others.map((job) => (
            <li key={job.job_id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** PUB-12: the job detail page at /job/{jobId}. */
export function JobDetailPage() {
  const { jobId = '' } = useParams();
  const location = useLocation();
  const fromState = jobFromLinkState(location.state, jobId);
  const { data: job, error, isPending } = useJobDetails(jobId, fromState);
  const [shareOpen, setShareOpen] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  const jobTitle = job?.job_title;

  // A job opened from the careers list or another job's card starts at its top, not at the old scroll position.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [jobId]);

  // The server sent this title on a direct visit (PUB-16); client navigation sets it, and leaving restores the site's.
  useEffect(() => {
    if (!jobTitle) return;
    document.title = jobPageTitle(jobTitle);
    return () => {
      document.title = site.title;
    };
  }, [jobTitle]);

  // PUB-12: an unknown or closed job shows the not-found page, not an endless loader.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  if (isPending || !job) {
    if (error) {
      return (
        <p className="mx-auto max-w-7xl px-4 py-24 text-center text-muted" role="status">
          {UI_MESSAGES.noJobsFound}
        </p>
      );
    }
    return <JobLoading />;
  }

  const url = new URL(paths.job(job.job_id), window.location.origin).href;
  const closeShare = () => {
    setShareOpen(false);
    shareButton.current?.focus();
  };

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{job.category}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{job.job_title}</h1>
          {/* PUB-12's fixed line is the company's; the role's own place is labelled as the role's (PUB-18). One
              indent for both lines, beside the pin, however they wrap. */}
          <dl className="relative mt-3 space-y-1 pl-7 text-muted">
            <div className="flex flex-wrap gap-x-2">
              <Icon icon={icons.mapPin} className="absolute top-0.5 left-0 h-5 w-5 text-brand-600" />
              <dt className="font-semibold text-ink">{T.companyLocationLabel}:</dt>
              <dd>{PAGE_TEXTS.jobLocationLine}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-ink">{T.roleLocationLabel}:</dt>
              <dd>
                {job.location}
                {job.is_remote && job.remote_countries.length > 0 ? ` · ${formatEligibility(job.remote_countries) ?? ''}` : ''}
              </dd>
            </div>
          </dl>
          <div className="mt-4">
            <JobBadges job={job} onsiteLabel="On-Site" />
          </div>
          {/* On phones the two Apply actions take full rows and Save/Share share one. */}
          <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <ButtonLink to={paths.apply(job.job_id)} size="lg" className="col-span-2">
              {PAGE_TEXTS.applyNow}
            </ButtonLink>
            <ButtonLink to={paths.applyWithLinkedIn(job.job_id)} size="lg" variant="secondary" className="col-span-2">
              <Icon icon={icons.linkedin} className="h-5 w-5 text-brand-700" />
              {PAGE_TEXTS.applyWithLinkedIn}
            </ButtonLink>
            <SaveJobButton jobId={job.job_id} />
            <Button ref={shareButton} variant="secondary" size="lg" onClick={() => setShareOpen(true)} aria-haspopup="dialog">
              <Icon icon={icons.share} className="h-5 w-5" />
              {PAGE_TEXTS.shareJob}
            </Button>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {/*
          PUB-18: pay, engagement and eligibility are said once, in the facts (the header keeps the title, the
          company's line and the role's place). The facts come before the description in the page, so a phone
          reads the pay first; from lg they sit in the right column, the description spanning both rows.
        */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-y-6">
          <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
            {/* APP-10: the signed-in candidate's fit, its own component and request (the page's cached answer stays public). */}
            <YourFit jobId={job.job_id} />
            <div className="rounded-[var(--radius-card)] border border-line bg-white text-sm shadow-[var(--shadow-card)]">
              <dl className="divide-y divide-line">
                {/* The role's place is the header's "This role" line; the facts start with the terms. */}
                {[
                  ...jobTermFacts(job),
                  ['Job type', job.job_type],
                  ['Department', job.department],
                  ['Posted on', formatDate(job.posted_date)],
                  ...(job.closing_date ? [['Apply by', formatDate(job.closing_date)]] : []),
                ].map(([term, value]) => (
                  <div key={term} className="flex justify-between gap-4 px-5 py-3">
                    <dt className="text-muted">{term}</dt>
                    <dd className="text-right font-medium text-ink">
                      {value}
                      {/* PUB-19: the range also in the visitor's currency, under the job's own. */}
                      {term === T.payLabel && job.pay && (
                        <div className="mt-0.5 text-xs font-normal">
                          <ApproximatePay pay={job.pay} stacked />
                        </div>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {job.pay && (
                <div className="border-t border-line px-5 py-3">
                  <ShowPayInSlot className="justify-between" />
                </div>
              )}
            </div>
            <JobSkills job={job} />
          </div>
          <article aria-labelledby="job-description-title" className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <h2 id="job-description-title" className="text-xl font-bold text-ink">
              About this role
            </h2>
            {/* Sanitised on write by the server and again here before rendering (REC-7). */}
            <div
              className="rich-text mt-2 max-w-3xl text-ink"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(job.job_description) }}
            />
          </article>
          <div className="lg:col-start-2 lg:row-start-2">
            <CantFindRoleCard />
          </div>
        </div>
      </div>

      <OtherJobs jobId={job.job_id} />
      <ShareDialog open={shareOpen} onClose={closeShare} url={url} title={`${job.job_title} at ${site.companyName}`} />
    </>
  );
}
export default JobDetailPage;
