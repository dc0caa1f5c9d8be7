import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STEP_LABELS, BOARD_MESSAGES as B, RECRUITER_MESSAGES as R, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/workspace/page-header';
import { paths } from '@/config/paths';
import { boardQueryOptions } from '@/features/pipeline-board/api/board';
import { PipelineBoard } from '@/features/pipeline-board/components/board';
import { InterviewForm } from '@/features/recruiter/components/interview-form';
import { NotFoundPage } from './not-found';

/**
 * REC-6, REC-23: /recruiter/jobs/:jobId/board, a job's pipeline board, filling the page below its header
 * (the columns scroll sideways, each column down). One visit is one list view of the job's applicants
 * (REC-9): its id is made here and sent with every read of the board. The interview form is the list's
 * (REC-12), handed to the board here because features do not import each other.
 */
export default function RecruiterBoardRoute() {
  const jobId = Number(useParams().jobId);
  const [view] = useState(() => crypto.randomUUID());
  const { data, isError } = useQuery(boardQueryOptions(jobId, view));
  if (isError) return <NotFoundPage />;
  return (
    <div className="flex h-[calc(100dvh-3rem)] flex-col lg:h-dvh">
      <PageHeader
        title={data?.job.title ?? B.pageTitle}
        back={{ to: paths.recruiter.jobs, label: W.jobsTitle }}
        description={data ? `${B.pageTitle} · ${B.columnCount(Object.values(data.counts).reduce((sum, n) => sum + n, 0))}` : B.pageTitle}
        actions={
          <ButtonLink to={paths.recruiter.job(jobId)} variant="secondary" size="sm">
            {B.listLink}
          </ButtonLink>
        }
      />
      <div className="min-h-0 flex-1 pt-4">
        <PipelineBoard
          jobId={jobId}
          view={view}
          renderInterviewForm={({ name, pending, onSubmit, onSkip, onCancel }) => (
            <InterviewForm
              name={name}
              interview={null}
              submitLabel={R.moveTo(APPLICATION_STEP_LABELS.interview)}
              pending={pending}
              onSubmit={onSubmit}
              onSkip={onSkip}
              onCancel={onCancel}
            />
          )}
        />
      </div>
    </div>
  );
}
