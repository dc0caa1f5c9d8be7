import { useState } from 'react';
import { TEAM_MESSAGES as T } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { InviteDialog } from '@/features/team/components/invite-dialog';
import { TeamMembers } from '@/features/team/components/team-members';

/** REC-8: the team page (admins only: the route table's `admin` access). */
export default function RecruiterTeamRoute() {
  const [inviting, setInviting] = useState(false);
  return (
    <RecruiterPage
      title={T.pageTitle}
      actions={
        <Button onClick={() => setInviting(true)}>
          <Icon icon={icons.plus} className="h-5 w-5" />
          {T.invite}
        </Button>
      }
    >
      <p className="mb-6 max-w-3xl text-muted">{T.intro}</p>
      <TeamMembers canManage />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </RecruiterPage>
  );
}
