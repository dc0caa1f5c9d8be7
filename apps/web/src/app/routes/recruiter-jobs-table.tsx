import { RECRUITER_MESSAGES, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { paths } from '@/config/paths';
import { PostedJobs } from '@/features/recruiter/components/posted-jobs';

/** REC-3, REC-18: /recruiter/jobs, the team's jobs (today REC-3's posted jobs; the jobs table replaces them). */
export default function RecruiterJobsTableRoute() {
  return (
    <RecruiterPage
      title={W.jobsTitle}
      actions={
        <ButtonLink to={paths.recruiter.newJob} size="sm">
          <Icon icon={icons.plus} className="h-4 w-4" />
          {RECRUITER_MESSAGES.postJob}
        </ButtonLink>
      }
    >
      <PostedJobs />
    </RecruiterPage>
  );
}
