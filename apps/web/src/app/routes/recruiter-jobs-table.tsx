import { OVERVIEW_MESSAGES as M } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { paths } from '@/config/paths';
import { JobsTable } from '@/features/workspace-overview/components/jobs-table';

/** REC-18: /recruiter/jobs, the team's jobs as one table (it replaces REC-3's cards). */
export default function RecruiterJobsTableRoute() {
  return (
    <RecruiterPage
      title={M.jobsTitle}
      actions={
        <ButtonLink to={paths.recruiter.newJob} size="sm">
          <Icon icon={icons.plus} className="h-4 w-4" />
          {M.newJob}
        </ButtonLink>
      }
    >
      <JobsTable />
    </RecruiterPage>
  );
}
