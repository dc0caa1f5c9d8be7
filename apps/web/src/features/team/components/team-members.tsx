import { useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_MESSAGES as T, formatDate, type TeamMember } from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { serverMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { useSetMemberActive, useTeam } from '../api/team';
import { toastError } from '@/lib/error-toast';

const STATE_TEXT = { active: T.stateActive, pending: T.statePending, deactivated: T.stateDeactivated } as const;
const STATE_TONE = { active: 'accent', pending: 'brand', deactivated: 'neutral' } as const;

/** REC-8: every member as a card (it stays readable at 320 px), with the admin's actions. */
export function TeamMembers({ canManage }: { canManage: boolean }) {
  const team = useTeam();
  const { user } = useSession();
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  return (
    <>
      <QueryState query={team} loading="Loading the team..." isEmpty={(data) => data.members.length === 0} empty={T.empty}>
        {({ members }) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={T.pageTitle}>
            {members.map((member) => (
              <li
                key={member.id}
                className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <div className="flex items-start justify-between gap-3">
                  <h2 className="min-w-0 text-lg font-semibold leading-snug break-words text-ink">
                    {member.name}
                    {member.email === user?.email && <span className="ml-1 text-sm font-normal text-muted">{T.you}</span>}
                  </h2>
                  <Badge tone={STATE_TONE[member.state]}>{STATE_TEXT[member.state]}</Badge>
                </div>
                <dl className="mt-3 mb-5 grid gap-1.5 text-sm text-muted">
                  <div className="flex gap-1.5">
                    <dt className="sr-only">{T.columns.email}</dt>
                    <dd className="min-w-0 break-all">{member.email}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt>{T.columns.role}:</dt>
                    <dd className="font-medium text-ink">{T.roleNames[member.role]}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt>{T.columns.lastLogin}:</dt>
                    <dd>{member.last_login_at ? formatDate(member.last_login_at.slice(0, 10)) : T.neverLoggedIn}</dd>
                  </div>
                </dl>
                {canManage && (
                  <div className="mt-auto">
                    <Button
                      variant="secondary"
                      onClick={() => setConfirming(member)}
                      aria-label={`${member.active ? T.deactivate : T.reactivate} ${member.name}`}
                    >
                      {member.active ? T.deactivate : T.reactivate}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog member={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

/** Deactivating or reactivating is confirmed first: it signs the member out at once. */
function ConfirmDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const setActive = useSetMemberActive();
  const deactivating = member?.active ?? false;
  const name = member?.name ?? '';
  const confirm = async () => {
    if (!member) return;
    try {
      toast.success((await setActive.mutateAsync({ userId: member.id, active: !member.active })).message);
      onClose();
    } catch (error) {
      toastError(error, serverMessageOr(error, T.changeFailed));
      onClose();
    }
  };
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      busy={setActive.isPending}
      title={deactivating ? T.confirmDeactivateTitle(name) : T.confirmReactivateTitle(name)}
      description={deactivating ? T.confirmDeactivateText : T.confirmReactivateText}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <DialogActions onCancel={onClose} busy={setActive.isPending} label={deactivating ? T.deactivate : T.reactivate} />
      </form>
    </Dialog>
  );
}
