import { useParams } from 'react-router';
import { RECRUITER_MESSAGES } from '@careers/shared';
import { Spinner } from '@/components/ui/spinner';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { JobEditor } from '@/features/recruiter/components/job-editor';
import { useRecruiterJob } from '@/features/recruiter/api/jobs';
import { InterviewPlanEditor } from '@/features/applicants/components/interview-plan-editor';
import { NotFoundPage } from './not-found';

function EditJob({ jobId }: { jobId: number }) {
  const { data, isPending, isError } = useRecruiterJob(jobId);
  const job = data?.job;
  if (isError) return <NotFoundPage />;
  return (
    <RecruiterPage back title={job ? `${RECRUITER_MESSAGES.editJob}: ${job.job_title}` : RECRUITER_MESSAGES.editJob}>
      <div className="mx-auto max-w-3xl">
        {isPending ? (
          <p className="flex items-center gap-2 text-muted" role="status">
            <Spinner /> Loading the job...
          </p>
        ) : (
          <>
            <JobEditor job={job} questions={data?.screening_questions} />
            {/* REC-28: the job's interview plan, saved on its own. */}
            <div className="mt-10">
              <InterviewPlanEditor jobId={jobId} />
            </div>
          </>
        )}
      </div>
    </RecruiterPage>
  );
}

/** REC-4: /recruiter/jobs/new and /recruiter/jobs/:jobId/edit. */
export default function RecruiterJobEditorRoute() {
  const { jobId } = useParams();
  if (jobId === undefined) {
    return (
      <RecruiterPage back title={RECRUITER_MESSAGES.postJob}>
        <div className="mx-auto max-w-3xl">
          <JobEditor />
        </div>
      </RecruiterPage>
    );
  }
  return <EditJob jobId={Number(jobId)} />;
}
