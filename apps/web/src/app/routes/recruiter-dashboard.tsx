import { OVERVIEW_MESSAGES as M } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { Dashboard } from '@/features/workspace-overview/components/dashboard';
import { PostJobLink } from '@/features/workspace-overview/components/post-job-link';

/** REC-16, REC-17: /recruiter, the workspace's home: what needs the member today. */
export default function RecruiterDashboardRoute() {
  return (
    <RecruiterPage title={M.dashboardTitle} actions={<PostJobLink />}>
      <Dashboard />
    </RecruiterPage>
  );
}
