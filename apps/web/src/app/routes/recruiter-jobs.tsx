import { APPLICATION_TEXTS, RECRUITER_MESSAGES, TALENT_MESSAGES } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { paths } from '@/config/paths';
import { PostedJobs } from '@/features/recruiter/components/posted-jobs';

/** REC-3: where a recruiter lands: REC-3's Posted jobs. */
export default function RecruiterJobsRoute() {
  return (
    <RecruiterPage
      title={APPLICATION_TEXTS.postedJobs}
      back={false}
      actions={
        <>
          <ButtonLink to={paths.recruiter.talent} variant="secondary">
            {TALENT_MESSAGES.talentPool}
          </ButtonLink>
          <ButtonLink to={paths.recruiter.newJob}>
            <Icon icon={icons.plus} className="h-5 w-5" />
            {RECRUITER_MESSAGES.postJob}
          </ButtonLink>
        </>
      }
    >
      <PostedJobs />
    </RecruiterPage>
  );
}
