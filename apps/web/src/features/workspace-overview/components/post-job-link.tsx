import { RECRUITER_MESSAGES as R } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** The workspace's one way to start a posting (REC-2): the dashboard's and the jobs table's header, an empty jobs table. */
export function PostJobLink() {
  return (
    <ButtonLink to={paths.recruiter.newJob} size="sm">
      <Icon icon={icons.plus} className="h-4 w-4" />
      {R.postJob}
    </ButtonLink>
  );
}
