import { Navigate, useParams } from 'react-router';
import { APPLICATION_TEXTS, formatDate } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { paths } from '@/config/paths';
import { useApplicants } from '@/features/recruiter/api/applicants';
import { Applicants } from '@/features/recruiter/components/applicants';
import { LAYOUT_PARAM } from '@/features/recruiter/utils/applicant-view';
import { NotFoundPage } from './not-found';

/** REC-5: /recruiter/jobs/:jobId, a posting's applicants (View on REC-3's card). */
export default function RecruiterApplicantsRoute() {
  const jobId = Number(useParams().jobId);
  const { data, isError } = useApplicants(jobId);
  if (isError) return <NotFoundPage />;
  const job = data?.job;
  return (
    <RecruiterPage
      back
      title={job?.job_title ?? 'Applicants'}
      actions={
        job && (
          <ButtonLink to={paths.recruiter.editJob(job.job_id)} variant="secondary">
            <Icon icon={icons.pencil} className="h-4 w-4" />
            Edit job
          </ButtonLink>
        )
      }
    >
      {job && (
        <p className="-mt-4 mb-8 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{APPLICATION_TEXTS.postedOn(formatDate(job.posted_date))}</span>
          <span>{job.location}</span>
          <span>{job.job_type}</span>
        </p>
      )}
      <Applicants jobId={jobId} />
    </RecruiterPage>
  );
}

/**
 * REC-6: /recruiter/jobs/:jobId/board until the board has a page of its own (REC-23): today's board view
 * of the applicants page. It lives in this module (`./recruiter-board` re-exports it) because a chunk of
 * its own that imports React Router directly made the build split React Router off the landing entry
 * (+0.7 KB gzip of initial JS; docs/decisions/031).
 */
export function BoardView() {
  const jobId = useParams().jobId ?? '';
  return <Navigate to={`${paths.recruiter.job(jobId)}?${LAYOUT_PARAM}=board`} replace />;
}
