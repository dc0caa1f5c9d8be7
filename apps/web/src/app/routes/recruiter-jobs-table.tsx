import { OVERVIEW_MESSAGES as M } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { JobsTable } from '@/features/workspace-overview/components/jobs-table';
import { PostJobLink } from '@/features/workspace-overview/components/post-job-link';

/** REC-18: /recruiter/jobs, the team's jobs as one table (it replaces REC-3's cards). */
export default function RecruiterJobsTableRoute() {
  return (
    <RecruiterPage title={M.jobsTitle} actions={<PostJobLink />}>
      <JobsTable />
    </RecruiterPage>
  );
}
