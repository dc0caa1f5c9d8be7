import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruiterTeamAdminOperations, recruiterTeamOperations, type TeamInvitation } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './query-keys';

/** REC-8: the team (`recruiterTeamOperations.listTeam`). */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => callApi(recruiterTeamOperations.listTeam, { signal }),
    staleTime: 0,
  });
export const useTeam = () => useQuery(teamQueryOptions());

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

/** REC-8: invite a member (`recruiterTeamAdminOperations.inviteMember`, admins). */
export function useInvite() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: TeamInvitation) => callApi(recruiterTeamAdminOperations.inviteMember, { body }),
    onSuccess: invalidate,
  });
}

/** REC-8: deactivate or reactivate a member (`recruiterTeamAdminOperations.setMemberActive` {active}, admins). */
export function useSetMemberActive() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      callApi(recruiterTeamAdminOperations.setMemberActive, { params: { userId }, body: { active } }),
    onSuccess: invalidate,
  });
}
