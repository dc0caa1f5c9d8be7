import { useCallback, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { APPLICANTS_TABLE_MESSAGES as M, EXPORT_MESSAGES, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { PageHeader } from '@/components/workspace/page-header';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { ApplicantsWorkspace } from '@/features/applicants/components/applicants-workspace';
import type { PanelSlots } from '@/features/applicants/components/applicant-panel';
import { downloadApplicantsCsv } from '@/features/recruiter/api/application-files';
import { ApplicantNotes, RatingBadge } from '@/features/recruiter/components/applicant-notes';
import { ApplicantDetails } from '@/features/recruiter/components/applicant-details';
import { StepActions } from '@/features/recruiter/components/step-actions';
import { ApplicantOffer } from '@/features/offers/components/applicant-offer';
import { layoutFromSearch } from '@/features/recruiter/utils/applicant-view';

/** REC-19: the recruiter area's pieces of one applicant (moves and interview, details, notes and ratings), in the panel. */
const slotsFor = (jobId: number): PanelSlots => ({
  actions: (applicant) => (
    <>
      <StepActions applicant={applicant} jobId={jobId} />
      {/* REC-33: the engagement offer at the Offer step (and the signed letter once Hired). */}
      <ApplicantOffer applicant={applicant} />
    </>
  ),
  details: (applicant) => <ApplicantDetails applicant={applicant} />,
  notes: (applicant, name) => (
    <div className="space-y-3">
      <RatingBadge rating={applicant.rating} />
      <ApplicantNotes jobId={jobId} applicationId={applicant.application_id} name={name} open />
    </div>
  ),
});

/** REC-5, REC-19: /recruiter/jobs/:jobId, a job's applicants as a table with a side panel (the board has its own page, REC-23). */
export default function RecruiterApplicantsRoute() {
  const jobId = Number(useParams().jobId);
  const [params] = useSearchParams();
  const [job, setJob] = useState<{ title: string } | undefined>();
  const onJob = useCallback((next: { title: string }) => setJob(next), []);
  const [slots] = useState(() => slotsFor(jobId));
  // An old `?view=board` link opens the board's own page (REC-23).
  if (layoutFromSearch(params) === 'board') return <Navigate to={paths.recruiter.jobBoard(jobId)} replace />;
  const csv = async () => {
    if (!job) return;
    try {
      await downloadApplicantsCsv({ job_id: jobId, job_title: job.title });
    } catch (error) {
      toastError(error, serverMessageOr(error, EXPORT_MESSAGES.downloadFailed));
    }
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <PageHeader
        back={{ to: paths.recruiter.jobs, label: W.nav.jobs }}
        title={job?.title ?? M.title}
        actions={
          <>
            <ButtonLink to={paths.recruiter.jobBoard(jobId)} variant="secondary" size="sm">
              {M.boardLink}
            </ButtonLink>
            <Button size="sm" variant="secondary" onClick={() => void csv()} disabled={!job}>
              <Icon icon={icons.download} className="h-4 w-4" />
              {EXPORT_MESSAGES.downloadCsv}
            </Button>
            <ButtonLink to={paths.recruiter.editJob(jobId)} variant="secondary" size="sm">
              <Icon icon={icons.pencil} className="h-4 w-4" />
              {M.editJob}
            </ButtonLink>
          </>
        }
      />
      <ApplicantsWorkspace jobId={jobId} slots={slots} onJob={onJob} />
    </div>
  );
}
