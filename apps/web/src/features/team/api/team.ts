import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamInvitation, TeamMemberResponse, TeamResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './query-keys';

/** REC-8: GET /api/recruiter/team. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => apiRequest<TeamResponse>('/recruiter/team', { auth: true, signal }),
    staleTime: 0,
  });
export const useTeam = () => useQuery(teamQueryOptions());

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

/** POST /api/recruiter/team/invitations. */
export function useInvite() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: TeamInvitation) =>
      apiRequest<TeamMemberResponse>('/recruiter/team/invitations', { method: 'POST', body, auth: true }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/recruiter/team/:userId {active}. */
export function useSetMemberActive() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      apiRequest<TeamMemberResponse>(`/recruiter/team/${userId}`, { method: 'PATCH', body: { active }, auth: true }),
    onSuccess: invalidate,
  });
}
