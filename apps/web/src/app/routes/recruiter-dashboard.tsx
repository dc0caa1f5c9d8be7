import { RECRUITER_MESSAGES, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { EmptyState } from '@/components/workspace/empty-state';
import { paths } from '@/config/paths';

/** REC-16, REC-17: /recruiter, the workspace's home. What needs the member today comes with REC-17's dashboard. */
export default function RecruiterDashboardRoute() {
  return (
    <RecruiterPage title={W.dashboard.title}>
      <EmptyState
        size="page"
        icon={icons.dashboard}
        title={W.dashboard.emptyTitle}
        description={W.dashboard.emptyBody}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={paths.recruiter.jobs} size="sm">
              {W.dashboard.toJobs}
            </ButtonLink>
            <ButtonLink to={paths.recruiter.newJob} size="sm" variant="secondary">
              {RECRUITER_MESSAGES.postJob}
            </ButtonLink>
          </div>
        }
      />
    </RecruiterPage>
  );
}
