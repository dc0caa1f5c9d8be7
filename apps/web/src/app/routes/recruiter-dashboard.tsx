import { OVERVIEW_MESSAGES as M, RECRUITER_MESSAGES } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/workspace-overview/components/dashboard';

/** REC-16, REC-17: /recruiter, the workspace's home: what needs the member today. */
export default function RecruiterDashboardRoute() {
  return (
    <RecruiterPage
      title={M.dashboardTitle}
      actions={
        <ButtonLink to={paths.recruiter.newJob} size="sm">
          <Icon icon={icons.plus} className="h-4 w-4" />
          {RECRUITER_MESSAGES.postJob}
        </ButtonLink>
      }
    >
      <Dashboard />
    </RecruiterPage>
  );
}
